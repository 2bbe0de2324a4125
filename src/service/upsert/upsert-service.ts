import type { Kysely } from 'kysely';
import { toId18 } from '../../contract/record-id';
import type { RelatedOutput, UpsertDataInput, UpsertDataOutput } from '../../contract/upsert';
import { InputProblem } from '../input/input-problem';
import type { Matches, SearchLimits } from '../match-index/find-duplicates';
import type { IndexedMatching, LiveIndex } from '../match-index/live-index';
import { inIndexedWrite } from '../match-index/indexed-write';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Dialect } from '../storage/database';
import type { Database } from '../storage/schema';
import {
  matchesInIndex,
  prepareEntry,
  writeEntry,
  type EntryInput,
  type EntryWritten,
  type PreparedEntry,
  type WriteContext,
} from './upsert-entry';

export interface UpsertDependencies {
  db: Kysely<Database>;
  dialect: Dialect;
  recordTypes: RecordTypeStore;
  /** The matching configuration and match index, caught up with every stored change. */
  index: LiveIndex;
  limits: SearchLimits;
}

export interface UpsertCaller {
  principal: string;
  /** Method and path, as the audit trail names where a change came from. */
  endpoint: string;
  /** Adds the Steward extension fields (`match`, `changes`, `potentialDuplicates`, `errorField`). */
  detail: boolean;
  /** Answers what the upsert would do, with the detail fields, and writes nothing. */
  preview?: boolean;
}

type RelatedInput = NonNullable<UpsertDataInput['relatedList']>[number];

/** An entry's outcome before it is put on the wire. */
type Outcome = { written: EntryWritten } | { failure: string; field?: string };

const related = (entry: RelatedInput, parent: EntryWritten): EntryInput => ({
  objectType: entry.objectType,
  objectData: entry.objectData,
  duplicateCheck: entry.duplicateCheck,
  duplicateScore: entry.duplicateScore,
  parent: { referenceField: entry.referenceField, type: parent.type, id15: parent.id15 },
});

/** A problem with the input is the entry's failure; anything else is the service's and propagates. */
function failureOf(error: unknown): Outcome {
  if (error instanceof InputProblem) return { failure: error.message, field: error.field };
  throw error;
}

/** The failure of related entry `index` in an all-or-nothing upsert: it stops and rolls back the whole request. */
class EntryFailed extends Error {
  readonly index: number;
  readonly problem: InputProblem;

  constructor(index: number, problem: InputProblem) {
    super(problem.message);
    this.index = index;
    this.problem = problem;
  }
}

/**
 * One upsert transaction (inIndexedWrite), its writes sharing the caller and the limits: `before` runs ahead of it,
 * `write` inside. A preview's transaction is rolled back.
 */
const inWriteTransaction = <Prepared, Result>(
  deps: UpsertDependencies,
  caller: UpsertCaller,
  before: (live: IndexedMatching) => Prepared,
  write: (context: WriteContext, prepared: Prepared) => Promise<Result>,
): Promise<Result> =>
  inIndexedWrite(
    deps,
    before,
    (indexed, prepared) =>
      write(
        {
          ...indexed,
          recordTypes: deps.recordTypes,
          limits: deps.limits,
          principal: caller.principal,
          endpoint: caller.endpoint,
        },
        prepared,
      ),
    { rehearsal: caller.preview === true },
  );

/** A parent entry prepared ahead of its transaction, or the rule it broke. */
type PreparedParent = { entry: PreparedEntry; inIndex: Matches } | { problem: InputProblem };

function prepareParent(deps: UpsertDependencies, live: IndexedMatching, input: EntryInput): PreparedParent {
  try {
    const entry = prepareEntry(live, deps.recordTypes, input);
    return { entry, inIndex: matchesInIndex(live, entry, deps.limits) };
  } catch (error) {
    if (error instanceof InputProblem) return { problem: error };
    throw error;
  }
}

async function writeParent(context: WriteContext, prepared: PreparedParent): Promise<EntryWritten> {
  if ('problem' in prepared) throw prepared.problem;
  return writeEntry(context, prepared.entry, prepared.inIndex);
}

/** Writes a related entry, prepared inside the transaction since it points to a parent written there. */
const writeRelated = (context: WriteContext, entry: EntryInput) =>
  writeEntry(context, prepareEntry(context.index.live, context.recordTypes, entry));

interface Outcomes {
  parent: Outcome;
  children: Outcome[];
}

/**
 * Each entry on its own (`allOrNone` false): a failed related entry leaves the others be, and a failed parent
 * leaves its related entries unattempted. `writeParentEntry` and `writeRelatedEntry` commit each, or for a preview
 * write into one transaction that is rolled back.
 */
async function writeEach(
  relatedList: readonly RelatedInput[],
  writeParentEntry: () => Promise<EntryWritten>,
  writeRelatedEntry: (entry: EntryInput) => Promise<EntryWritten>,
): Promise<Outcomes> {
  const outcomeOf = async (work: () => Promise<EntryWritten>): Promise<Outcome> => {
    try {
      return { written: await work() };
    } catch (error) {
      return failureOf(error);
    }
  };
  const parent = await outcomeOf(writeParentEntry);
  const children: Outcome[] = [];
  for (const entry of relatedList) {
    children.push(
      'written' in parent
        ? await outcomeOf(() => writeRelatedEntry(related(entry, parent.written)))
        : { failure: 'Not attempted: the parent record was not saved' },
    );
  }
  return { parent, children };
}

