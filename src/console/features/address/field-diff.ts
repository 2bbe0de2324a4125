import type { Address, AddressValidationInput } from '../../../contract/address';
import { houseNumberOf, type AddressTextField } from './address-form-values';
import { comparableText } from './comparable-text';
import { resolveCountry } from './countries';

/** How a suggested field relates to what was entered. */
/** `unverified`: the suggestion has no value for the field, or kept the one given without verifying it. */
export type FieldChange = 'same' | 'corrected' | 'completed' | 'unverified';

export interface FieldComparison {
  field: AddressTextField;
  label: string;
  suggested: string;
  entered: string;
  change: FieldChange;
}

/** The address fields of a validate request: what the suggestions are compared with. */
export type EnteredAddress = Pick<AddressValidationInput, AddressTextField>;

function changeOf(suggested: string, entered: string, same: boolean, verified: boolean): FieldChange {
  if (same) return verified ? 'same' : 'unverified';
  if (!entered.trim()) return 'completed';
  if (!suggested.trim()) return 'unverified';
  return 'corrected';
}

const equalToAny = (value: string, candidates: readonly string[]) =>
  candidates.some((candidate) => comparableText(candidate) === comparableText(value));

interface Compared {
  field: AddressTextField;
  label: string;
  suggested: string;
  entered: string;
  same?: boolean;
  verified?: boolean;
}

function comparison({
  field,
  label,
  suggested,
  entered,
  same = equalToAny(entered, [suggested]),
  verified = true,
}: Compared): FieldComparison {
  return { field, label, suggested, entered, change: changeOf(suggested, entered, same, verified) };
}

/**
 * The street row when the service kept the number in the street line ("12 Pierrepont Street"): the entered
 * street and number are the same in either order, as countries write them.
 */
function streetLine(
  address: Address,
  street: string,
  number: string,
  unverified: ReadonlySet<AddressTextField>,
): FieldComparison {
  const numberFirst = `${number} ${street}`.trim();
  const numberLast = `${street} ${number}`.trim();
  return comparison({
    field: 'street',
    label: 'Street and house number',
    suggested: address.street,
    entered: /^\d/.test(address.street) ? numberFirst : numberLast,
    same: equalToAny(address.street, [numberFirst, numberLast]),
    verified: !unverified.has('street') && !unverified.has('housenumber'),
  });
}

/**
 * Compares a suggested address with what was entered, field by field, ignoring case and spacing; a field empty on
 * both sides (a state in a country without states) is left out. `unverified` names the fields the service kept as
 * given without verifying them, which are not "as entered" though their text is.
 */
export function compareWithEntered(
  address: Address,
  entered: EnteredAddress,
  unverified: ReadonlySet<AddressTextField> = new Set(),
): FieldComparison[] {
  const street = entered.street ?? '';
  const number = entered.housenumber ?? '';
  const state = entered.state ?? '';
  const country = entered.country ?? '';
  const verified = (field: AddressTextField) => !unverified.has(field);
  const rows = address.housenumber
    ? [
        comparison({
          field: 'street',
          label: 'Street',
          suggested: address.street,
          entered: street,
          verified: verified('street'),
        }),
        comparison({
          field: 'housenumber',
          label: 'House number',
          suggested: houseNumberOf(address),
          entered: number,
          verified: verified('housenumber'),
        }),
      ]
    : [streetLine(address, street, number, unverified)];
  rows.push(
    comparison({
      field: 'postalcode',
      label: 'Postcode',
      suggested: address.postalCode,
      entered: entered.postalcode ?? '',
      verified: verified('postalcode'),
    }),
    comparison({
      field: 'city',
      label: 'City',
      suggested: address.city,
      entered: entered.city ?? '',
      verified: verified('city'),
    }),
    comparison({
      field: 'state',
      label: 'State',
      suggested: address.state || address.stateCode,
      entered: state,
      same: equalToAny(state, [address.state, address.stateCode]),
      verified: verified('state'),
    }),
    comparison({
      field: 'country',
      label: 'Country',
      suggested: address.country || address.countryCode,
      entered: country,
      same: resolveCountry(country) === address.countryCode || equalToAny(country, [address.country]),
      verified: verified('country'),
    }),
  );
  return rows.filter((row) => row.suggested.trim() || row.entered.trim());
}
