import { describe, expect, it } from 'vitest';
import { canonicalStreet, hasStreetType, sameStreet, streetLanguages } from './street-types';

describe('canonical street names', () => {
  it.each([
    ['10 Downing St', ['en'], '10 downing street'],
    ['Baker St.', ['en'], 'baker street'],
    ['St Johns Rd', ['en'], 'saint johns road'],
    ['Pennsylvania Ave NW', ['en'], 'pennsylvania avenue northwest'],
    ['N Main St', ['en'], 'north main street'],
    ['Sunset Blvd', ['en'], 'sunset boulevard'],
    ['Sleepy Lagoon Wy', ['en'], 'sleepy lagoon way'],
    ['Main Street Ext', ['en'], 'main street ext'],
    ['Hauptstr.', ['de'], 'hauptstrasse'],
    ['Hauptstraße', ['de'], 'hauptstrasse'],
    ['Berliner Str. ', ['de'], 'berliner strasse'],
    ['Kerkstr', ['nl'], 'kerkstraat'],
    ['Jansbuitensngl', ['nl'], 'jansbuitensingel'],
    ['Stationspln', ['nl'], 'stationsplein'],
    ['Prinsengr.', ['nl'], 'prinsengracht'],
    ['Velperwg', ['nl'], 'velperweg'],
    ['R. de Rivoli', ['fr'], 'rue de rivoli'],
    ['Av. des Champs-Élysées', ['fr'], 'avenue des champs elysees'],
    ['Bd Saint-Michel', ['fr'], 'boulevard saint michel'],
    ['Ch. des Vignes', ['fr'], 'chemin des vignes'],
  ] as const)('%s (%j) → %s', (name, languages, expected) => {
    expect(canonicalStreet(name, languages)).toBe(expected);
  });

  it('only expands a type where its language puts it', () => {
    expect(canonicalStreet('Rue St Honoré', ['en'])).toBe('rue saint honore');
    expect(canonicalStreet('Place de la R', ['fr'])).toBe('place de la r');
    expect(canonicalStreet('Dr', ['en'])).toBe('dr');
  });

  it('leaves short words that merely end like an abbreviation', () => {
    expect(canonicalStreet('Ostr', ['de'])).toBe('ostr');
  });

  it('follows the language order when abbreviations clash', () => {
    expect(canonicalStreet('Kerkstr', ['nl', 'de'])).toBe('kerkstraat');
    expect(canonicalStreet('Kerkstr', ['de', 'nl'])).toBe('kerkstrasse');
  });
});

describe('street equality', () => {
  it('ignores abbreviations, accents and word breaks', () => {
    expect(sameStreet('Hauptstr.', 'Hauptstraße', ['de'])).toBe(true);
    expect(sameStreet('Haupt-Straße', 'Hauptstrasse', ['de'])).toBe(true);
    expect(sameStreet('Downing St', 'DOWNING STREET', ['en'])).toBe(true);
    expect(sameStreet('Jansbuitensngl', 'Jansbuitensingel', ['nl'])).toBe(true);
    expect(sameStreet('av. de l’Opéra', 'Avenue de l’Opera', ['fr'])).toBe(true);
  });

  it('keeps different streets apart', () => {
    expect(sameStreet('Downing St', 'Downing Rd', ['en'])).toBe(false);
    expect(sameStreet('Hauptstr.', 'Hauptweg', ['de'])).toBe(false);
    expect(sameStreet('', '')).toBe(false);
  });
});

describe('street languages', () => {
  it('maps countries to their languages and falls back to all', () => {
    expect(streetLanguages('be')).toEqual(['nl', 'fr']);
    expect(streetLanguages('JP')).toHaveLength(4);
    expect(streetLanguages()).toHaveLength(4);
  });
});

describe('street types', () => {
  it('tells a street from a place by its type where the language puts it', () => {
    expect(hasStreetType(['main', 'st'], ['en'])).toBe(true);
    expect(hasStreetType(['rue', 'de', 'rivoli'], ['fr'])).toBe(true);
    expect(hasStreetType(['hauptstrasse'], ['de'])).toBe(true);
    expect(hasStreetType(['paris'], ['fr', 'en'])).toBe(false);
    expect(hasStreetType(['st', 'albans'], ['en'])).toBe(false);
  });

  it('never takes an inherited property for a type', () => {
    expect(canonicalStreet('Main constructor', ['en'])).toBe('main constructor');
    expect(streetLanguages('constructor')).toHaveLength(4);
  });
});
