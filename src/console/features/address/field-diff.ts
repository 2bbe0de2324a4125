import type { Address, AddressValidationInput } from '../../../contract/address';
import { houseNumberOf, type AddressTextField } from './address-form-values';
import { comparableText } from './comparable-text';
import { resolveCountry } from './countries';

/** How a suggested field relates to what was entered. */
export type FieldChange = 'same' | 'corrected' | 'completed' | 'unconfirmed';

export interface FieldComparison {
  field: AddressTextField;
  label: string;
  suggested: string;
  entered: string;
  change: FieldChange;
}

/** The address fields of a validate request: what the suggestions are compared with. */
export type EnteredAddress = Pick<AddressValidationInput, AddressTextField>;

function changeOf(suggested: string, entered: string, same: boolean): FieldChange {
  if (same) return 'same';
  if (!entered.trim()) return 'completed';
  if (!suggested.trim()) return 'unconfirmed';
  return 'corrected';
}

const equalToAny = (value: string, candidates: readonly string[]) =>
  candidates.some((candidate) => comparableText(candidate) === comparableText(value));

function comparison(
  field: AddressTextField,
  label: string,
  suggested: string,
  entered: string,
  same = equalToAny(entered, [suggested]),
): FieldComparison {
  return { field, label, suggested, entered, change: changeOf(suggested, entered, same) };
}

/**
 * The street row when the service kept the number in the street line ("12 Pierrepont Street"): the entered
 * street and number are the same in either order, as countries write them.
 */
function streetLine(address: Address, street: string, number: string): FieldComparison {
  const numberFirst = `${number} ${street}`.trim();
  const numberLast = `${street} ${number}`.trim();
  const entered = /^\d/.test(address.street) ? numberFirst : numberLast;
  const same = equalToAny(address.street, [numberFirst, numberLast]);
  return comparison('street', 'Street and house number', address.street, entered, same);
}

/**
 * Compares a suggested address with what was entered, field by field, ignoring case and spacing; a field empty on
 * both sides (a state in a country without states) is left out.
 */
export function compareWithEntered(address: Address, entered: EnteredAddress): FieldComparison[] {
  const street = entered.street ?? '';
  const number = entered.housenumber ?? '';
  const rows = address.housenumber
    ? [
        comparison('street', 'Street', address.street, street),
        comparison('housenumber', 'House number', houseNumberOf(address), number),
      ]
    : [streetLine(address, street, number)];
  const state = entered.state ?? '';
  const country = entered.country ?? '';
  rows.push(
    comparison('postalcode', 'Postcode', address.postalCode, entered.postalcode ?? ''),
    comparison('city', 'City', address.city, entered.city ?? ''),
    comparison(
      'state',
      'State',
      address.state || address.stateCode,
      state,
      equalToAny(state, [address.state, address.stateCode]),
    ),
    comparison(
      'country',
      'Country',
      address.country || address.countryCode,
      country,
      resolveCountry(country) === address.countryCode || equalToAny(country, [address.country]),
    ),
  );
  return rows.filter((row) => row.suggested.trim() || row.entered.trim());
}
