import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressFindOutput, AddressFindSuggestion } from '../../../contract/address';
import { apiPaths } from '../../../contract/api-paths';
import { FIXTURE_ADDRESSES, seedAddresses } from '../../testing/address-fixtures';
import { ok, useTestApi } from '../../testing/api-kit';

/** Hofholzallee in Kiel: more numbers than a listing holds, over two postcodes. */
const LONG_STREET_NUMBERS = 2100;
/** Streets of Kiel beyond the Hofholzallee: more than a listing holds. */
const SHORT_STREETS = 120;
const streetName = (n: number) =>
  `Weg ${String.fromCharCode(97 + Math.floor(n / 26))}${String.fromCharCode(97 + (n % 26))}`;

const kiel = { country: 'DE', city: 'Kiel' };
const KIEL = [
  ...Array.from({ length: LONG_STREET_NUMBERS }, (_, i) => ({
    ...kiel,
    postcode: i < 1000 ? '24105' : '24106',
    street: 'Hofholzallee',
    number: String(i + 1),
  })),
  { ...kiel, postcode: '24105', street: 'Hofholzallee', number: '220a' },
  ...Array.from({ length: 150 }, (_, i) => ({
    ...kiel,
    postcode: '24105',
    street: 'Feldstraße',
    number: String(i + 1),
  })),
  ...Array.from({ length: SHORT_STREETS }, (_, i) => ({
    ...kiel,
    postcode: '24107',
    street: streetName(i),
    number: '1',
  })),
];

// Configured for the Netherlands, so a place typed without a country is looked for there, not in the US.
const api = useTestApi({ env: { DEFAULT_COUNTRY: 'NL' }, as: 'integration' });

beforeAll(() => seedAddresses(api.service.store, [...FIXTURE_ADDRESSES, ...KIEL]));

const find = (input: Record<string, unknown>) =>
  ok<AddressFindOutput>(api.call('POST', apiPaths.addressFind, input));

const addresses = (output: AddressFindOutput) => output.suggestions.map((suggestion) => suggestion.address);

async function container(address: string, type: AddressFindSuggestion['type'], country = 'DE') {
  const found = (await find({ address, country })).suggestions.find(
    (suggestion) => suggestion.type === type && suggestion.address === address,
  );
  expect(found, `${type} ${address}`).toBeDefined();
  return found!.container;
}

describe('find inside a street of 2,100 numbers', () => {
  let street: string;
  beforeAll(async () => {
    street = await container('Hofholzallee', 'Street');
  });

  it('lists the first hundred in number order when nothing is typed', async () => {
    const listed = addresses(await find({ container: street }));
    expect(listed).toHaveLength(100);
    expect(listed.slice(0, 3)).toEqual(['Hofholzallee 1', 'Hofholzallee 2', 'Hofholzallee 3']);
  });

  it('reaches any number by typing it, beyond the first hundred: the address typed comes first', async () => {
    // Every digit count and every position past the cap, not all 2,100: each number is one request.
    const numbers = Array.from({ length: LONG_STREET_NUMBERS }, (_, i) => i + 1)
      .filter((number) => number < 10 || number % 23 === 0 || number > LONG_STREET_NUMBERS - 10)
      .map(String);
    const missed: string[] = [];
    for (let at = 0; at < numbers.length; at += 10) {
      const batch = numbers.slice(at, at + 10);
      const answers = await Promise.all(batch.map((number) => find({ address: number, container: street })));
      answers.forEach((output, i) => {
        if (output.suggestions[0]?.address !== `Hofholzallee ${batch[i]}`) missed.push(batch[i]!);
      });
    }
    expect(missed).toEqual([]);
  });

  it('ranks the number typed, then the numbers its digits begin, in number order', async () => {
    expect(addresses(await find({ address: '1999', container: street }))).toEqual(['Hofholzallee 1999']);
    expect(addresses(await find({ address: '22', container: street }))).toEqual([
      'Hofholzallee 22',
      ...['220', '220a', '221', '222', '223', '224', '225', '226', '227', '228', '229'].map(
        (number) => `Hofholzallee ${number}`,
      ),
    ]);
  });

  it('puts the addition typed before the number without it', async () => {
    expect(addresses(await find({ address: '220a', container: street })).slice(0, 2)).toEqual([
      'Hofholzallee 220a',
      'Hofholzallee 220',
    ]);
  });
});

describe('find inside a postcode', () => {
  it('narrows by the typed number before the cap, across its streets', async () => {
    const postcode = await container('24105', 'Postcode');
    expect(addresses(await find({ address: '999', container: postcode }))[0]).toBe('Hofholzallee 999');
    expect(addresses(await find({ address: '150', container: postcode })).slice(0, 2)).toEqual([
      'Feldstraße 150',
      'Hofholzallee 150',
    ]);
  });

  it('narrows by the typed street name, with its number first', async () => {
    const postcode = await container('24105', 'Postcode');
    const listed = addresses(await find({ address: 'feld 12', container: postcode }));
    expect(listed[0]).toBe('Feldstraße 12');
    expect(listed.every((address) => address.startsWith('Feldstraße 12'))).toBe(true);
    expect((await find({ address: 'Nirgendwo', container: postcode })).suggestions).toEqual([]);
  });
});

describe('find inside a locality', () => {
  it('narrows its streets by the typed name before the cap', async () => {
    const locality = await container('Kiel', 'Locality');
    const all = addresses(await find({ container: locality }));
    expect(all).toHaveLength(100);
    const last = streetName(SHORT_STREETS - 1);
    expect(all).not.toContain(last);
    expect(addresses(await find({ address: last, container: locality }))).toEqual([last]);
  });

  it('lists the addresses at a number typed with the street name', async () => {
    const locality = await container('Kiel', 'Locality');
    expect(addresses(await find({ address: 'Hofholzallee 1999', container: locality }))).toEqual([
      'Hofholzallee 1999',
    ]);
  });

  it('says why a place without imported streets lists nothing', async () => {
    const rotterdam = await container('Rotterdam', 'Locality', 'NL');
    const inside = await find({ container: rotterdam });
    expect(inside.suggestions).toEqual([]);
    expect(inside.status.message).toContain('No street data was imported for this place');
  });
});

describe('find without a country', () => {
  it('offers the places of DEFAULT_COUNTRY', async () => {
    const output = await find({ address: 'Rotterd' });
    expect(output.suggestions[0]).toMatchObject({ type: 'Locality', address: 'Rotterdam' });
    expect(output.suggestions[0]!.container).toMatch(/^NL\|L\|/);
  });

  it('still finds imported streets of every country', async () => {
    expect((await find({ address: 'Hofholzallee 7' })).suggestions[0]).toMatchObject({
      type: 'Address',
      address: 'Hofholzallee 7',
    });
    expect((await find({ address: 'boston washington' })).suggestions[0]).toMatchObject({
      type: 'Street',
      address: 'Washington Street',
    });
  });
});
