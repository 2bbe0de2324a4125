import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AddressFindOutput,
  AddressRetrieveOutput,
  AddressValidationInput,
  AddressValidationOutput,
} from '../../contract/address';
import type { AddressUsageReport } from '../../contract/address-usage';
import { apiPaths } from '../../contract/api-paths';
import { seedAddresses } from '../testing/address-fixtures';
import { ok, useTestApi } from '../testing/api-kit';
import { jsforceConnection } from '../testing/jsforce-connection';

const api = useTestApi({ as: 'integration' });
const { call } = api;

beforeAll(() => seedAddresses(api.service.store));

const validate = (input: AddressValidationInput) =>
  ok<AddressValidationOutput>(call('POST', apiPaths.addressValidate, input));
const find = (input: Record<string, unknown>) =>
  ok<AddressFindOutput>(call('POST', apiPaths.addressFind, input));
const retrieve = (input: Record<string, unknown>) =>
  ok<AddressRetrieveOutput>(call('POST', apiPaths.addressRetrieve, input));

/** The original's validate example, field for field. */
const exampleValidation: AddressValidationInput = {
  street: 'Jansbuitensingel',
  housenumber: '7',
  state: 'Gelderland',
  city: 'Arnhem',
  postalcode: '6811AA',
  country: 'NL',
  convertToSuggestionStatus: false,
  note: 'text for transaction log',
  addressOptions: { housenumberAddition: false, houseNumber: true, geocode: true },
};

