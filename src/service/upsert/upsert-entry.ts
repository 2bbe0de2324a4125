import type { Transaction } from 'kysely';
import type { FieldChange, UpsertMatch } from '../../contract/audit';
import { toId18 } from '../../contract/record-id';
import type { FieldValue } from '../../contract/records';
import type { PotentialDuplicateRef } from '../../contract/upsert';
import { InputProblem } from '../input/input-problem';
import {
  findMatches,
  prepareSearch,
  type Matches,
  type PreparedSearch,
  type SearchLimits,
} from '../match-index/find-duplicates';
import type { IndexLayout } from '../match-index/index-layout';
import type { IndexedMatching } from '../match-index/live-index';
import {
  entryOfSlots,
  fieldText,
  preparedSlots,
  type KnownSlot,
  type RecordEntry,
} from '../match-index/record-entry';
import type { TransactionIndex } from '../match-index/transaction-index';
import { scenarioScoresOf, scenariosFor, selectScenarios } from '../matching-config/scenario-selection';
import type { PreparedValue } from '../matching/match-method';
import type { Duplicate } from '../matching/scoring/score-scenario';
import { fieldChanges, wireValues } from '../records/record-changes';
import { checkReferences, checkRequiredFields, readRecordInput } from '../records/record-input';
import { insertRecords, updateRecord, type RecordValues } from '../records/record-store';
import type { IdReservation } from '../records/id-allocator';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import type { NewAuditEvent } from '../audit/audit-store';
import { decidedApartFrom } from '../decisions/not-duplicate-store';
import { logPotentialDuplicates } from '../review/potential-duplicate-store';
import type { Database } from '../storage/schema';
import type { WriterLocks } from '../match-index/writer-locks';
import type { KeptField, UpdateRule } from '../../contract/update-rules';
import { survivingValues, type RuleOverrides } from '../survivorship/field-survival';
import { recordTypeNamed } from '../records/records-of-type';
import type { AddressJudge } from '../address/address-data';
import { addressVerdicts } from '../survivorship/address-survival';
import type { Intake } from '../intake/intake-counter';
import { intakeSources } from '../intake/intake-sources';

/** One record to write: the parent of an upsert or an entry of its related list. */
export interface EntryInput {
  objectType: string;
  objectData: Readonly<Record<string, FieldValue>>;
  duplicateCheck?: boolean;
  duplicateScore?: number;
  scenarioIds?: readonly string[];
  /** When the values were last changed where they come from (the upsert's `modifiedAt`), for IF_NEWER. */
  modifiedAt?: string;
  /** For a related entry: its field that points to the parent, and the parent's type and id. */
  parent?: { referenceField: string; type: RecordTypeDefinition; id15: string };
}

/** An entry read and checked against the configuration in force, with its duplicate search prepared. */
export interface PreparedEntry {
  type: RecordTypeDefinition;
  values: RecordValues;
  layout: IndexLayout;
  duplicateScore: number | undefined;
  /** The scenarios a match must reach to be updated (the data API's); the search's others only log theirs. */
  deciding: ReadonlySet<string>;
  /** With duplicate check only. */
  search: PreparedSearch | undefined;
  /** The values prepared per slot of the layout, the search's prepared values taken where it has them. */
  slots: readonly (PreparedValue | null)[];
  /** The match index entry of a record of exactly these values: the created record's. */
  entry: RecordEntry;
  /** EntryInput.modifiedAt as an ISO time. */
  modifiedAt: string | undefined;
}

