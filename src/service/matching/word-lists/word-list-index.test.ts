import { describe, expect, it } from 'vitest';
import { buildWordLists, canonicalWord, listedWords } from './word-list-index';

describe('buildWordLists', () => {
  it('normalises entries the way values are normalised', () => {
    const lists = buildWordLists(['Mr.', 'ÉCOLE'], [['José', 'PEPE']]);
    expect([...lists.frequent]).toEqual(['mr', 'ecole']);
    expect(canonicalWord('pepe', lists)).toBe(canonicalWord('jose', lists));
  });

  it('names a group by its alphabetically first word, whatever the order of the list', () => {
    expect(buildWordLists([], [['Robert', 'Bob']]).synonyms.get('robert')).toBe('bob');
    expect(buildWordLists([], [['Bob', 'Robert']]).synonyms.get('robert')).toBe('bob');
  });

  it('merges groups that share a word', () => {
    const lists = buildWordLists(
      [],
      [
        ['Christopher', 'Chris'],
        ['Christine', 'Chris'],
        ['Tom', 'Thomas'],
      ],
    );
    expect(canonicalWord('christopher', lists)).toBe(canonicalWord('christine', lists));
    expect(canonicalWord('thomas', lists)).not.toBe(canonicalWord('christine', lists));
  });

  it('ignores a group with a single word, which makes nothing interchangeable', () => {
    expect(buildWordLists([], [['Robert', 'ROBERT'], ['']]).synonyms.size).toBe(0);
  });
});

describe('listedWords', () => {
  const lists = buildWordLists(['Mr', 'Ph.D.'], [['U.S.A.', 'United States']]);

  it('sets frequent words aside', () => {
    expect(listedWords('Mr. John Smith', lists)).toEqual({ tokens: ['john', 'smith'], dropped: ['mr'] });
  });

  it('finds entries that punctuation splits into several words', () => {
    expect(listedWords('John Smith, Ph.D.', lists)).toEqual({ tokens: ['john', 'smith'], dropped: ['ph d'] });
    expect(listedWords('Bank of the United States', lists).tokens).toEqual([
      'bank',
      'of',
      'the',
      'united states',
    ]);
    expect(canonicalWord('united states', lists)).toBe(canonicalWord('u s a', lists));
  });

  it('keeps a value made only of frequent words, since they are all there is to compare', () => {
    expect(listedWords('Mr', lists)).toEqual({ tokens: ['mr'], dropped: [] });
  });

  it('leaves values alone when no list is in force', () => {
    expect(listedWords('Mr. John', buildWordLists())).toEqual({ tokens: ['mr', 'john'], dropped: [] });
  });
});