describe('POST recordval/v1/address/validate', () => {
  it("verifies the original's example as GREEN 200 with every Address_v1 field", async () => {
    const output = await validate(exampleValidation);
    expect(output.advice).toBe('GREEN');
    expect(output.status).toEqual({
      code: '200',
      credit: true,
      message: 'Address validated successfully. Verified up to the house number.',
    });
    expect(output.addresses).toHaveLength(1);
    expect(output.addresses[0]).toEqual({
      street: 'Jansbuitensingel',
      housenumber: '7',
      housenumberAddition: null,
      postalCode: '6811 AA',
      city: 'Arnhem',
      state: 'Gelderland',
      stateCode: 'GE',
      country: 'Netherlands',
      countryCode: 'NL',
      latitude: '51.9849100',
      longitude: '5.9065200',
      geoStatus: { code: '700', credit: true, message: expect.stringContaining('address point') },
      fullAddress: 'Jansbuitensingel 7\n6811 AA Arnhem\nNetherlands',
      advice: 'GREEN',
    });
  });

  it('reports the verified address in the suggestion family when convertToSuggestionStatus is set', async () => {
    const output = await validate({ ...exampleValidation, convertToSuggestionStatus: true });
    expect(output.advice).toBe('GREEN');
    expect(output.status.code).toBe('544');
  });

  it('keeps the number in the street line without houseNumber, and leaves out coordinates without geocode', async () => {
    const output = await validate({ ...exampleValidation, addressOptions: {} });
    expect(output.addresses[0]).toMatchObject({
      street: 'Jansbuitensingel 7',
      housenumber: '',
      latitude: '',
      longitude: '',
      geoStatus: null,
    });
  });

  it('reads a free-form street line and completes the postcode: AMBER, never GREEN', async () => {
    const output = await validate({ street: 'Velperweg 8 arnhem', country: 'NL', note: 'demo' });
    expect(output.advice).toBe('AMBER');
    expect(output.status.code).toBe('544');
    expect(output.status.message).toContain('Completed: postcode');
    expect(output.addresses[0]).toMatchObject({
      street: 'Velperweg 8',
      postalCode: '6824 BH',
      city: 'Arnhem',
    });
  });

  it('corrects a misspelt street and says so', async () => {
    const output = await validate({
      street: 'Washingten Stret',
      housenumber: '438',
      city: 'Boston',
      state: 'MA',
      postalcode: '02135',
      country: 'US',
    });
    expect(output.advice).toBe('AMBER');
    expect(output.status.code).toBe('524');
    expect(output.status.message).toContain('Corrected: street');
    expect(output.addresses[0]).toMatchObject({ street: '438 Washington Street', postalCode: '02135' });
    expect(output.addresses.every((address) => address.advice !== 'RED')).toBe(true);
  });

  it('accepts abbreviations and other spellings of the street type and the addition as GREEN', async () => {
    const boston = await validate({
      street: '438 Washington St',
      city: 'boston',
      state: 'ma',
      postalcode: '02135',
      country: 'US',
    });
    expect(boston.advice).toBe('GREEN');
    const arnhem = await validate({
      street: 'Velperweg 118 B',
      city: 'ARNHEM',
      postalcode: '6824bj',
      country: 'nl',
    });
    expect(arnhem.advice).toBe('GREEN');
    expect(arnhem.addresses[0]).toMatchObject({ street: 'Velperweg 118B', postalCode: '6824 BJ' });
    const berlin = await validate({
      street: 'Hauptstr.',
      housenumber: '5 A',
      city: 'Berlin',
      postalcode: '10115',
      country: 'DE',
    });
    expect(berlin.advice).toBe('GREEN');
    expect(berlin.addresses[0]!.street).toBe('Hauptstraße 5a');
  });

  it('splits the addition from the number when asked', async () => {
    const output = await validate({
      street: 'Velperweg',
      housenumber: '118b',
      city: 'Arnhem',
      postalcode: '6824 BJ',
      country: 'NL',
      addressOptions: { houseNumber: true, housenumberAddition: true },
    });
    expect(output.addresses[0]).toMatchObject({
      street: 'Velperweg',
      housenumber: '118',
      housenumberAddition: 'B',
    });
  });

  it('answers the number as given GREEN, ahead of the same number with an addition', async () => {
    const output = await validate({
      street: 'Velperweg',
      housenumber: '8',
      city: 'Arnhem',
      postalcode: '6824 BH',
      country: 'NL',
    });
    expect(output).toMatchObject({ advice: 'GREEN', status: { code: '200' } });
    expect(output.addresses.map((address) => address.street)).toEqual(['Velperweg 8']);
  });

  it('never verifies a range as one of its numbers, nor a number as the range that holds it', async () => {
    const range = await validate({
      street: 'Jansbuitensingel',
      housenumber: '6-8',
      city: 'Arnhem',
      postalcode: '6811 AA',
      country: 'NL',
    });
    expect(range.advice).toBe('GREEN');
    expect(range.addresses[0]!.street).toBe('Jansbuitensingel 6-8');
    const inside = await validate({
      street: 'Jansbuitensingel',
      housenumber: '6',
      city: 'Arnhem',
      postalcode: '6811 AA',
      country: 'NL',
    });
    expect(inside.advice).toBe('AMBER');
    expect(inside.status.message).toContain('Corrected: house number');
    expect(inside.addresses[0]!.street).toBe('Jansbuitensingel 6-8');
    const wider = await validate({
      street: 'Jansbuitensingel 7-9',
      city: 'Arnhem',
      postalcode: '6811 AA',
      country: 'NL',
    });
    expect(wider.advice).not.toBe('GREEN');
  });

  it('finds a misspelt short street name', async () => {
    const output = await validate({ street: 'Velprweg', housenumber: '10', city: 'Arnhem', country: 'NL' });
    expect(output.addresses[0]).toMatchObject({ street: 'Velperweg 10' });
  });

  it('offers the additions that exist when the one given does not', async () => {
    const output = await validate({
      street: 'Velperweg',
      housenumber: '118d',
      city: 'Arnhem',
      postalcode: '6824 BJ',
      country: 'NL',
    });
    expect(output.advice).toBe('AMBER');
    expect(output.status.message).toContain('Corrected: house number addition');
    expect(output.addresses.map((address) => address.street)).toEqual(
      expect.arrayContaining(['Velperweg 118B', 'Velperweg 118C']),
    );
  });

  it('fixes a wrong postcode and a wrong city from the street and number', async () => {
    const postcode = await validate({
      street: 'Newbury Street',
      housenumber: '360',
      city: 'Boston',
      postalcode: '02135',
      state: 'MA',
      country: 'US',
    });
    expect(postcode.advice).toBe('AMBER');
    expect(postcode.status.message).toContain('Corrected: postcode');
    expect(postcode.addresses[0]).toMatchObject({ postalCode: '02115' });
    const city = await validate({
      street: 'Jansbuitensingel',
      housenumber: '7',
      city: 'Amsterdam',
      postalcode: '6811 AA',
      country: 'NL',
    });
    expect(city.advice).toBe('AMBER');
    expect(city.addresses[0]).toMatchObject({ city: 'Arnhem', street: 'Jansbuitensingel 7' });
  });

  it('verifies the street but not a number it does not have, and places the number between its neighbours', async () => {
    const output = await validate({
      street: 'Washington Street',
      housenumber: '441',
      city: 'Boston',
      state: 'MA',
      postalcode: '02135',
      country: 'US',
      addressOptions: { geocode: true },
    });
    expect(output.advice).toBe('AMBER');
    expect(output.status.code).toBe('533');
    expect(output.addresses[0]!.geoStatus!.code).toBe('710');
    const latitude = Number(output.addresses[0]!.latitude);
    expect(latitude).toBeGreaterThan(42.348328);
    expect(latitude).toBeLessThan(42.34861);
  });

  it('is RED for a street that does not exist where street data exists', async () => {
    const output = await validate({
      street: 'Zyxwvut Lane',
      housenumber: '5',
      city: 'Boston',
      state: 'MA',
      postalcode: '02135',
      country: 'US',
    });
    expect(output.advice).toBe('RED');
    expect(output.status.code.startsWith('5')).toBe(true);
  });

  it('is RED for nonsense and for an unknown country, which costs no credit', async () => {
    const nonsense = await validate({
      street: 'Qwpzx Vvrrk',
      housenumber: '99',
      city: 'Xyzzyqq',
      postalcode: '99999',
      country: 'US',
    });
    expect(nonsense.advice).toBe('RED');
    const country = await validate({ street: 'Main Street 1', city: 'Springfield', country: 'Atlantis' });
    expect(country).toMatchObject({ advice: 'RED', addresses: [], status: { code: '500', credit: false } });
    expect(country.status.message).toContain('Atlantis');
    const missing = await validate({ street: 'Main Street 1', city: 'Springfield' });
    expect(missing.status.message).toContain('country is required');
  });

  it("is RED for a street and city nothing verifies beside a real postcode, still offering the postcode's place", async () => {
    const output = await validate({
      street: 'Xulquilfenn Quilmipkwi 382',
      city: 'Kwithakthak',
      postalcode: '59472',
      country: 'US',
    });
    expect(output.advice).toBe('RED');
    expect(output.addresses[0]).toMatchObject({ city: 'Sand Coulee', postalCode: '59472', advice: 'RED' });
  });

  it('verifies to city level in a country without imported streets: AMBER, with the place filled in', async () => {
    const output = await validate({
      street: 'Rue de Rivoli',
      housenumber: '10',
      city: 'paris',
      postalcode: '75001',
      country: 'France',
    });
    expect(output.advice).toBe('AMBER');
    expect(output.status.code).toBe('522');
    expect(output.status.message).toContain('Could not verify');
    expect(output.addresses[0]).toMatchObject({ city: 'Paris', countryCode: 'FR', postalCode: '75001' });
  });

  it('checks a US ZIP against the city and state from the bundled ZIP list', async () => {
    const output = await validate({
      street: '1 Main Street',
      city: 'Los Angeles',
      state: 'CA',
      postalcode: '90210',
      country: 'US',
    });
    expect(output.advice).toBe('AMBER');
    expect(output.addresses).toContainEqual(
      expect.objectContaining({
        city: 'Beverly Hills',
        postalCode: '90210',
        stateCode: 'CA',
        street: '1 Main Street',
      }),
    );
  });

  it('answers a malformed body with 400 and the Salesforce error body naming the field', async () => {
    const refused = await ok<{ errorCode: string; message: string }[]>(
      call('POST', apiPaths.addressValidate, { street: 5, country: 'NL' }),
      400,
    );
    expect(refused[0]!.errorCode).toBe('INVALID_INPUT');
    expect(refused[0]!.message).toContain('street');
  });

  it('refuses text longer than any address part with 400 naming the field', async () => {
    const refused = await ok<{ message: string }[]>(
      call('POST', apiPaths.addressValidate, { street: 'Velperweg '.repeat(40), country: 'NL' }),
      400,
    );
    expect(refused[0]!.message).toMatch(/street/);
    const tooLong = await ok<{ message: string }[]>(
      call('POST', apiPaths.addressFind, { address: 'a'.repeat(301) }),
      400,
    );
    expect(tooLong[0]!.message).toMatch(/address/);
  });

  it('needs a token', async () => {
    const refused = await ok<{ errorCode: string }[]>(
      call('POST', apiPaths.addressValidate, exampleValidation, null),
      401,
    );
    expect(refused[0]!.errorCode).toBe('INVALID_SESSION_ID');
  });
});

