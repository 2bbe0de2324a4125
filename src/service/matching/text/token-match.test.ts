import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS } from '../match-method';
import { editSimilarity } from '../similarity/levenshtein';
import { buildWordLists } from '../word-lists/word-list-index';
import { matchTokens, type WordSimilarity } from './token-match';

const nothingAlike: WordSimilarity = () => 0;
const match = (
  input: string[],
  candidate: string[],
  extraWordWeight = 1,
  similarity: WordSimilarity = editSimilarity,
) => matchTokens(input, candidate, NO_WORD_LISTS, similarity, { extraWordWeight });

describe('matchTokens', () => {
  it('pairs words in any order', () => {
    expect(match(['sten', 'ebenau'], ['ebenau', 'sten'], 1, nothingAlike).score).toBe(1);
  });

  it('weights each pair by the length of its words, so a long word counts more than an initial', () => {
    // (2 + 2) × 1 for "ab", (6 + 6) × 5/6 for the typo: 14 / 16.
    expect(match(['ab', 'cdefgh'], ['ab', 'cdefgx']).score).toBeCloseTo(14 / 16);
    expect(match(['a', 'bcdefg'], ['x', 'bcdefg']).score).toBeCloseTo(12 / 14);
  });

  it('takes the best pair first, each word once', () => {
    expect(match(['jon', 'john'], ['john']).score).toBeCloseTo(8 / 11);
  });

  it('charges words without a partner by the extra word weight', () => {
    expect(match(['garcia', 'lopez'], ['garcia']).score).toBeCloseTo(12 / 17);
    expect(match(['garcia', 'lopez'], ['garcia'], 0.5).score).toBeCloseTo(12 / 14.5);
    expect(match(['garcia'], ['garcia', 'lopez'], 0).score).toBe(1);
  });

  it('scores nothing when either side has no words', () => {
    expect(match([], ['john']).score).toBe(0);
    expect(match(['john'], []).score).toBe(0);
  });

  it('passes the positions of the words, for what a method prepared per word', () => {
    const sounds = [['JN'], ['JN', 'X']];
    const bySound: WordSimilarity = (_a, _b, i, j) => (sounds[0]![i] === sounds[1]![j] ? 0.9 : 0);
    expect(match(['jon'], ['john', 'x'], 0, bySound).score).toBeCloseTo(0.9);
  });

  describe('with synonyms', () => {
    const lists = buildWordLists([], [['Robert', 'Bob']]);

    it('scores words of one group as equal and reports them as input=candidate', () => {
      expect(
        matchTokens(['bob', 'smith'], ['smith', 'robert'], lists, nothingAlike, { extraWordWeight: 1 }),
      ).toEqual({ score: 1, synonymMatches: ['bob=robert'] });
    });

    it('prefers the identical word to a synonym', () => {
      const result = matchTokens(['bob', 'robert'], ['robert'], lists, nothingAlike, { extraWordWeight: 0 });
      expect(result).toEqual({ score: 1, synonymMatches: [] });
    });
  });
});
