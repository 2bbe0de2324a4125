import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressValidationInput, AddressValidationOutput } from '../../../contract/address';
import { apiPaths } from '../../../contract/api-paths';
import { FIXTURE_ADDRESSES, seedAddresses, type FixtureAddress } from '../../testing/address-fixtures';
import { ok, useTestApi } from '../../testing/api-kit';

/** Kiel and Hamburg beside the shared fixtures' Berlin: streets one city has, and one two cities have. */
const NORTH: readonly FixtureAddress[] = [
  {
    country: 'DE',
    city: 'Kiel',
    postcode: '24103',
    street: 'Königsweg',
    number: '3',
    latitude: 54.3176,
    longitude: 10.1284,
  },
  {
    country: 'DE',
    city: 'Kiel',
    postcode: '24148',
    street: 'Fargauweg',
    number: '30',
    latitude: 54.3101,
    longitude: 10.1702,
  },
  {
    country: 'DE',
    city: 'Kiel',
    postcode: '24105',
    street: 'Lindenallee',
    number: '4',
    latitude: 54.3401,
    longitude: 10.1302,
  },
  {
    country: 'DE',
    city: 'Hamburg',
    postcode: '20259',
    street: 'Lindenallee',
    number: '4',
    latitude: 53.5691,
    longitude: 9.9608,
  },
  {
    country: 'DE',
    city: 'Potsdam',
    postcode: '14467',
    street: 'Ebräerstraße',
    number: '4',
    latitude: 52.3981,
    longitude: 13.0577,
  },
  {
    country: 'GB',
    city: 'Bristol',
    postcode: 'BS9 1NA',
    street: 'Downleaze',
    number: '14',
    latitude: 51.4738,
    longitude: -2.6256,
  },
];

const api = useTestApi({ as: 'integration' });

beforeAll(() => seedAddresses(api.service.store, [...FIXTURE_ADDRESSES, ...NORTH]));

const validate = (input: AddressValidationInput) =>
  ok<AddressValidationOutput>(api.call('POST', apiPaths.addressValidate, input));

describe('validate keeps a flat, apartment or PO box it cannot verify', () => {
  it.each([
    ['DE', 'Hauptstraße 7 Whg. 9', 'Berlin', '10115', 'Hauptstraße 7 Whg 9'],
    ['US', '438 Washington Street Apt 2B', 'Boston', '02135', '438 Washington Street Apt 2B'],
    ['GB', 'Flat 3, 14 Downleaze', 'Bristol', 'BS9 1NA', 'Flat 3, 14 Downleaze'],
  ])(
    '%s "%s" is AMBER 544 with the flat in the street line and the address',
    async (country, street, city, postalcode, line) => {
      const output = await validate({ street, city, postalcode, country });
      expect(output.advice).toBe('AMBER');
      expect(output.status.code).toBe('544');
      expect(output.status.message).toContain('Could not verify: flat or unit.');
      expect(output.addresses[0]!.street).toBe(line);
      expect(output.addresses[0]!.fullAddress.split('\n')[0]).toBe(line);
    },
  );

  it('puts the flat after the number, or after the addition when the addition has its own field', async () => {
    const input = {
      street: 'Hauptstraße',
      housenumber: '5a Whg. 9',
      city: 'Berlin',
      postalcode: '10115',
      country: 'DE',
    };
    const withNumber = await validate({ ...input, addressOptions: { houseNumber: true } });
    expect(withNumber.advice).toBe('AMBER');
    expect(withNumber.addresses[0]).toMatchObject({
      street: 'Hauptstraße',
      housenumber: '5a Whg 9',
      housenumberAddition: null,
    });
    const split = await validate({
      ...input,
      addressOptions: { houseNumber: true, housenumberAddition: true },
    });
    expect(split.addresses[0]).toMatchObject({
      street: 'Hauptstraße',
      housenumber: '5',
      housenumberAddition: 'A Whg 9',
    });
  });

  it('keeps a PO box as the street line of a city-level answer', async () => {
    const output = await validate({
      street: 'PO Box 123',
      city: 'Boston',
      state: 'MA',
      postalcode: '02135',
      country: 'US',
    });
    expect(output.advice).toBe('AMBER');
    expect(output.status.message).toContain('Could not verify: PO box.');
    expect(output.addresses[0]).toMatchObject({ street: 'PO Box 123', city: 'Boston', postalCode: '02135' });
  });
});