describe('POST recordval/v1/address/find', () => {
  it('suggests the address when a street and number are typed, with highlights, free of charge', async () => {
    const output = await find({ address: 'Jansbuitensingel 7', country: 'NL' });
    expect(output.status).toMatchObject({ code: '400', credit: false });
    const first = output.suggestions[0]!;
    expect(first).toMatchObject({
      type: 'Address',
      address: 'Jansbuitensingel 7',
      description: '6811 AA Arnhem',
    });
    expect(first.container).toMatch(/^NL\|A\|/);
    expect(first.highlight).toBe('0-16,17-18;');
  });

  it('suggests the street as a container while its name is typed, tolerating a typo, and lists its addresses', async () => {
    const output = await find({ address: 'jansbuitesin', country: 'NL' });
    const street = output.suggestions.find((suggestion) => suggestion.type === 'Street')!;
    expect(street).toMatchObject({ address: 'Jansbuitensingel', description: 'Arnhem, GE – 3 addresses' });
    const inside = await find({ address: '', container: street.container });
    expect(inside.suggestions.map((suggestion) => suggestion.address)).toEqual([
      'Jansbuitensingel 6-8',
      'Jansbuitensingel 7',
      'Jansbuitensingel 12',
    ]);
    expect(inside.suggestions.every((suggestion) => suggestion.type === 'Address')).toBe(true);
    expect((await find({ container: street.container })).suggestions).toHaveLength(3);
    const narrowed = await find({ address: '1', container: street.container });
    expect(narrowed.suggestions.map((suggestion) => suggestion.address)).toEqual(['Jansbuitensingel 12']);
  });

  it('finds a street by its words in any order with the city, and a locality to drill into', async () => {
    const output = await find({ address: 'boston washington', country: 'US' });
    expect(output.suggestions[0]).toMatchObject({ type: 'Street', address: 'Washington Street' });
    const locality = (await find({ address: 'Arnh', country: 'NL' })).suggestions.find(
      (s) => s.type === 'Locality',
    )!;
    expect(locality).toMatchObject({ address: 'Arnhem' });
    expect(locality.highlight.startsWith('0-4;')).toBe(true);
    const streets = await find({ address: '', container: locality.container });
    expect(streets.suggestions.map((suggestion) => suggestion.address)).toEqual([
      'Jansbuitensingel',
      'Velperweg',
    ]);
  });

  it('suggests postcodes by their beginning and lists the addresses inside', async () => {
    const output = await find({ address: '0213', country: 'US' });
    const postcode = output.suggestions.find((suggestion) => suggestion.type === 'Postcode')!;
    expect(postcode).toMatchObject({ address: '02135' });
    const inside = await find({ address: '', container: postcode.container });
    expect(inside.suggestions.map((suggestion) => suggestion.address)).toEqual([
      '438 Washington Street',
      '444 Washington Street',
    ]);
  });

  it('suggests the building of a typed range', async () => {
    const output = await find({ address: 'Jansbuitensingel 6-8', country: 'NL' });
    expect(output.suggestions[0]).toMatchObject({ type: 'Address', address: 'Jansbuitensingel 6-8' });
  });

  it('offers bundled places where nothing was imported', async () => {
    const output = await find({ address: 'Rotterd', country: 'NL' });
    expect(output.suggestions[0]).toMatchObject({ type: 'Locality', address: 'Rotterdam' });
  });

  it('says so for a container it never gave, and for an address container', async () => {
    const unknown = await find({ address: '', container: 'NL|Q|nothing' });
    expect(unknown.suggestions).toEqual([]);
    expect(unknown.status.message).toContain('not one that find returned');
    const address = (await find({ address: 'Jansbuitensingel 7', country: 'NL' })).suggestions[0]!;
    const inside = await find({ address: '', container: address.container });
    expect(inside.status.message).toContain('retrieve');
  });
});

