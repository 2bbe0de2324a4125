import { describe, expect, it } from 'vitest';
import { bathAddress } from './address.fixture';
import {
  addressFieldsOf,
  checkCountry,
  checkStreet,
  emptyAddressForm,
  toValidationInput,
} from './address-form-values';

describe('toValidationInput', () => {
  it('sends the filled fields trimmed, the country as its code and the options', () => {
    const input = toValidationInput({
      ...emptyAddressForm(),
      street: ' Pierrepont Street ',
      housenumber: '12',
      city: 'Bath',
      country: 'United Kingdom',
      geocode: true,
    });
    expect(input).toEqual({
      street: 'Pierrepont Street',
      housenumber: '12',
      city: 'Bath',
      country: 'GB',
      convertToSuggestionStatus: false,
      addressOptions: { houseNumber: true, housenumberAddition: false, geocode: true },
    });
  });

  it('passes a country it does not know as typed, for the service to judge', () => {
    expect(toValidationInput({ ...emptyAddressForm(), country: 'Ruritania' }).country).toBe('Ruritania');
  });
});

describe('addressFieldsOf', () => {
  it('fills the form from an answered address, the addition joined to the number', () => {
    expect(addressFieldsOf(bathAddress({ housenumber: '90', housenumberAddition: 'B' }))).toEqual({
      street: 'Pierrepont Street',
      housenumber: '90B',
      postalcode: 'BA1 1LA',
      city: 'Bath',
      state: '',
      country: 'GB',
    });
  });

  it('prefers the state code, and keeps a street line holding the number as it is', () => {
    const fields = addressFieldsOf(
      bathAddress({
        street: '12 Pierrepont Street',
        housenumber: '',
        state: 'Massachusetts',
        stateCode: 'MA',
      }),
    );
    expect(fields).toMatchObject({ street: '12 Pierrepont Street', housenumber: '', state: 'MA' });
  });
});

describe('form checks', () => {
  it('requires a known country and says which way it is wrong', () => {
    expect(checkCountry('')).toMatch(/^Enter the country/);
    expect(checkCountry('zz')).toBe('ZZ is not a country code: pick the country from the list.');
    expect(checkCountry('Atlantis')).toMatch(/“Atlantis” is not a country we know/);
    expect(checkCountry('gb')).toBeUndefined();
    expect(checkCountry('Great Britain')).toBeUndefined();
  });

  it('requires a street, a postcode or a city', () => {
    const empty = emptyAddressForm();
    expect(checkStreet('', empty)).toBe('Enter a street, a postcode or a city.');
    expect(checkStreet('  ', { ...empty, housenumber: '12' })).toBeDefined();
    expect(checkStreet('', { ...empty, postalcode: 'BA1 1LA' })).toBeUndefined();
    expect(checkStreet('', { ...empty, city: 'Bath' })).toBeUndefined();
    expect(checkStreet('High Street', empty)).toBeUndefined();
  });
});