/** What a transaction's writes share: its locks, its view of the match index, and who writes. */
export interface WriteContext {
  trx: Transaction<Database>;
  locks: WriterLocks;
  index: TransactionIndex;
  /** Where the transaction's created records take their ids. */
  ids: IdReservation;
  /**
   * The audit events of the transaction's writes, in order, recorded together by whoever runs the transaction
   * before it commits (upsert-service.ts, writeInputs).
   */
  auditEvents: NewAuditEvent[];
  recordTypes: RecordTypeStore;
  limits: SearchLimits;
  principal: string;
  endpoint: string;
  /** Where the write comes from, for source trust: the token's client, or `import` (docs/survivorship.md). */
  source: string;
  /** Validates an address, for IF_BETTER on address fields. */
  judgeAddress: AddressJudge;
  /**
   * What a duplicate found does: `update` it (the upsert), `skip` the entry (nothing written; the duplicate is
   * answered as its match), or `create` the entry beside it (the duplicate is logged for review).
   */
  onMatch: OnMatch;
  /**
   * The write's own update rules by field, before the record type's (docs/survivorship.md): an import's columns.
   * A record this very write created (an earlier row of one file) takes later values only where it has none.
   */
  updateRules: RuleOverrides;
  /** The country of a phone number written without one, for IF_BETTER. */
  defaultCountry: string;
  /** The records the transaction created so far, 15 characters. */
  created: Set<string>;
  /** What the transaction's writes with a duplicate check took in, counted once it commits (for the alerts). */
  intake: Intake[];
  /**
   * Set when the values a record was created with stand against later inputs of the same write (the rows of one
   * file): true for a record an earlier transaction of that write created. A record the transaction created
   * counts too. Such a record takes a later input's values only where it has none (firstValuesRules).
   */
  firstValuesStand?: (trx: Transaction<Database>, id15: string) => Promise<boolean>;
}

/** No rule of the write's own: the record type's rules, or OVERWRITE. */
export const NO_OVERRIDES: RuleOverrides = {};

/**
 * The rules a record whose first values stand is updated by: every field IF_EMPTY, but where the write's own rule
 * says OVERWRITE or NEVER, which a steward chose for the column.
 */
export function firstValuesRules(type: RecordTypeDefinition, overrides: RuleOverrides): RuleOverrides {
  const rules: Record<string, UpdateRule> = {};
  for (const { name } of type.fields) {
    const own = overrides[name];
    rules[name] = own === 'OVERWRITE' || own === 'NEVER' ? own : 'IF_EMPTY';
  }
  return rules;
}

/** The rules a matched record is updated by under the context. */
async function rulesFor(
  context: WriteContext,
  type: RecordTypeDefinition,
  id15: string,
): Promise<RuleOverrides> {
  const stands =
    context.firstValuesStand !== undefined &&
    (context.created.has(id15) || (await context.firstValuesStand(context.trx, id15)));
  return stands ? firstValuesRules(type, context.updateRules) : context.updateRules;
}

export type OnMatch = 'update' | 'skip' | 'create';

export interface EntryWritten {
  type: RecordTypeDefinition;
  id15: string;
  created: boolean;
  /** The given values, the parent reference included, as the wire carries them. */
  objectData: Record<string, FieldValue>;
  match: UpsertMatch | null;
  changes: FieldChange[];
  /** The given values an update rule kept out of the matched record, and why. */
  kept: KeptField[];
  potentialDuplicates: PotentialDuplicateRef[];
  /** PreparedEntry.modifiedAt: the parent's time is its related entries'. */
  modifiedAt: string | undefined;
}

/** The given values with the parent's id in the reference field, which must be a lookup to the parent's type. */
function withParentReference(type: RecordTypeDefinition, entry: EntryInput): EntryInput['objectData'] {
  const parent = entry.parent;
  if (!parent) return entry.objectData;
  const field = type.fields.find((candidate) => candidate.name === parent.referenceField);
  if (!field) {
    throw new InputProblem('referenceField', `${type.name} has no field ${parent.referenceField}`);
  }
  if (field.type !== 'reference' || field.referenceTo !== parent.type.name) {
    throw new InputProblem(
      'referenceField',
      `${type.name}.${field.name} is not a lookup to ${parent.type.name}, so it cannot point to the parent record`,
    );
  }
  const { [field.name]: _replaced, ...given } = entry.objectData;
  return { ...given, [field.name]: toId18(parent.id15) };
}

/** Values as the match methods read them: text, empty ones left out. */
function matchText(values: RecordValues): Record<string, string> {
  const text: Record<string, string> = {};
  for (const name of Object.keys(values)) {
    const value = fieldText(values, name);
    if (value !== undefined) text[name] = value;
  }
  return text;
}

/**
 * Reads and checks an entry and prepares its duplicate search, with no database: a parent is prepared before its
 * transaction begins. Input that breaks a rule throws InputProblem.
 */
