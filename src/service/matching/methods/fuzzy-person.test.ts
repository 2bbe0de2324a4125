import { describe, expect, it } from 'vitest';
import type { MatchOptions } from '../match-method';
import { NAME_LIST, NICKNAMES_LIST } from '../word-lists/person-lists';
import { buildWordLists } from '../word-lists/word-list-index';
import { fuzzyPersonMethod } from './fuzzy-person';

const plain: MatchOptions = { lists: buildWordLists(), defaultCountry: 'US', config: null };
const names: MatchOptions = { ...plain, lists: buildWordLists(NAME_LIST.entries, NICKNAMES_LIST.entries) };
const prepare = (value: string, options = names) => fuzzyPersonMethod.prepare(value, options);
const compare = (a: string, b: string, options = names) =>
  fuzzyPersonMethod.compare(prepare(a, options), prepare(b, options), options);
const score = (a: string, b: string, options = names) => compare(a, b, options).score;

describe('FUZZY_PERSON', () => {
  it('forgives typos', () => {
    expect(score('Jenniffer', 'Jennifer')).toBe(96);
    expect(score('Jon', 'John')).toBe(88);
    expect(score('Smtih', 'Smith')).toBe(87);
  });

  it('matches nicknames through the synonym list, and only through it', () => {
    expect(compare('Bob', 'Robert')).toEqual({ score: 100, synonymMatches: ['bob=robert'] });
    expect(score('Peggy', 'Margaret')).toBe(100);
    expect(score('Bob', 'Robert', plain)).toBeLessThan(50);
  });

  it('takes an initial as consistent with a name of that letter', () => {
    expect(score('J.', 'John')).toBe(85);
    expect(score('J', 'Mary')).toBe(0);
    expect(score('J. Smith', 'John Smith')).toBe(95);
  });

  it('accepts a second surname on one side only, but not a different one', () => {
    expect(score('Garcia Lopez', 'Garcia')).toBe(82);
    expect(score('Garcia Lopez', 'Garcia Martinez')).toBeLessThan(70);
    expect(score('Garcia Lopez', 'Lopez Garcia')).toBe(100);
  });

  it('ignores how the parts of a name are joined', () => {
    expect(score('Smith-Jones', 'Smith Jones')).toBe(100);
    expect(score('Mary Ann', 'Maryann')).toBe(100);
    expect(score("O'Brien", 'OBrien')).toBe(100);
  });

  it('pulls up names that sound alike', () => {
    expect(score('Schmidt', 'Schmitt', plain)).toBe(93);
    expect(score('Catherine', 'Kathryn', plain)).toBe(82);
    expect(score('Steven', 'Stephen', plain)).toBe(90);
  });

  it('sets titles and particles aside with the NAME list', () => {
    expect(score('Dr. John Smith Jr.', 'John Smith')).toBe(100);
    expect(score('van Dijk', 'van Dam')).toBeLessThan(50);
  });

  it('scores clearly different names low', () => {
    expect(score('John', 'Mary')).toBe(0);
    expect(score('Smith', 'Jones')).toBe(0);
    expect(score('Jennifer', 'Jessica')).toBeLessThan(60);
    expect(score('John', 'Ian')).toBeLessThan(50);
  });

  // Corruptions of the kind FEBRL generates: inserted, dropped, swapped and replaced letters, OCR and phonetic slips.
  it.each([
    ['Katherine', 'Kathenire'],
    ['Harrison', 'Harisson'],
    ['Elizabeth', 'Elizabteh'],
    ['Whitfield', 'Whitfeild'],
    ['Campbell', 'Cambell'],
    ['Nguyen', 'Ngyuen'],
    ['Connor', 'Conner'],
    ['Taylor', 'Tailor'],
    ['Pedersen', 'Petersen'],
    ['Macdonald', 'Mcdonald'],
    ['Christensen', 'Christiansen'],
  ])('scores the slip %s → %s as a likely duplicate', (a, b) => {
    expect(score(a, b)).toBeGreaterThanOrEqual(85);
  });

  it('scores 0 when either side is empty', () => {
    expect(score('', 'John')).toBe(0);
    expect(score('John', ' - ')).toBe(0);
  });

  it('indexes how each word sounds, both ways, and its nickname group', () => {
    const keys = (value: string) => fuzzyPersonMethod.blockingKeys(prepare(value), names);
    expect(keys('Schmidt')).toEqual(['XMT', 'SMT']);
    expect(keys('Schmitt')).toEqual(keys('Schmidt'));
    expect(keys('Kathryn')).toEqual(expect.arrayContaining(keys('Catherine')));
    expect(keys('Bob')).toContain('bob');
    expect(keys('Robert')).toContain('bob');
    expect(keys('Mary Ann')).toEqual(expect.arrayContaining(keys('Maryann')));
    expect(keys('')).toEqual([]);
  });
});