describe('POST recordval/v1/address/retrieve', () => {
  it('retrieves an address container as 594 with geocode, as in the original sample', async () => {
    const suggestion = (await find({ address: 'Jansbuitensingel 6', country: 'NL' })).suggestions.find(
      (s) => s.address === 'Jansbuitensingel 6-8',
    )!;
    const output = await retrieve({
      container: suggestion.container,
      note: 'text',
      addressOptions: { housenumberAddition: false, houseNumber: false, geocode: true },
    });
    expect(output.status).toBeNull();
    expect(output.advice).toBeNull();
    expect(output.address).toMatchObject({
      street: 'Jansbuitensingel 6-8',
      postalCode: '6811 AA',
      state: 'Gelderland',
      stateCode: 'GE',
      longitude: '5.9068287',
      latitude: '51.9847394',
      housenumber: '',
      status: { code: '594', credit: true, message: 'Current address is verified up to house number level.' },
      geoStatus: { code: '700' },
    });
  });

  it('retrieves a street container at street level', async () => {
    const street = (await find({ address: 'Velperw', country: 'NL' })).suggestions.find(
      (s) => s.type === 'Street',
    )!;
    const output = await retrieve({ container: street.container, addressOptions: { geocode: true } });
    expect(output.address).toMatchObject({ street: 'Velperweg', city: 'Arnhem', status: { code: '593' } });
    expect(output.address!.geoStatus!.code).toBe('710');
  });

  it('answers an unknown or malformed container in the status, without charging', async () => {
    for (const container of ['NL|A|doesnotexist', 'rubbish']) {
      const output = await retrieve({ container });
      expect(output.address).toBeNull();
      expect(output.advice).toBe('RED');
      expect(output.status).toMatchObject({ code: '500', credit: false });
    }
  });
});

