import type { FieldRule, MasterRule, MasterWhere } from '../../contract/merge';
import { parseRecordId } from '../../contract/record-id';
import { InputProblem } from '../input/input-problem';
import type { FieldSources, RecordValues, StoredValue } from '../records/record-store';
import type { RecordTypeDefinition } from '../records/record-type';

export interface MergeCandidate {
  id: string;
  values: RecordValues;
  createdAt: string;
  updatedAt: string;
  /** Who wrote each stored value, for source trust. */
  sources: FieldSources;
}

export interface MergeChoice {
  /** 15 characters, one of the candidates'. */
  masterId?: string;
  masterRule: MasterRule;
  /** Records holding this value come first, before the rule's order. */
  masterWhere?: MasterWhere;
  /** Whose value a field nobody picked takes. */
  fieldRule?: FieldRule;
  /** Field → 15-character id of a candidate, or "custom". */
  fieldSelect: Readonly<Record<string, string>>;
  /** Stored-form values of the fields marked custom, already checked against the fields' rules. */
  customValues: RecordValues;
}

export interface MergePlan {
  master: MergeCandidate;
  /** In the master rule's order. */
  losers: MergeCandidate[];
  /** The master's values after the merge. */
  values: RecordValues;
  /** Per editable field: the 15-character id of the record its value comes from, or "custom". */
  sources: Record<string, string>;
}

export const CUSTOM = 'custom';

const isEmpty = (value: StoredValue | undefined) => value === null || value === undefined || value === '';

const filled = (candidate: MergeCandidate) =>
  Object.values(candidate.values).filter((value) => !isEmpty(value)).length;

const byId = (a: MergeCandidate, b: MergeCandidate) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function byRule(rule: MasterRule): (a: MergeCandidate, b: MergeCandidate) => number {
  switch (rule) {
    case 'LAST_MODIFIED':
      return (a, b) => b.updatedAt.localeCompare(a.updatedAt) || byId(a, b);
    case 'MOST_COMPLETE':
      return (a, b) => filled(b) - filled(a) || a.createdAt.localeCompare(b.createdAt) || byId(a, b);
    default:
      return (a, b) => a.createdAt.localeCompare(b.createdAt) || byId(a, b);
  }
}

const holds = (candidate: MergeCandidate, where: MasterWhere) =>
  String(candidate.values[where.field] ?? '').toLowerCase() === where.value.toLowerCase();

/**
 * The candidates in order of preference, the first the master unless one is named: those holding `where`'s value
 * first, then the rule's order.
 */
function ordered(
  candidates: readonly MergeCandidate[],
  rule: MasterRule,
  where?: MasterWhere,
): MergeCandidate[] {
  const compare = byRule(rule);
  const preferred = (candidate: MergeCandidate) => (where && holds(candidate, where) ? 0 : 1);
  return [...candidates].sort((a, b) => preferred(a) - preferred(b) || compare(a, b));
}

/** The record whose value a field nobody picked takes, by the field rule; the master when none has a value. */
function sourceByRule(
  name: string,
  master: MergeCandidate,
  inOrder: readonly MergeCandidate[],
  rule: FieldRule,
): MergeCandidate {
  const holding = inOrder.filter((candidate) => !isEmpty(candidate.values[name]));
  if (holding.length === 0) return master;
  switch (rule) {
    case 'MOST_RECENT':
      return holding.reduce((best, candidate) => (candidate.updatedAt > best.updatedAt ? candidate : best));
    case 'LONGEST':
      return holding.reduce((best, candidate) =>
        String(candidate.values[name]).length > String(best.values[name]).length ? candidate : best,
      );
    default:
      return isEmpty(master.values[name]) ? holding[0]! : master;
  }
}

/**
 * What a merge makes of its records, with no database: the master (named, or the first by the rule), the others in
 * the rule's order, and each editable field's value: the record or custom value the steward picked, else the one
 * the field rule takes (by default the master's, else, when the master's is empty, the first non-empty value of the
 * others). A pick that names no field
 * of the type, a read-only field or a record not merged is the input problem of its path.
 */
export function planMerge(
  type: RecordTypeDefinition,
  candidates: readonly MergeCandidate[],
  choice: MergeChoice,
): MergePlan {
  if (choice.masterWhere && !type.fields.some((field) => field.name === choice.masterWhere!.field))
    throw new InputProblem('masterWhere.field', `${type.name} has no field ${choice.masterWhere.field}`);
  const inOrder = ordered(candidates, choice.masterRule, choice.masterWhere);
  const master =
    choice.masterId === undefined ? inOrder[0]! : inOrder.find(({ id }) => id === choice.masterId);
  if (!master) throw new InputProblem('masterId', 'is not one of objectIds');
  const losers = inOrder.filter((candidate) => candidate !== master);
  const editable = new Map(
    type.fields.filter((field) => !field.readOnly).map((field) => [field.name, field]),
  );

  for (const [name, pick] of Object.entries(choice.fieldSelect)) {
    const path = `fieldSelect.${name}`;
    if (!type.fields.some((field) => field.name === name))
      throw new InputProblem(path, `${type.name} has no field ${name}`);
    if (!editable.has(name)) throw new InputProblem(path, 'is read-only');
    if (pick === CUSTOM) {
      if (!(name in choice.customValues))
        throw new InputProblem(`customValues.${name}`, 'is needed: fieldSelect marks it custom');
      continue;
    }
    const id15 = parseRecordId(pick);
    if (!id15 || !candidates.some(({ id }) => id === id15)) {
      throw new InputProblem(path, `'${pick}' is neither one of objectIds nor "custom"`);
    }
  }
  for (const name of Object.keys(choice.customValues)) {
    if (choice.fieldSelect[name] !== CUSTOM) {
      throw new InputProblem(`customValues.${name}`, `is given, but fieldSelect.${name} is not "custom"`);
    }
  }

  const values: RecordValues = { ...master.values };
  const sources: Record<string, string> = {};
  for (const name of editable.keys()) {
    const pick = choice.fieldSelect[name];
    if (pick === CUSTOM) {
      values[name] = choice.customValues[name] ?? null;
      sources[name] = CUSTOM;
      continue;
    }
    const source: MergeCandidate =
      pick !== undefined
        ? candidates.find(({ id }) => id === parseRecordId(pick))!
        : sourceByRule(name, master, [master, ...losers], choice.fieldRule ?? 'NON_EMPTY');
    sources[name] = source.id;
    if (source !== master || name in values) values[name] = source.values[name] ?? null;
  }
  return { master, losers, values, sources };
}
