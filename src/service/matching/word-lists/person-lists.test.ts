import { describe, expect, it } from 'vitest';
import { words } from '../text/normalise-text';
import { NAME_LIST, NICKNAMES_LIST, PERSON_LIST } from './person-lists';
import { buildWordLists, canonicalWord, listedWords } from './word-list-index';

const nicknames = buildWordLists([], NICKNAMES_LIST.entries);
const sameGroup = (a: string, b: string) => canonicalWord(a, nicknames) === canonicalWord(b, nicknames);

describe('NICKNAMES', () => {
  it.each([
    ['bob', 'robert'],
    ['bobby', 'rob'],
    ['peggy', 'margaret'],
    ['maggie', 'greta'],
    ['bill', 'william'],
    ['liam', 'billy'],
    ['dick', 'richard'],
    ['liz', 'elizabeth'],
    ['betty', 'lisa'],
    ['kathryn', 'kate'],
    ['chuck', 'charles'],
    ['ted', 'theodore'],
    ['ted', 'edward'],
    ['sasha', 'alexandra'],
    ['chris', 'christina'],
  ])('puts %s and %s in one group', (a, b) => {
    expect(sameGroup(a, b)).toBe(true);
  });

  it.each([
    ['robert', 'william'],
    ['margaret', 'elizabeth'],
    ['john', 'jonathan'],
    ['catherine', 'christine'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(sameGroup(a, b)).toBe(false);
  });

  it('has each name in one group only, so the index does not merge two names into one', () => {
    const all = NICKNAMES_LIST.entries.flatMap((group) => group.map((name) => words(name).join(' ')));
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
    expect(NICKNAMES_LIST.entries.length).toBeGreaterThanOrEqual(150);
  });
});

describe('PERSON and NAME', () => {
  const person = buildWordLists(PERSON_LIST.entries);
  const name = buildWordLists(NAME_LIST.entries);

  it('set salutations, titles and suffixes aside', () => {
    expect(listedWords('Dr. John Smith Jr., Ph.D.', person).tokens).toEqual(['john', 'smith']);
    expect(listedWords('Mrs Mary-Ann Jones III', person).tokens).toEqual(['mary', 'ann', 'jones']);
  });

  it('differ in surname particles and ranks, which only NAME sets aside', () => {
    expect(listedWords('Capt. Jan van der Berg', person).tokens).toEqual([
      'capt',
      'jan',
      'van',
      'der',
      'berg',
    ]);
    expect(listedWords('Capt. Jan van der Berg', name).tokens).toEqual(['jan', 'berg']);
  });

  it('has every PERSON word in NAME', () => {
    expect(PERSON_LIST.entries.every((word) => NAME_LIST.entries.includes(word))).toBe(true);
  });
});
