import type { Kysely, Transaction } from 'kysely';
import { toId18 } from '../../contract/record-id';
import type { RelatedOutput, UpsertDataInput, UpsertDataOutput } from '../../contract/upsert';
import { InputProblem } from '../http/input-problem';
import type { RecordTypeStore } from '../records/record-type-store';
import type { CurrentMatching } from '../search/current-matching';
import type { Dialect } from '../storage/database';
import type { Database } from '../storage/schema';
import { inTransactionWithRetry } from './transaction-retry';
import { writeEntry, type EntryInput, type EntryWritten, type WriteContext } from './upsert-entry';
import { WriterLocks } from './writer-locks';

export interface UpsertDependencies {
  db: Kysely<Database>;
  dialect: Dialect;
  recordTypes: RecordTypeStore;
  matching: CurrentMatching;
  candidateCap: number;
}

export interface UpsertCaller {
  principal: string;
  /** Method and path, as the audit trail names where a change came from. */
  endpoint: string;
  /** Adds the Steward extension fields (`match`, `changes`, `potentialDuplicates`, `errorField`). */
  detail: boolean;
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
 * The upsert of design.md §5: the parent first, then each related entry in order with its reference field set to
 * the parent. `allOrNone` (true unless false is given, as in Salesforce DML) writes everything in one transaction
 * and nothing when any entry fails; false commits each entry on its own, and related entries of a failed parent
 * are not attempted.
 */
export async function upsert(
  deps: UpsertDependencies,
  input: UpsertDataInput,
  caller: UpsertCaller,
): Promise<UpsertDataOutput> {
  const relatedList = input.relatedList ?? [];
  const context = async (trx: Transaction<Database>): Promise<WriteContext> => ({
    trx,
    locks: new WriterLocks(trx, deps.dialect),
    matching: await deps.matching.forWriter(trx, deps.dialect),
    recordTypes: deps.recordTypes,
    candidateCap: deps.candidateCap,
    principal: caller.principal,
    endpoint: caller.endpoint,
  });
  const output = outputWriter(caller.detail);

  if (input.allOrNone === false) {
    let parent: Outcome;
    try {
      parent = {
        written: await inTransactionWithRetry(deps.db, async (trx) => writeEntry(await context(trx), input)),
      };
    } catch (error) {
      parent = failureOf(error);
    }
    const outcomes: Outcome[] = [];
    for (const entry of relatedList) {
      if (!('written' in parent)) {
        outcomes.push({ failure: 'Not attempted: the parent record was not saved' });
        continue;
      }
      const parentWritten = parent.written;
      try {
        outcomes.push({
          written: await inTransactionWithRetry(deps.db, async (trx) =>
            writeEntry(await context(trx), related(entry, parentWritten)),
          ),
        });
      } catch (error) {
        outcomes.push(failureOf(error));
      }
    }
    return output.parent(parent, outcomes);
  }

  try {
    const { parent, children } = await inTransactionWithRetry(deps.db, async (trx) => {
      const shared = await context(trx);
      // A broken rule stops the transaction, remembering which entry broke it (-1: the parent).
      const write = async (index: number, entry: EntryInput) => {
        try {
          return await writeEntry(shared, entry);
        } catch (error) {
          throw error instanceof InputProblem ? new EntryFailed(index, error) : error;
        }
      };
      const written = await write(-1, input);
      const children: EntryWritten[] = [];
      for (const [index, entry] of relatedList.entries())
        children.push(await write(index, related(entry, written)));
      return { parent: written, children };
    });
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

/** Outcomes on the wire: the original's fields, and with `detail` the Steward extension fields. */
function outputWriter(detail: boolean) {
  const entry = (outcome: Outcome): RelatedOutput => {
    if ('written' in outcome) {
      const { written } = outcome;
      return {
        isSuccess: true,
        isCreated: written.created,
        errorMessage: null,
        objectId: toId18(written.id15),
        objectData: written.objectData,
        relatedList: [],
        ...(detail
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
      ...(detail
        ? { match: null, changes: [], potentialDuplicates: [], errorField: outcome.field ?? null }
        : {}),
    };
  };
  return {
    parent: (parent: Outcome, children: Outcome[]): UpsertDataOutput => ({
      ...entry(parent),
      relatedList: children.map(entry),
    }),
  };
}