describe('credits', () => {
  it('counts validate and retrieve per principal (5 credits with geocode) and shows them to admins only', async () => {
    const usage = () => ok<AddressUsageReport>(call('GET', apiPaths.addressUsage, undefined, 'admin'));
    const before = await usage();
    const creditsBefore = before.totals.find((total) => total.principal === 'integration')?.credits ?? 0;
    await validate(exampleValidation);
    await validate({ ...exampleValidation, addressOptions: {} });
    await find({ address: 'Velperweg', country: 'NL' });
    const after = await usage();
    expect(after.totals.find((total) => total.principal === 'integration')!.credits).toBe(creditsBefore + 6);
    expect(after.rows.every((row) => row.operation !== ('find' as never))).toBe(true);
    expect((await call('GET', apiPaths.addressUsage, undefined, 'steward')).status).toBe(403);
  });
});

describe('through jsforce', () => {
  it("validates the original's example body with conn.apex.post", async () => {
    const conn = jsforceConnection(api.service.baseUrl, api.tokens.integration);
    const output = await conn.apex.post<AddressValidationOutput>(
      '/recordval/v1/address/validate',
      exampleValidation,
    );
    expect(output.advice).toBe('GREEN');
    const found = await conn.apex.post<AddressFindOutput>('/recordval/v1/address/find', {
      address: 'Jansbuitensingel 6',
      country: 'NL',
      note: 'text for transaction log',
      container: '',
      addressOptions: { geocode: true },
    });
    const retrieved = await conn.apex.post<AddressRetrieveOutput>('/recordval/v1/address/retrieve', {
      container: found.suggestions[0]!.container,
      note: '...',
      addressOptions: { housenumberAddition: false, houseNumber: false, geocode: true },
    });
    expect(retrieved.address!.status!.code).toBe('594');
  });
});