describe('validate recovers misplaced input', () => {
  it('reads street and city swapped between the fields, and says it moved them', async () => {
    const output = await validate({ street: 'Kiel 3', city: 'Königsweg', country: 'DE' });
    expect(output.advice).toBe('AMBER');
    expect(output.status.message).toContain(
      'Moved: the street was given as the city, the city as the street.',
    );
    expect(output.addresses[0]).toMatchObject({ street: 'Königsweg 3', city: 'Kiel', postalCode: '24103' });
  });

  it('reads a street line typed into the city field', async () => {
    const output = await validate({ city: 'Königsweg 3', postalcode: '24103', country: 'DE' });
    expect(output.advice).toBe('AMBER');
    expect(output.status.message).toContain('Moved: the street was given as the city.');
    expect(output.addresses[0]).toMatchObject({ street: 'Königsweg 3', city: 'Kiel' });
  });

  it('finds a street given with another city when only one city of the country has it', async () => {
    const output = await validate({
      street: 'Königsweg 3',
      city: 'Berlin',
      postalcode: '10115',
      country: 'DE',
    });
    expect(output.advice).toBe('AMBER');
    expect(output.status.message).toContain('Corrected: city, postcode.');
    expect(output.addresses[0]).toMatchObject({ street: 'Königsweg 3', city: 'Kiel', postalCode: '24103' });
  });

  it('does not pick one of two cities that have the street: RED, both offered', async () => {
    const output = await validate({
      street: 'Lindenallee 4',
      city: 'Berlin',
      postalcode: '10115',
      country: 'DE',
    });
    expect(output.advice).toBe('RED');
    expect(output.addresses.map((address) => address.city)).toEqual(
      expect.arrayContaining(['Kiel', 'Hamburg']),
    );
  });

  it('completes a missing state as AMBER', async () => {
    const output = await validate({
      street: '438 Washington Street',
      city: 'Boston',
      postalcode: '02135',
      country: 'US',
    });
    expect(output.advice).toBe('AMBER');
    expect(output.status.message).toContain('Completed: state.');
    expect(output.addresses[0]).toMatchObject({ stateCode: 'MA', street: '438 Washington Street' });
  });

  it('corrects two slips in a street name among the streets of the postcode given', async () => {
    const output = await validate({
      street: 'Farrgaweg',
      housenumber: '30',
      city: 'Kiel',
      postalcode: '24148',
      country: 'DE',
    });
    expect(output.advice).toBe('AMBER');
    expect(output.status.message).toContain('Corrected: street.');
    expect(output.addresses[0]).toMatchObject({ street: 'Fargauweg 30' });
  });
});

describe('validate does not count formatting as correction', () => {
  it('still counts an "e" after a vowel that has no umlaut as a correction', async () => {
    const output = await validate({
      street: 'Fargaueweg 30',
      city: 'Kiel',
      postalcode: '24148',
      country: 'DE',
    });
    expect(output.advice).toBe('AMBER');
    expect(output.status.message).toContain('Corrected: street.');
  });

  it.each([
    [
      'a US ZIP without its leading zero',
      { street: '438 Washington Street', city: 'Boston', state: 'MA', postalcode: '2135', country: 'US' },
    ],
    [
      'a dot after the house number',
      { street: 'Hauptstraße 7.', city: 'Berlin', postalcode: '10115', country: 'DE' },
    ],
    ['umlauts written out', { street: 'Koenigsweg 3', city: 'Kiel', postalcode: '24103', country: 'DE' }],
    [
      'an umlaut written out before an "e"',
      { street: 'Ebraeerstraße 4', city: 'Potsdam', postalcode: '14467', country: 'DE' },
    ],
  ])('%s is GREEN 200', async (_, input) => {
    const output = await validate(input);
    expect(output.advice).toBe('GREEN');
    expect(output.status.code).toBe('200');
  });
});