export function prepareEntry(
  live: IndexedMatching,
  recordTypes: RecordTypeStore,
  entry: EntryInput,
): PreparedEntry {
  const type = recordTypeNamed(recordTypes, entry.objectType);
  const values = readRecordInput(type, withParentReference(type, entry), (name) =>
    recordTypes.byApiName(name),
  );
  const deciding = entry.duplicateCheck
    ? selectScenarios(live.matching, type, 'onDataApi', entry.scenarioIds)
    : [];
  // Scenarios the search API uses but the upsert does not decide by: what they find is logged for review.
  const reviewing =
    entry.duplicateCheck && !entry.scenarioIds
      ? scenariosFor(live.matching, type, 'onApi').filter(({ definition }) => !definition.onDataApi)
      : [];
  const scenarios = [...deciding, ...reviewing];
  const layout = live.indexOf(type.name).layout;
  const search =
    scenarios.length > 0
      ? prepareSearch(
          scenarios.map(({ plan }) => plan),
          matchText(values),
          'record',
        )
      : undefined;
  // The search prepared the forms its scenarios compare, from these very values (a form names its field and its
  // preparation, and prepareForms prepares as preparedSlots does): the entry takes them, and with them the blocking
  // keys computed for them, instead of preparing each again (a phone number parsed twice). The forms of the other
  // scenarios are prepared here; a form the search lacks because the value is blank is found blank here.
  const known: KnownSlot | undefined = search && ((slot) => search.input.get(layout.forms[slot]!.form));
  const slots = preparedSlots(layout, values, known);
  return {
    type,
    values,
    layout,
    duplicateScore: entry.duplicateScore,
    deciding: new Set(deciding.map(({ plan }) => plan.scenarioId)),
    search,
    slots,
    entry: entryOfSlots(layout, slots),
    modifiedAt: entry.modifiedAt === undefined ? undefined : new Date(entry.modifiedAt).toISOString(),
  };
}

/**
 * The entry of a matched record once the input is merged into it (`merged`: its values, with the `applied` ones of
 * the input the update rules let through): the input's prepared slots for those fields, the others prepared from the
 * record's values.
 */
function mergedEntry(prepared: PreparedEntry, applied: RecordValues, merged: RecordValues): RecordEntry {
  const { layout, slots } = prepared;
  const given = (slot: number) =>
    Object.hasOwn(applied, layout.forms[slot]!.field) ? slots[slot] : undefined;
  return entryOfSlots(layout, preparedSlots(layout, merged, given));
}

const NO_MATCHES: Matches = { duplicates: [], guarded: [] };

/**
 * The match an upsert updates: the best that reached one of the deciding scenarios (the data API's) at or above
 * `duplicateScore`, if any, unless the input cannot tell it from another person's record (ambiguous).
 */
export const matchToUpdate = (
  duplicates: readonly Duplicate<string>[],
  deciding: ReadonlySet<string>,
  duplicateScore = 0,
): Duplicate<string> | undefined =>
  duplicates.find(
    (duplicate) =>
      !duplicate.ambiguousWith &&
      duplicate.reached.some(({ plan, score }) => deciding.has(plan.scenarioId) && score >= duplicateScore),
  );

/** Counts an entry written with a duplicate check among what its write took in. */
const takenIn = (context: WriteContext, { type, values }: PreparedEntry, duplicate: boolean) =>
  context.intake.push({
    recordType: type.name,
    sources: intakeSources(type, values, context.source),
    duplicate,
  });

/** Duplicates of a prepared entry in the process's index, found before its transaction begins. */
export const matchesInIndex = (live: IndexedMatching, entry: PreparedEntry, limits: SearchLimits): Matches =>
  entry.search ? findMatches(live.indexOf(entry.type.name), entry.search, limits) : NO_MATCHES;

/**
 * Writes one record: with duplicate check, the best match at or above `duplicateScore` (any match when not given)
 * in a data API scenario is updated with the given values; otherwise a record is created. A match a guard holds
 * apart (another person, though the scenario's score was reached) is never updated. Matches that reached a scenario
 * but were not updated are logged for review, guarded ones with the guard's field, and so are the matches of the
 * search API's scenarios that are not on the data API. Every write is indexed and audited in the caller's
 * transaction. `inIndex` are the matches the process's index held before the transaction; the transaction's view
 * revises them with whatever was written since. Input that breaks a rule throws InputProblem before anything is
 * written.
 */
