import type { Kysely, Transaction } from 'kysely';
import type { Intake, IntakeCounter } from '../intake/intake-counter';
import { toId18 } from '../../contract/record-id';
import type { RelatedOutput, UpsertDataInput, UpsertDataOutput } from '../../contract/upsert';
import { InputProblem } from '../input/input-problem';
import type { Matches, SearchLimits } from '../match-index/find-duplicates';
import type { IndexedMatching, LiveIndex } from '../match-index/live-index';
import { inIndexedWrite } from '../match-index/indexed-write';
import { recordAuditEvents } from '../audit/audit-store';
import { IdReservation } from '../records/id-allocator';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Dialect } from '../storage/database';
import type { Database } from '../storage/schema';
import type { AddressJudge, AddressJudges } from '../address/address-data';
import { judgesAddresses } from '../survivorship/address-survival';
import type { LocksWanted } from '../match-index/writer-locks';
import type { RuleOverrides } from '../survivorship/field-survival';
import {
  NO_OVERRIDES,
  matchesInIndex,
  matchToUpdate,
  prepareEntry,
  writeEntry,
  type EntryInput,
  type EntryWritten,
  type OnMatch,
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
  /** The country of a phone number written without one, for the update rules that judge a phone number. */
  defaultCountry: string;
  /** Validates addresses, for the update rules that judge one (IF_BETTER). */
  addressJudges: AddressJudges;
  /** Counts what the writes take in, per source, for the alerts. */
  intake: IntakeCounter;
}

export interface UpsertCaller {
  principal: string;
  /** Where the write comes from, for source trust (WriteContext.source). */
  source: string;
  /** Method and path, as the audit trail names where a change came from. */
  endpoint: string;
  /** Adds the Steward extension fields (`match`, `changes`, `potentialDuplicates`, `errorField`). */
  detail: boolean;
  /** Answers what the upsert would do, with the detail fields, and writes nothing. */
  preview?: boolean;
  /** What a duplicate found does (see WriteContext); the upsert's `update` when not given. */
  onMatch?: OnMatch;
  /** The write's own update rules by field, before the record type's (an import's columns; see WriteContext). */
  updateRules?: RuleOverrides;
  /** See WriteContext.firstValuesStand: the rows of one file. */
  firstValuesStand?: WriteContext['firstValuesStand'];
  /**
   * Writes more in each transaction that saves inputs, after them: what the inputs of that transaction answered
   * (with the detail fields, and in a preview with the ids it rolls back), so that a record of what was written
   * commits or rolls back with it.
   */
  alongside?: (trx: Transaction<Database>, written: readonly WrittenInput[]) => Promise<void>;
}

/** An input and its output, as a transaction saved it. */
export interface WrittenInput {
  input: UpsertDataInput;
  output: UpsertDataOutput;
  /** The parent entry as the upsert prepared it, unless the input broke a rule first: a caller need not prepare it again. */
  prepared?: PreparedEntry;
}

type RelatedInput = NonNullable<UpsertDataInput['relatedList']>[number];

/** An entry's outcome before it is put on the wire. */
type Outcome = { written: EntryWritten } | { failure: string; field?: string };

/** The outcomes of one input: its parent's, and each related entry's in order. */
interface InputOutcomes {
  parent: Outcome;
  children: Outcome[];
}

const related = (entry: RelatedInput, parent: EntryWritten): EntryInput => ({
  objectType: entry.objectType,
  objectData: entry.objectData,
  duplicateCheck: entry.duplicateCheck,
  duplicateScore: entry.duplicateScore,
  ...(parent.modifiedAt === undefined ? {} : { modifiedAt: parent.modifiedAt }),
  parent: { referenceField: entry.referenceField, type: parent.type, id15: parent.id15 },
});

/** A problem with the input is the entry's failure; anything else is the service's and propagates. */
function failureOf(error: unknown): Outcome {
  if (error instanceof InputProblem) return { failure: error.message, field: error.field };
  throw error;
}

