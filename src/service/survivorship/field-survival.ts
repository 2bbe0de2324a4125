import type { Advice } from '../../contract/address';
import {
  DEFAULT_UPDATE_RULE,
  type KeptField,
  type KeptReason,
  type UpdateRule,
} from '../../contract/update-rules';
import { validateEmail } from '../contact-validation/validate-email';
import { validatePhone } from '../contact-validation/validate-phone';
import { editDistance } from '../matching/similarity/levenshtein';
import { foldCase } from '../matching/text/normalise-text';
import type { AddressVerdict } from './address-survival';
import type { FieldSources, RecordValues, StoredValue, WriteOrigin } from '../records/record-store';
import type { FieldDefinition, RecordTypeDefinition } from '../records/record-type';

/** A field's rule for one write: the write's own (an import's column) before the record type's. */
export type RuleOverrides = Readonly<Record<string, UpdateRule>>;

/** The rule a write follows for a field: its own, else the record type's, else OVERWRITE (the seed's upsert). */
export const ruleFor = (field: FieldDefinition, overrides: RuleOverrides): UpdateRule =>
  overrides[field.name] ?? field.updateRule ?? DEFAULT_UPDATE_RULE;

/** What a write's values are judged by besides the rules: where they come from, and what is stored. */
export interface SurvivalInputs {
  overrides: RuleOverrides;
  /** The country of a phone number written without one. */
  defaultCountry: string;
  /** The write's source and the time its values count as changed. */
  origin: WriteOrigin;
  /** The stored record's sources. */
  storedSources: FieldSources;
  /** The stored record's last change: the time of a stored value whose writer is not known. */
  storedAt: string;
  /** How the addresses the write changes validate, by IF_BETTER field (address-survival.ts addressVerdicts). */
  addressVerdicts: ReadonlyMap<string, AddressVerdict>;
}

export interface SurvivingValues {
  /** The values to store: the stored ones with what the rules let the incoming ones replace. */
  values: RecordValues;
  /** The incoming values the rules let through: what the write changes, as given. */
  applied: RecordValues;
  /** Every incoming value a rule kept out, in field order. */
  kept: KeptField[];
  /** The sources of the values to store: the origin's for each value applied. */
  sources: FieldSources;
}