export async function writeEntry(
  context: WriteContext,
  prepared: PreparedEntry,
  inIndex?: Matches,
): Promise<EntryWritten> {
  const { trx, locks, index } = context;
  const { type, values, layout, search, entry } = prepared;
  await locks.lockKeys(type.name, [entry.keys, search?.keys.hashes]);

  const { duplicates, guarded } = search
    ? await index.findMatches(layout, search, context.limits, inIndex)
    : NO_MATCHES;
  const best =
    context.onMatch === 'create'
      ? undefined
      : matchToUpdate(duplicates, prepared.deciding, prepared.duplicateScore);
  const existing = best && (await locks.lockRecord(best.id));
  if (best && existing && context.onMatch === 'skip') {
    takenIn(context, prepared, true);
    return {
      type,
      id15: existing.id,
      created: false,
      objectData: { ...wireValues(type, existing.values), Id: toId18(existing.id) },
      match: { score: best.score, scenarioScores: scenarioScoresOf(best) },
      changes: [],
      kept: [],
      potentialDuplicates: [],
      modifiedAt: prepared.modifiedAt,
    };
  }

  const at = new Date().toISOString();
  // A time given later than the write is the sender's clock running ahead: it counts as now.
  const origin = {
    source: context.source,
    at: prepared.modifiedAt !== undefined && prepared.modifiedAt < at ? prepared.modifiedAt : at,
  };
  let id15: string;
  let changes: FieldChange[];
  let kept: KeptField[] = [];
  if (best && existing) {
    const overrides = await rulesFor(context, type, existing.id);
    const surviving = survivingValues(type, existing.values, values, {
      overrides,
      defaultCountry: context.defaultCountry,
      origin,
      storedSources: existing.sources,
      storedAt: existing.updatedAt,
      addressVerdicts: await addressVerdicts(
        type,
        existing.values,
        values,
        overrides,
        context.judgeAddress,
        context.defaultCountry,
      ),
    });
    const merged = surviving.values;
    kept = surviving.kept;
    checkRequiredFields(type, merged);
    await checkReferences(trx, type, surviving.applied);
    const updatedEntry = mergedEntry(prepared, surviving.applied, merged);
    await locks.lockKeys(type.name, [updatedEntry.keys]);
    id15 = existing.id;
    changes = fieldChanges(type, existing.values, merged);
    if (changes.length > 0) {
      await updateRecord(trx, id15, merged, context.principal, at, surviving.sources);
      index.write(layout, id15, updatedEntry);
    }
  } else {
    checkRequiredFields(type, values);
    await checkReferences(trx, type, values);
    id15 = await context.ids.next(type.keyPrefix);
    await insertRecords(trx, type, [values], context.principal, at, [id15], origin);
    context.created.add(id15);
    index.write(layout, id15, entry);
    changes = fieldChanges(type, {}, values);
  }

  const match = best && existing ? { score: best.score, scenarioScores: scenarioScoresOf(best) } : null;
  // A write whose every value a rule kept changes nothing, and the trail still says what was kept and why.
  if (changes.length > 0 || kept.length > 0) {
    context.auditEvents.push({
      at,
      principal: context.principal,
      endpoint: context.endpoint,
      action: match ? 'UPDATE' : 'CREATE',
      objectType: type.name,
      recordId15: id15,
      changes,
      match,
      ...(kept.length > 0 ? { detail: { otherRecordIds15: [], kept } } : {}),
    });
  }
  // A pair a steward decided is not a duplicate is left alone.
  const found = [...duplicates, ...guarded].filter((duplicate) => duplicate.id !== id15);
  const decided = found.length > 0 ? await decidedApartFrom(trx, id15) : new Set<string>();
  const others = found.filter((duplicate) => !decided.has(duplicate.id));
  if (search) takenIn(context, prepared, match !== null || others.length > 0);
  await logPotentialDuplicates(
    trx,
    { objectType: type.name, recordId15: id15, at, principal: context.principal },
    others.map((duplicate) => ({
      duplicateId15: duplicate.id,
      score: duplicate.score,
      scenarioScores: scenarioScoresOf(duplicate),
    })),
  );
  return {
    type,
    id15,
    created: !match,
    objectData: { ...wireValues(type, values), Id: toId18(id15) },
    match,
    changes,
    kept,
    potentialDuplicates: others.map((duplicate) => {
      const guard = duplicate.reached[0]!.guard;
      return {
        duplicateId: toId18(duplicate.id),
        score: duplicate.score,
        ...(guard === undefined ? {} : { heldApartBy: guard }),
        ...(duplicate.ambiguousWith ? { ambiguousWith: duplicate.ambiguousWith.map(toId18) } : {}),
      };
    }),
    modifiedAt: prepared.modifiedAt,
  };
}
