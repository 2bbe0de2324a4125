import type { Address, AddressOptions, AddressValidationInput } from '../../../contract/address';
import { resolveCountry } from './countries';

/** What the validate form holds: the address as text, and the options of the call. */
export interface AddressFormValues {
  street: string;
  housenumber: string;
  postalcode: string;
  city: string;
  state: string;
  /** A code or an English name; sent as the code when it is one we know. */
  country: string;
  houseNumber: boolean;
  housenumberAddition: boolean;
  geocode: boolean;
  convertToSuggestionStatus: boolean;
}

export type AddressTextField = 'street' | 'housenumber' | 'postalcode' | 'city' | 'state' | 'country';

/** The form with nothing entered but the country, which starts as the deployment's (as the finder's does). */
export const emptyAddressForm = (country = ''): AddressFormValues => ({
  street: '',
  housenumber: '',
  postalcode: '',
  city: '',
  state: '',
  country,
  // Stewards compare and correct the number on its own, so the form asks for it split by default.
  houseNumber: true,
  housenumberAddition: false,
  geocode: false,
  convertToSuggestionStatus: false,
});

export const addressOptionsOf = (values: AddressFormValues): AddressOptions => ({
  houseNumber: values.houseNumber,
  housenumberAddition: values.housenumberAddition,
  geocode: values.geocode,
});

/** The validate request for the form's values: empty fields are left out, a known country goes as its code. */
export function toValidationInput(values: AddressFormValues): AddressValidationInput {
  const input: AddressValidationInput = {};
  for (const field of ['street', 'housenumber', 'postalcode', 'city', 'state'] as const) {
    const value = values[field].trim();
    if (value) input[field] = value;
  }
  const country = values.country.trim();
  if (country) input.country = resolveCountry(country) ?? country;
  input.convertToSuggestionStatus = values.convertToSuggestionStatus;
  input.addressOptions = addressOptionsOf(values);
  return input;
}

/** The house number with its addition when the service split them ("90" and "B" read "90B"). */
export const houseNumberOf = (address: Address): string =>
  `${address.housenumber}${address.housenumberAddition ?? ''}`;

/** The form's address fields for an address the service answered, to validate or correct it further. */
export function addressFieldsOf(address: Address): Pick<AddressFormValues, AddressTextField> {
  return {
    street: address.street,
    housenumber: houseNumberOf(address),
    postalcode: address.postalCode,
    city: address.city,
    state: address.stateCode || address.state,
    country: address.countryCode || address.country,
  };
}

export function checkCountry(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the country: a code such as GB, or its name.';
  if (resolveCountry(trimmed)) return undefined;
  return /^[a-z]{2}$/i.test(trimmed)
    ? `${trimmed.toUpperCase()} is not a country code: pick the country from the list.`
    : `“${trimmed}” is not a country we know: pick one from the list or enter its code, such as GB.`;
}

/** The street field carries the check that there is something to validate at all. */
export function checkStreet(value: string, values: AddressFormValues): string | undefined {
  if (value.trim() || values.postalcode.trim() || values.city.trim()) return undefined;
  return 'Enter a street, a postcode or a city.';
}