/**
 * The upsert of design.md §5: the parent first, then each related entry in order with its reference field set to
 * the parent. `allOrNone` (true unless false is given, as in Salesforce DML) writes everything in one transaction
 * and nothing when any entry fails; false commits each entry on its own, and related entries of a failed parent
 * are not attempted. The parent's duplicates are looked for in the process's index before its transaction, and
 * only what was written since is read inside it, so the transaction holds the store's write lock briefly. A preview
 * makes the same decisions under the same locks and rolls everything back (one transaction whatever `allOrNone`).
 */
export async function upsert(
  deps: UpsertDependencies,
  input: UpsertDataInput,
  caller: UpsertCaller,
): Promise<UpsertDataOutput> {
  const relatedList = input.relatedList ?? [];
  const output = outputWriter(caller);
  const parentBefore = (live: IndexedMatching) => prepareParent(deps, live, input);

  if (input.allOrNone === false) {
    const { parent, children } = caller.preview
      ? await inWriteTransaction(deps, caller, parentBefore, (context, prepared) =>
          writeEach(
            relatedList,
            () => writeParent(context, prepared),
            (entry) => writeRelated(context, entry),
          ),
        )
      : await writeEach(
          relatedList,
          () => inWriteTransaction(deps, caller, parentBefore, writeParent),
          (entry) =>
            inWriteTransaction(
              deps,
              caller,
              () => undefined,
              (context) => writeRelated(context, entry),
            ),
        );
    return output.parent(parent, children);
  }

  try {
    const { parent, children } = await inWriteTransaction(
      deps,
      caller,
      parentBefore,
      async (context, prepared) => {
        // A broken rule stops the transaction, remembering which entry broke it (-1: the parent).
        const write = async (index: number, work: () => Promise<EntryWritten>) => {
          try {
            return await work();
          } catch (error) {
            throw error instanceof InputProblem ? new EntryFailed(index, error) : error;
          }
        };
        const written = await write(-1, () => writeParent(context, prepared));
        const children: EntryWritten[] = [];
        for (const [index, entry] of relatedList.entries()) {
          children.push(await write(index, () => writeRelated(context, related(entry, written))));
        }
        return { parent: written, children };
      },
    );
    return output.parent(
      { written: parent },
      children.map((written) => ({ written })),
    );
  } catch (error) {
    if (!(error instanceof EntryFailed)) throw error;
    return output.parent(rolledBackParent(error), rolledBackRelated(error, relatedList.length));
  }
}

function rolledBackParent({ index, problem }: EntryFailed): Outcome {
  if (index < 0) return { failure: problem.message, field: problem.field };
  return { failure: `Nothing was saved: related record ${index + 1} failed (${problem.message})` };
}

function rolledBackRelated({ index, problem }: EntryFailed, count: number): Outcome[] {
  const failedAt = index < 0 ? 'the parent record' : `related record ${index + 1}`;
  return Array.from({ length: count }, (_, position): Outcome => {
    if (position === index) return { failure: problem.message, field: problem.field };
    if (position < index) return { failure: `Rolled back: ${failedAt} failed, so nothing was saved` };
    return { failure: `Not attempted: ${failedAt} failed, so nothing was saved` };
  });
}

/**
 * Outcomes on the wire: the original's fields, and with `detail` the Steward extension fields. A preview has the
 * detail, and no id of a record it would create: the id was rolled back with the record and may go to another.
 */
function outputWriter({ detail, preview = false }: UpsertCaller) {
  const withDetail = detail || preview;
  const entry = (outcome: Outcome, rolledBackIds: ReadonlySet<string>): RelatedOutput => {
    if ('written' in outcome) {
      const { written } = outcome;
      const objectData = Object.fromEntries(
        Object.entries(written.objectData).flatMap(([name, value]) =>
          typeof value === 'string' && rolledBackIds.has(value)
            ? name === 'Id'
              ? []
              : [[name, null]]
            : [[name, value]],
        ),
      );
      return {
        isSuccess: true,
        isCreated: written.created,
        errorMessage: null,
        objectId: rolledBackIds.has(toId18(written.id15)) ? null : toId18(written.id15),
        objectData,
        relatedList: [],
        ...(withDetail
          ? {
              match: written.match,
              changes: written.changes,
              potentialDuplicates: written.potentialDuplicates,
              errorField: null,
            }
          : {}),
      };
    }
    return {
      isSuccess: false,
      isCreated: false,
      errorMessage: outcome.failure,
      objectId: null,
      objectData: null,
      relatedList: [],
      ...(withDetail
        ? { match: null, changes: [], potentialDuplicates: [], errorField: outcome.field ?? null }
        : {}),
    };
  };
  return {
    parent: (parent: Outcome, children: Outcome[]): UpsertDataOutput => {
      const rolledBackIds = new Set(
        preview
          ? [parent, ...children].flatMap((outcome) =>
              'written' in outcome && outcome.written.created ? [toId18(outcome.written.id15)] : [],
            )
          : [],
      );
      return {
        ...entry(parent, rolledBackIds),
        relatedList: children.map((child) => entry(child, rolledBackIds)),
      };
    },
  };
}
