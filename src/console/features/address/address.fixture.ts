import type { Address } from '../../../contract/address';

/** A validated Bath address as the service answers it with the house number split off. */
export const bathAddress = (overrides: Partial<Address> = {}): Address => ({
  street: 'Pierrepont Street',
  stateCode: '',
  state: '',
  postalCode: 'BA1 1LA',
  longitude: '',
  latitude: '',
  housenumberAddition: null,
  housenumber: '12',
  fullAddress: '12 Pierrepont Street\nBath\nBA1 1LA\nUnited Kingdom',
  countryCode: 'GB',
  country: 'United Kingdom',
  city: 'Bath',
  advice: 'GREEN',
  ...overrides,
});
