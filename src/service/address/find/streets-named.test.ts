import { describe, expect, it } from 'vitest';
import type { StreetEntry } from '../index/street-index';
import { streetsNamed } from './streets-named';
import { readTyped } from './typed-text';

const streets = ['Hofholzallee', 'Holtenauer Straße', 'Hofweg'].map((street) => ({ street }) as StreetEntry);
const named = (typed: string) => streetsNamed(streets, readTyped(typed).words).map((entry) => entry.street);

describe('streetsNamed', () => {
  it('keeps the streets whose name holds what is being typed', () => {
    expect(named('hof')).toEqual(['Hofholzallee', 'Hofweg']);
    expect(named('Hofholz')).toEqual(['Hofholzallee']);
  });

  it('reads the name as the index writes it, without accents or ß', () => {
    expect(named('holtenauer strasse')).toEqual(['Holtenauer Straße']);
  });

  it('keeps every street when nothing names one, and none when a word fits no street', () => {
    expect(named('')).toEqual(['Hofholzallee', 'Holtenauer Straße', 'Hofweg']);
    expect(named('kanal')).toEqual([]);
  });
});