/** The failure of related entry `index` (-1: the parent) of an all-or-nothing input: it stops the input. */
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
 * Input `position` of a transaction failed after some of it was written (a related entry of an all-or-nothing
 * input broke a rule after its parent was saved): only rolling the transaction back undoes that.
 */
class InputRolledBack extends Error {
  readonly position: number;
  readonly outcomes: InputOutcomes;

  constructor(position: number, outcomes: InputOutcomes) {
    super(`input ${position + 1} rolled back`);
    this.position = position;
    this.outcomes = outcomes;
  }
}

/** Carries the outcomes of an all-or-nothing batch one of whose inputs failed out of its transaction. */
class BatchRolledBack extends Error {
  readonly outcomes: InputOutcomes[];

  constructor(outcomes: InputOutcomes[]) {
    super('batch rolled back');
    this.outcomes = outcomes;
  }
}

/** An input and who sent it: the inputs of one transaction may come from different requests (UpsertGroups). */
export interface SubmittedInput {
  input: UpsertDataInput;
  caller: UpsertCaller;
}

/** What the writes of one transaction share: its locks and index, and the configuration's limits. */
type SharedContext = Omit<
  WriteContext,
  'principal' | 'endpoint' | 'source' | 'onMatch' | 'updateRules' | 'firstValuesStand'
>;

/** The context an input is written in: the transaction's, as its caller. */
const contextOf = (shared: SharedContext, caller: UpsertCaller): WriteContext => ({
  ...shared,
  principal: caller.principal,
  endpoint: caller.endpoint,
  source: caller.source,
  onMatch: caller.onMatch ?? 'update',
  updateRules: caller.updateRules ?? NO_OVERRIDES,
  ...(caller.firstValuesStand ? { firstValuesStand: caller.firstValuesStand } : {}),
});

/**
 * The ids a transaction's inputs may take, per key prefix: one for each parent and related entry of a known type.
 */
