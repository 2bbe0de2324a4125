import { describe, expect, it } from 'vitest';
import { tokenise } from './line-tokens';
import type { StreetLanguage } from './street-types';
import { canonicalUnit, sameUnit, unitAt } from './unit';

describe('unit reading', () => {
  const read = (text: string, languages: readonly StreetLanguage[] = ['en']) =>
    unitAt(tokenise(text), 0, languages);

  it.each([
    ['Apt 4B', 'Apt 4B', 2],
    ['Apartment #12', 'Apt 12', 2],
    ['Apartment # 12', 'Apt 12', 3],
    ['# APT 3', 'Apt 3', 3],
    ['Suite 200', 'Ste 200', 2],
    ['#3', '# 3', 1],
    ['Bldg C-2', 'Bldg C-2', 2],
    ['2nd Floor', '2nd Fl', 2],
    ['Rm.101', 'Rm 101', 1],
  ])('%s → %s', (text, unit, length) => {
    expect(read(text)).toEqual({ text: unit, length });
  });

  it('needs an identifier after the designator', () => {
    expect(read('Suite Rock')).toBeUndefined();
    expect(read('Flat')).toBeUndefined();
  });

  it('only reads the designators of the languages asked for', () => {
    expect(read('Whg 3')).toBeUndefined();
    expect(read('Whg 3', ['de'])).toEqual({ text: 'Whg 3', length: 2 });
    expect(read('App. 5', ['fr'])).toEqual({ text: 'App 5', length: 2 });
  });

  it('reads "No" as a designator only after a street type', () => {
    const tokens = tokenise('Harrison Ave No. 102');
    expect(unitAt(tokens, 2, ['en'])).toEqual({ text: '# 102', length: 2 });
    expect(unitAt(tokenise('Highway No 70'), 1, ['en'])).toBeUndefined();
  });
});

describe('unit equality', () => {
  it('equates spellings of one unit', () => {
    expect(sameUnit('Apartment 4b', 'APT 4B')).toBe(true);
    expect(sameUnit('Suite 200,', 'Ste. 200')).toBe(true);
    expect(sameUnit('Lobby', 'LBBY')).toBe(true);
    expect(canonicalUnit('Floor 3')).toBe('fl 3');
  });

  it('tells units apart', () => {
    expect(sameUnit('Apt 4B', 'Apt 4C')).toBe(false);
    expect(sameUnit('Apt 4', 'Ste 4')).toBe(false);
    expect(sameUnit('', '')).toBe(false);
  });
});