const isEmpty = (value: StoredValue | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const asText = (value: StoredValue | undefined): string | null =>
  isEmpty(value) ? null : typeof value === 'string' ? value : String(value);

/** Advice from worst to best: a value "validates worse" when its rank is lower. */
export const ADVICE_RANK: Record<Advice, number> = { RED: 0, AMBER: 1, GREEN: 2 };

/**
 * How well a value of a field validates, for the fields Steward can check from the text alone (an e-mail, a phone
 * number); undefined for any other field.
 */
function adviceOf(field: FieldDefinition, text: string, defaultCountry: string): Advice | undefined {
  if (field.type === 'email') return validateEmail({ emailAddress: text.slice(0, 1000) }).advice;
  if (field.type === 'phone')
    return validatePhone({ phoneNumber: text.slice(0, 1000) }, defaultCountry).advice;
  return undefined;
}

/**
 * The most letters a slip changes: one in a short word, two in a longer one ("Witting" → "Whitting", "Thomas" →
 * "Tomas"). More is another value, which the write may mean.
 */
const slipLetters = (length: number) => (length <= 4 ? 1 : 2);

const digitsOf = (text: string) => text.replace(/\D+/g, '');

/**
 * True when the incoming text is a slip of the stored one: not the same text, but within a slip of it once case and
 * spacing are set aside. A text differing only in case or spacing is no slip: the write may be correcting it.
 */
function isSlip(stored: string, incoming: string): boolean {
  const [a, b] = [
    foldCase(stored).replace(/\s+/g, ' ').trim(),
    foldCase(incoming).replace(/\s+/g, ' ').trim(),
  ];
  if (a === b) return false;
  // Texts whose digits differ name another thing (house 12, not 7; suite 4, not 3), however few letters that takes.
  if (digitsOf(a) !== digitsOf(b)) return false;
  return editDistance(a, b) <= slipLetters(Math.min(a.length, b.length));
}

/** Why IF_BETTER keeps the stored value, or undefined when the incoming one may replace it. */
function worseReason(
  field: FieldDefinition,
  stored: string,
  incoming: string | null,
  inputs: SurvivalInputs,
): KeptReason | undefined {
  const { defaultCountry } = inputs;
  if (incoming === null) return 'INCOMING_EMPTY';
  const address = inputs.addressVerdicts.get(field.name);
  if (address !== undefined) return address === 'WORSE' ? 'INCOMING_INVALID' : undefined;
  const storedAdvice = adviceOf(field, stored, defaultCountry);
  if (storedAdvice !== undefined) {
    const incomingAdvice = adviceOf(field, incoming, defaultCountry)!;
    if (ADVICE_RANK[incomingAdvice] < ADVICE_RANK[storedAdvice]) return 'INCOMING_INVALID';
  }
  // A slip of a number or a date is another number or date (a new phone extension, a corrected day).
  if ((field.type === 'text' || field.type === 'textarea') && isSlip(stored, incoming))
    return 'INCOMING_SLIP';
  return undefined;
}

/** A source's place in a ranking, most trusted first: one not listed ranks below every listed one. */
const trustRank = (trust: readonly string[], source: string | undefined) => {
  const rank = source === undefined ? -1 : trust.indexOf(source);
  return rank < 0 ? trust.length : rank;
};

/** Why a field's rule keeps its stored value, or undefined when the incoming value is written. */
function keptReason(
  rule: UpdateRule,
  field: FieldDefinition,
  stored: StoredValue | undefined,
  incoming: StoredValue,
  trust: readonly string[],
  inputs: SurvivalInputs,
): KeptReason | undefined {
  const storedText = asText(stored);
  // An empty stored value is filled by any rule but NEVER; nothing is kept by writing what is stored.
  if (rule === 'OVERWRITE' || storedText === null || storedText === asText(incoming)) {
    return rule === 'NEVER' && storedText === null && !isEmpty(incoming) ? 'NEVER_UPDATED' : undefined;
  }
  if (rule === 'NEVER') return 'NEVER_UPDATED';
  if (rule === 'IF_EMPTY') return 'STORED_NOT_EMPTY';
  const [storedSource, storedAt] = inputs.storedSources[field.name] ?? [undefined, inputs.storedAt];
  if (trustRank(trust, inputs.origin.source) > trustRank(trust, storedSource)) return 'STORED_MORE_TRUSTED';
  if (rule === 'IF_NEWER') return storedAt > inputs.origin.at ? 'STORED_NEWER' : undefined;
  return worseReason(field, storedText, asText(incoming), inputs);
}

/**
 * Why a field's rule (the write's own, else the record type's) keeps `stored` against `incoming` from
 * `inputs.origin`, or undefined when the incoming value may replace it: one field of survivingValues, for a merge
 * that weighs each value it would take from another record.
 */
export const ruleKeeps = (
  type: RecordTypeDefinition,
  field: FieldDefinition,
  stored: StoredValue | undefined,
  incoming: StoredValue,
  inputs: SurvivalInputs,
): KeptField | undefined => {
  const rule = ruleFor(field, inputs.overrides);
  const reason = keptReason(rule, field, stored, incoming, type.sourceTrust ?? [], inputs);
  return reason === undefined
    ? undefined
    : { field: field.name, rule, reason, stored: asText(stored), incoming: asText(incoming) };
};

/**
 * What a write that updates a stored record stores, field by field, under each field's update rule
 * (docs/survivorship.md): the write's own rule for the field, else the record type's, else OVERWRITE, which is the
 * seed's upsert (the incoming value replaces the stored one). Fields the write does not give stay as stored.
 */
export function survivingValues(
  type: RecordTypeDefinition,
  stored: RecordValues,
  incoming: RecordValues,
  inputs: SurvivalInputs,
): SurvivingValues {
  const values: RecordValues = { ...stored };
  const applied: RecordValues = {};
  const kept: KeptField[] = [];
  const sources: Record<string, readonly [string, string]> = { ...inputs.storedSources };
  for (const field of type.fields) {
    if (!Object.hasOwn(incoming, field.name)) continue;
    const value = incoming[field.name]!;
    const keeps = ruleKeeps(type, field, stored[field.name], value, inputs);
    if (keeps === undefined) {
      values[field.name] = value;
      applied[field.name] = value;
      if (isEmpty(value)) delete sources[field.name];
      // Writing what is stored changes nothing, and who wrote it first stays its source.
      else if (asText(value) !== asText(stored[field.name]) || !sources[field.name])
        sources[field.name] = [inputs.origin.source, inputs.origin.at];
    } else {
      kept.push(keeps);
    }
  }
  return { values, applied, kept, sources };
}

/** True when a record type, or a write's overrides, set any rule other than OVERWRITE: the seed's path otherwise. */
export const hasUpdateRules = (type: RecordTypeDefinition, overrides: RuleOverrides): boolean =>
  Object.values(overrides).some((rule) => rule !== 'OVERWRITE') ||
  type.fields.some((field) => field.updateRule !== undefined && field.updateRule !== 'OVERWRITE');
