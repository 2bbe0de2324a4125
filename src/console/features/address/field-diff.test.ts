import { describe, expect, it } from 'vitest';
import { bathAddress } from './address.fixture';
import { compareWithEntered, type EnteredAddress } from './field-diff';

const entered: EnteredAddress = {
  street: 'Pierrepont Street',
  housenumber: '12',
  postalcode: 'BA1 1LA',
  city: 'Bath',
  country: 'GB',
};

const changes = (rows: ReturnType<typeof compareWithEntered>) =>
  Object.fromEntries(rows.map((row) => [row.field, row.change]));

describe('compareWithEntered', () => {
  it('finds nothing changed in the address as entered, whatever the case and spacing', () => {
    const rows = compareWithEntered(bathAddress(), {
      ...entered,
      street: 'PIERREPONT  street',
      postalcode: 'ba11la',
      city: ' bath',
    });
    expect(changes(rows)).toEqual({
      street: 'same',
      housenumber: 'same',
      postalcode: 'same',
      city: 'same',
      country: 'same',
    });
  });

  it('marks a misspelt street corrected and a missing postcode completed', () => {
    const rows = compareWithEntered(bathAddress(), { ...entered, street: 'Pierpont Street', postalcode: '' });
    expect(changes(rows)).toMatchObject({ street: 'corrected', postalcode: 'completed', city: 'same' });
    const street = rows.find((row) => row.field === 'street');
    expect(street).toMatchObject({ suggested: 'Pierrepont Street', entered: 'Pierpont Street' });
  });

  it('marks a field the suggestion has no value for as unverified', () => {
    const rows = compareWithEntered(
      bathAddress({ street: '', housenumber: '', postalCode: '', fullAddress: 'Bath\nUnited Kingdom' }),
      { ...entered, street: 'Flibbertigibbet Lane' },
    );
    expect(changes(rows)).toMatchObject({ street: 'unverified', postalcode: 'unverified', city: 'same' });
  });

  it('marks a field kept as given but named unverified as unverified, not as entered', () => {
    const kept = bathAddress({ street: 'Flibbertigibbet Lane', postalCode: '' });
    const rows = compareWithEntered(
      kept,
      { ...entered, street: 'Flibbertigibbet Lane', postalcode: '' },
      new Set(['street', 'housenumber'] as const),
    );
    expect(changes(rows)).toEqual({
      street: 'unverified',
      housenumber: 'unverified',
      city: 'same',
      country: 'same',
    });
    const line = bathAddress({ street: '12 Flibbertigibbet Lane', housenumber: '' });
    const [street] = compareWithEntered(
      line,
      { ...entered, street: 'Flibbertigibbet Lane' },
      new Set(['housenumber'] as const),
    );
    expect(street?.change).toBe('unverified');
  });

  it('compares the house number with its addition as one', () => {
    const split = bathAddress({ housenumber: '90', housenumberAddition: 'B' });
    expect(changes(compareWithEntered(split, { ...entered, housenumber: '90 b' })).housenumber).toBe('same');
    expect(changes(compareWithEntered(split, { ...entered, housenumber: '90' })).housenumber).toBe(
      'corrected',
    );
  });

  it('compares a street line holding the number with the street and number entered, in either order', () => {
    const line = bathAddress({ street: '12 Pierrepont Street', housenumber: '' });
    const [street] = compareWithEntered(line, entered);
    expect(street).toMatchObject({
      label: 'Street and house number',
      entered: '12 Pierrepont Street',
      change: 'same',
    });
    const germanOrder = bathAddress({ street: 'Holtenauer Straße 12', housenumber: '' });
    expect(
      compareWithEntered(germanOrder, { street: 'Holtenauer Straße', housenumber: '12' })[0],
    ).toMatchObject({
      entered: 'Holtenauer Straße 12',
      change: 'same',
    });
    expect(compareWithEntered(line, { ...entered, housenumber: '14' })[0]?.change).toBe('corrected');
  });

  it('takes a country given by name or code, and a state given by code or name', () => {
    const us = bathAddress({
      countryCode: 'US',
      country: 'United States',
      state: 'Massachusetts',
      stateCode: 'MA',
    });
    expect(changes(compareWithEntered(us, { country: 'usa', state: 'ma' }))).toMatchObject({
      country: 'same',
      state: 'same',
    });
    expect(
      changes(compareWithEntered(us, { country: 'United States', state: 'Massachusetts' })),
    ).toMatchObject({
      country: 'same',
      state: 'same',
    });
    expect(changes(compareWithEntered(us, { country: 'GB', state: '' }))).toMatchObject({
      country: 'corrected',
      state: 'completed',
    });
  });

  it('leaves out a field empty on both sides', () => {
    const fields = compareWithEntered(bathAddress(), entered).map((row) => row.field);
    expect(fields).not.toContain('state');
  });
});