function idsWanted(recordTypes: RecordTypeStore, inputs: readonly UpsertDataInput[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const input of inputs) {
    for (const { objectType } of [input, ...(input.relatedList ?? [])]) {
      const prefix = recordTypes.byApiName(objectType)?.keyPrefix;
      if (prefix) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Where a transaction's created records take their ids (IdReservation): on PostgreSQL reserved before it begins, for
 * every input's entries, so that the transaction holds no counter row locked; on SQLite inside it, a block of as
 * many as the inputs have parents at a time (one counter update for a batch's).
 */
async function idsFor(
  deps: UpsertDependencies,
  inputs: readonly UpsertDataInput[],
): Promise<(trx: Transaction<Database>) => IdReservation> {
  if (deps.dialect !== 'postgres') return (trx) => IdReservation.inside(trx, inputs.length);
  const reserved = await IdReservation.ahead(deps.db, idsWanted(deps.recordTypes, inputs));
  return (trx) => reserved.within(trx);
}

/** The judge of a transaction none of whose writes judges an address (writesJudgingAddresses). */
const NO_ADDRESS_JUDGE: AddressJudge = () => {
  throw new Error('an address was judged in a write not prepared to judge one');
};

/**
 * True when a write of the inputs may judge an address (an IF_BETTER address field), so that its transaction reads
 * the reference data before it begins; other writes never wait for that data.
 */
const writesJudgingAddresses = (deps: UpsertDependencies, submitted: readonly SubmittedInput[]) =>
  submitted.some(({ input, caller }) =>
    [input, ...(input.relatedList ?? [])].some(({ objectType }) => {
      const type = deps.recordTypes.byApiName(objectType);
      return type !== undefined && judgesAddresses(type, caller.updateRules ?? NO_OVERRIDES);
    }),
  );

/**
 * One upsert transaction (inIndexedWrite), its writes sharing the limits: `before` runs ahead of it, `write`
 * inside. A rehearsal's transaction is rolled back.
 */
const inWriteTransaction = async <Prepared, Result>(
  deps: UpsertDependencies,
  {
    rehearsal,
    inputs,
    judgesAddresses,
  }: { rehearsal: boolean; inputs: readonly UpsertDataInput[]; judgesAddresses: boolean },
  before: (live: IndexedMatching) => Prepared,
  write: (context: SharedContext, prepared: Prepared) => Promise<Result>,
): Promise<Result> => {
  const ids = await idsFor(deps, inputs);
  const judgeIn = judgesAddresses ? await deps.addressJudges() : () => NO_ADDRESS_JUDGE;
  // The intake of the attempt that committed: a transaction run again starts its own.
  let intake: Intake[] = [];
  const result = await inIndexedWrite(
    deps,
    before,
    (indexed, prepared) => {
      intake = [];
      return write(
        {
          ...indexed,
          ids: ids(indexed.trx),
          auditEvents: [],
          recordTypes: deps.recordTypes,
          limits: deps.limits,
          defaultCountry: deps.defaultCountry,
          judgeAddress: judgeIn(indexed.trx),
          created: new Set(),
          intake,
        },
        prepared,
      );
    },
    { rehearsal },
  );
  if (!rehearsal) deps.intake.count(intake, new Date());
  return result;
};

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

/**
 * What the parents of a transaction are known to lock before it begins: the keys of their entries and searches, and
 * the record each would update as the process's index found it.
 */
function locksOfParents(prepared: readonly PreparedParent[]): LocksWanted {
  const keys: NonNullable<LocksWanted['keys']>[number][] = [];
  const records: string[] = [];
  for (const parent of prepared) {
    if (!('entry' in parent)) continue;
    const { entry, inIndex } = parent;
    keys.push({ recordType: entry.type.name, keySets: [entry.entry.keys, entry.search?.keys.hashes] });
    const best = matchToUpdate(inIndex.duplicates, entry.deciding, entry.duplicateScore);
    if (best) records.push(best.id);
  }
  return { keys, records };
}

async function writeParent(context: WriteContext, prepared: PreparedParent): Promise<EntryWritten> {
  if ('problem' in prepared) throw prepared.problem;
  return writeEntry(context, prepared.entry, prepared.inIndex);
}

/** Writes a related entry, prepared inside the transaction since it points to a parent written there. */
const writeRelated = (context: WriteContext, entry: EntryInput) =>
  writeEntry(context, prepareEntry(context.index.live, context.recordTypes, entry));

/**
 * Each entry on its own (the input's `allOrNone` false): a failed related entry leaves the others be, and a failed
 * parent leaves its related entries unattempted. An entry that breaks a rule has written nothing, so the others
 * can share its transaction.
 */
async function writeEach(
  context: WriteContext,
  prepared: PreparedParent,
  relatedList: readonly RelatedInput[],
): Promise<InputOutcomes> {
  const outcomeOf = async (work: () => Promise<EntryWritten>): Promise<Outcome> => {
    try {
      return { written: await work() };
    } catch (error) {
      return failureOf(error);
    }
  };
  const parent = await outcomeOf(() => writeParent(context, prepared));
  const children: Outcome[] = [];
  for (const entry of relatedList) {
    children.push(
      'written' in parent
        ? await outcomeOf(() => writeRelated(context, related(entry, parent.written)))
        : { failure: 'Not attempted: the parent record was not saved' },
    );
  }
  return { parent, children };
}

/** An input's outcomes, and whether they hold only once its transaction is rolled back. */
interface InputWritten {
  outcomes: InputOutcomes;
  mustRollBack: boolean;
}

/** Writes entry `index` (-1: the parent) of an all-or-nothing input; a broken rule says which entry broke it. */
async function writeStopping(index: number, work: () => Promise<EntryWritten>): Promise<EntryWritten> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof InputProblem ? new EntryFailed(index, error) : error;
  }
}

/**
 * One input in its transaction: the parent first, then each related entry in order with its reference field set to
 * the parent. All or nothing unless the input's `allOrNone` is false (true by default, as in Salesforce DML).
 */
async function writeInput(
  context: WriteContext,
  prepared: PreparedParent,
  input: UpsertDataInput,
): Promise<InputWritten> {
  const relatedList = input.relatedList ?? [];
  if (input.allOrNone === false) {
    return { outcomes: await writeEach(context, prepared, relatedList), mustRollBack: false };
  }
  try {
    const parent = await writeStopping(-1, () => writeParent(context, prepared));
    const children: Outcome[] = [];
    for (const [index, entry] of relatedList.entries()) {
      children.push({
        written: await writeStopping(index, () => writeRelated(context, related(entry, parent))),
      });
    }
    return { outcomes: { parent: { written: parent }, children }, mustRollBack: false };
  } catch (error) {
    if (!(error instanceof EntryFailed)) throw error;
    return {
      outcomes: {
        parent: rolledBackParent(error),
        children: rolledBackRelated(error, relatedList.length),
      },
      // A parent that breaks a rule has written nothing; a related entry fails after its parent was written.
      mustRollBack: error.index >= 0,
    };
  }
}

/** What holds for every input of one transaction. */
interface TransactionRules {
  /** Any input that fails saves nothing of the batch (BatchRolledBack). */
  allOrNone: boolean;
  /** Makes the same decisions and saves nothing. */
  preview: boolean;
  alongside?: UpsertCaller['alongside'];
}

/** A batch's rules, from its one caller. */
const rulesOf = (caller: UpsertCaller, allOrNone: boolean): TransactionRules => ({
  allOrNone,
  preview: caller.preview === true,
  alongside: caller.alongside,
});

/**
 * Writes inputs in order in one transaction, each as its own `allOrNone` says and as its own caller, so that an
 * input finds the records those before it wrote. The parents are prepared and their duplicates looked for in the
 * process's index before the transaction begins, so it holds the store's write lock only while it writes. With the
 * rules' `allOrNone`, an input that fails rolls every input back (BatchRolledBack). Otherwise an input that must be
 * rolled back on its own stops the transaction (InputRolledBack), unless it is a preview's, which is rolled back
 * whatever happens.
 */
async function writeInputs(
  deps: UpsertDependencies,
  submitted: readonly SubmittedInput[],
  rules: TransactionRules,
): Promise<InputOutcomes[]> {
  if (submitted.length === 0) return [];
  return inWriteTransaction(
    deps,
    {
      rehearsal: rules.preview,
      inputs: submitted.map(({ input }) => input),
      judgesAddresses: writesJudgingAddresses(deps, submitted),
    },
    (live) => submitted.map(({ input }) => prepareParent(deps, live, input)),
    async (shared, prepared) => {
      // Every parent's locks at once, in their one order: the writes below then rarely need one not held.
      await shared.locks.lock(locksOfParents(prepared));
      const outcomes: InputOutcomes[] = [];
      for (const [position, { input, caller }] of submitted.entries()) {
        const written = await writeInput(contextOf(shared, caller), prepared[position]!, input);
        if (written.mustRollBack && !rules.allOrNone && !rules.preview) {
          throw new InputRolledBack(position, written.outcomes);
        }
        outcomes.push(written.outcomes);
      }
      const failed = outcomes.findIndex(({ parent }) => !('written' in parent));
      if (rules.allOrNone && failed >= 0) throw new BatchRolledBack(rolledBackBatch(outcomes, failed));
      // A preview is rolled back: its trail would be too.
      if (!rules.preview) await recordAuditEvents(shared.trx, shared.auditEvents);
      if (rules.alongside) {
        // With the ids of the records a preview created: they tell which later input found which earlier one.
        await rules.alongside(
          shared.trx,
          outcomes.map((outcome, position) => {
            const { input, caller } = submitted[position]!;
            const parent = prepared[position]!;
            return {
              input,
              output: outputWriter({ ...caller, detail: true, preview: false })(outcome),
              ...('entry' in parent ? { prepared: parent.entry } : {}),
            };
          }),
        );
      }
      return outcomes;
    },
  );
}

/**
 * Each input saved or failed on its own, in as few transactions as that allows: one, unless an input must be rolled
 * back on its own. Then the inputs before it are written again in a transaction of their own, it answers as rolled
 * back, and those after it follow in another.
 */
async function upsertEach(
  deps: UpsertDependencies,
  submitted: readonly SubmittedInput[],
  rules: TransactionRules,
): Promise<InputOutcomes[]> {
  try {
    return await writeInputs(deps, submitted, rules);
  } catch (error) {
    if (!(error instanceof InputRolledBack)) throw error;
    const before = await upsertEach(deps, submitted.slice(0, error.position), rules);
    const after = await upsertEach(deps, submitted.slice(error.position + 1), rules);
    return [...before, error.outcomes, ...after];
  }
}

async function upsertAllOrNone(
  deps: UpsertDependencies,
  submitted: readonly SubmittedInput[],
  rules: TransactionRules,
): Promise<InputOutcomes[]> {
  try {
    return await writeInputs(deps, submitted, rules);
  } catch (error) {
    if (!(error instanceof BatchRolledBack)) throw error;
    return error.outcomes;
  }
}

/**
 * The upsert of design.md §5 for each input, in order: an input finds the records those before it wrote, as a
 * second upsert finds the first's. `batchAllOrNone` (the batch's, as in Salesforce's sObject Collections): any input
 * that fails saves nothing of the batch; otherwise each input is saved or fails on its own. A preview makes the same
 * decisions under the same locks and rolls everything back.
 */
export async function upsertBatch(
  deps: UpsertDependencies,
  inputs: readonly UpsertDataInput[],
  batchAllOrNone: boolean,
  caller: UpsertCaller,
): Promise<UpsertDataOutput[]> {
  const submitted = inputs.map((input) => ({ input, caller }));
  const rules = rulesOf(caller, batchAllOrNone);
  const outcomes = batchAllOrNone
    ? await upsertAllOrNone(deps, submitted, rules)
    : await upsertEach(deps, submitted, rules);
  return outcomes.map(outputWriter(caller));
}

/**
 * Inputs of different requests, each saved or failed on its own and as its own caller, in one transaction unless
 * one must be rolled back on its own: what UpsertGroups commits together. None may be a preview.
 */
export async function upsertTogether(
  deps: UpsertDependencies,
  submitted: readonly SubmittedInput[],
): Promise<UpsertDataOutput[]> {
  const outcomes = await upsertEach(deps, submitted, { allOrNone: false, preview: false });
  return outcomes.map((outcome, position) => outputWriter(submitted[position]!.caller)(outcome));
}

/**
 * One upsert: the parent first, then each related entry in order with its reference field set to the parent.
 * `allOrNone` (true unless false is given, as in Salesforce DML) saves nothing when any entry fails; false keeps
 * what succeeded, and related entries of a failed parent are not attempted.
 */
export async function upsert(
  deps: UpsertDependencies,
  input: UpsertDataInput,
  caller: UpsertCaller,
): Promise<UpsertDataOutput> {
  const [output] = await upsertBatch(deps, [input], false, caller);
  return output!;
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

/** An all-or-nothing batch once input `failed` failed: what was written is not saved, and every failure is its own. */
function rolledBackBatch(outcomes: readonly InputOutcomes[], failed: number): InputOutcomes[] {
  const undone = (outcome: Outcome): Outcome =>
    'written' in outcome
      ? { failure: `Rolled back: input ${failed + 1} of the batch failed, so nothing was saved` }
      : outcome;
  return outcomes.map(({ parent, children }) => ({ parent: undone(parent), children: children.map(undone) }));
}

/**
 * An input's outcomes on the wire: the original's fields, and with `detail` the Steward extension fields. A preview
 * has the detail, and no id of a record it would create: the id was rolled back with the record and may go to
 * another.
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
              kept: written.kept,
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
        ? { match: null, changes: [], kept: [], potentialDuplicates: [], errorField: outcome.field ?? null }
        : {}),
    };
  };
  return ({ parent, children }: InputOutcomes): UpsertDataOutput => {
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
  };
}
