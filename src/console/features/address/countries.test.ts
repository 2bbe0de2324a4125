import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryMatches, countryName, resolveCountry } from './countries';

const country = (code: string) => COUNTRIES.find((entry) => entry.code === code)!;

describe('countries', () => {
  it('lists each country once, by name', () => {
    const codes = COUNTRIES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['GB', 'DE', 'NL', 'US']));
    const names = COUNTRIES.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names a country by its code in any case', () => {
    expect(countryName('gb')).toBe('United Kingdom');
    expect(countryName('ZZ')).toBeUndefined();
  });

  it('resolves a code, a name or an alias to the code, ignoring case and spacing', () => {
    expect(resolveCountry(' gb ')).toBe('GB');
    expect(resolveCountry('united  kingdom')).toBe('GB');
    expect(resolveCountry('UK')).toBe('GB');
    expect(resolveCountry('USA')).toBe('US');
    expect(resolveCountry('Germany')).toBe('DE');
  });

  it('resolves nothing for an unknown code or name', () => {
    expect(resolveCountry('ZZ')).toBeUndefined();
    expect(resolveCountry('Atlantis')).toBeUndefined();
    expect(resolveCountry('')).toBeUndefined();
  });

  it('matches a typed code, or the start of a word of a name or alias', () => {
    expect(countryMatches(country('GB'), 'gb')).toBe(true);
    expect(countryMatches(country('GB'), 'King')).toBe(true);
    expect(countryMatches(country('GB'), 'great')).toBe(true);
    expect(countryMatches(country('GB'), 'ingdom')).toBe(false);
    expect(countryMatches(country('DE'), 'gb')).toBe(false);
    expect(countryMatches(country('DE'), '  ')).toBe(true);
  });
});
