import type { AddressValidationInput } from '../../contract/address';
import type { AddressJudge } from '../address/address-data';
import type { RecordValues } from '../records/record-store';
import type { RecordTypeDefinition } from '../records/record-type';
import { ADVICE_RANK, ruleFor, type RuleOverrides } from './field-survival';

/** The fields of one address of a record type: `Street` with its siblings of one prefix (`Billing`, `Mailing`). */
export interface AddressFields {
  street: string;
  city?: string;
  postalCode?: string;
  state?: string;
  country?: string;
}

const PARTS = { city: 'City', postalCode: 'PostalCode', state: 'State', country: 'Country' } as const;

/** Every address of a record type, one per text field named `…Street`. */
export function addressFieldsOf(type: RecordTypeDefinition): AddressFields[] {
  const names = new Set(type.fields.map((field) => field.name));
  return type.fields
    .filter((field) => field.name.endsWith('Street') && (field.type === 'text' || field.type === 'textarea'))
    .map((field) => {
      const prefix = field.name.slice(0, -'Street'.length);
      const group: AddressFields = { street: field.name };
      for (const [part, suffix] of Object.entries(PARTS)) {
        if (names.has(prefix + suffix)) group[part as keyof typeof PARTS] = prefix + suffix;
      }
      return group;
    });
}

const fieldsOf = (group: AddressFields) =>
  [group.street, group.city, group.postalCode, group.state, group.country].filter(
    (name): name is string => name !== undefined,
  );

const text = (values: RecordValues, field: string | undefined) => {
  const value = field === undefined ? undefined : values[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

function addressOf(
  group: AddressFields,
  values: RecordValues,
  defaultCountry: string,
): AddressValidationInput {
  const parts = {
    street: text(values, group.street),
    city: text(values, group.city),
    postalcode: text(values, group.postalCode),
    state: text(values, group.state),
    country: text(values, group.country) ?? defaultCountry,
  };
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));
}

/** The rule of each field of an address group by name: the group's names are the type's own fields'. */
const ruleIn = (type: RecordTypeDefinition, overrides: RuleOverrides) => (name: string) =>
  ruleFor(
    type.fields.find((field) => field.name === name)!,
    overrides,
  );

/** True when a write of the type under these overrides may judge an address: one of its fields is IF_BETTER. */
export const judgesAddresses = (type: RecordTypeDefinition, overrides: RuleOverrides): boolean =>
  addressFieldsOf(type).some((group) =>
    fieldsOf(group).some((name) => ruleIn(type, overrides)(name) === 'IF_BETTER'),
  );

/** How an address with the incoming values validates against the stored one: a field's verdict is its address's. */
export type AddressVerdict = 'WORSE' | 'AS_GOOD';

/**
 * The verdict on each IF_BETTER field of an address the write changes: WORSE where the incoming values make it
 * validate worse than the stored address does (GREEN replaced by AMBER or RED), which IF_BETTER keeps as a whole,
 * since half of one address and half of another is no address; AS_GOOD otherwise, where the reference data has
 * spoken and no slip rule second-guesses it (a move to house 12 is not a slip of house 7). Only such addresses are
 * validated, so writes without these rules never wait for the reference data.
 */
export async function addressVerdicts(
  type: RecordTypeDefinition,
  stored: RecordValues,
  incoming: RecordValues,
  overrides: RuleOverrides,
  judge: AddressJudge,
  defaultCountry: string,
): Promise<Map<string, AddressVerdict>> {
  const verdicts = new Map<string, AddressVerdict>();
  const ruleOf = ruleIn(type, overrides);
  for (const group of addressFieldsOf(type)) {
    const fields = fieldsOf(group);
    const judged = fields.filter((name) => ruleOf(name) === 'IF_BETTER');
    const changed = fields.some(
      (name) => Object.hasOwn(incoming, name) && (incoming[name] ?? null) !== (stored[name] ?? null),
    );
    if (judged.length === 0 || !changed || text(stored, group.street) === undefined) continue;
    const [before, after] = await Promise.all([
      judge(addressOf(group, stored, defaultCountry)),
      judge(addressOf(group, { ...stored, ...incoming }, defaultCountry)),
    ]);
    const verdict = ADVICE_RANK[after] < ADVICE_RANK[before] ? 'WORSE' : 'AS_GOOD';
    for (const name of judged) verdicts.set(name, verdict);
  }
  return verdicts;
}
