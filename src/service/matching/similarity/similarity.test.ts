import { describe, expect, it } from 'vitest';
import { jaro, jaroWinkler } from './jaro-winkler';
import { editDistance, editDistanceWithin, editSimilarity, editSimilarityAtLeast } from './levenshtein';

describe('jaroWinkler', () => {
  it.each([
    ['martha', 'marhta', 0.961],
    ['dixon', 'dicksonx', 0.813],
    ['jellyfish', 'smellyfish', 0.896],
    ['jennifer', 'jenniffer', 0.978],
  ])('scores %s / %s as the published reference %f', (a, b, expected) => {
    expect(jaroWinkler(a, b)).toBeCloseTo(expected, 3);
  });

  it('is 1 for equal strings and 0 when nothing matches', () => {
    expect(jaroWinkler('smith', 'smith')).toBe(1);
    expect(jaroWinkler('', '')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('abc', '')).toBe(0);
  });

  it('is symmetric and rewards a shared beginning over plain Jaro', () => {
    expect(jaroWinkler('marhta', 'martha')).toBeCloseTo(jaroWinkler('martha', 'marhta'), 10);
    expect(jaroWinkler('martha', 'marhta')).toBeGreaterThan(jaro('martha', 'marhta'));
  });

  it('handles strings longer than its reusable buffers', () => {
    const long = 'a'.repeat(300) + 'b';
    expect(jaroWinkler(long, 'a'.repeat(301))).toBeGreaterThan(0.99);
  });
});

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['kitten', 'sitting', 3],
    ['jenifer', 'jennifer', 1],
    ['tom', 'tmo', 1],
    ['ca', 'abc', 3],
    ['', 'abc', 3],
    ['same', 'same', 0],
  ])('%s → %s takes %i edits', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });

  it('grows its buffers for long strings', () => {
    expect(editDistance('x'.repeat(500), 'x'.repeat(499) + 'y')).toBe(1);
  });

  it('turns the distance into a similarity over the longer length', () => {
    expect(editSimilarity('jenifer', 'jennifer')).toBeCloseTo(7 / 8);
    expect(editSimilarity('', '')).toBe(1);
    expect(editSimilarity('abc', 'xyz')).toBe(0);
  });
});

describe('editDistanceWithin', () => {
  it('is the edit distance up to the limit, and the limit + 1 beyond it', () => {
    let state = 7;
    const letter = () => 'abc'[(state = (Math.imul(state, 1103515245) + 12345) >>> 0) % 3]!;
    const word = () => Array.from({ length: (state >>> 7) % 9 }, letter).join('');
    for (let n = 0; n < 3000; n++) {
      const [a, b, limit] = [word(), word(), (state >>> 3) % 4];
      expect(editDistanceWithin(a, b, limit)).toBe(Math.min(editDistance(a, b), limit + 1));
    }
  });

  it('counts swapped neighbours as one edit', () => {
    expect(editDistanceWithin('jenifer', 'jennifer', 1)).toBe(1);
    expect(editDistanceWithin('tmo', 'tom', 1)).toBe(1);
    expect(editDistanceWithin('gmial.com', 'gmail.com', 2)).toBe(1);
  });
});

describe('editSimilarityAtLeast', () => {
  it('is the edit similarity when it reaches the minimum, and 0 below it', () => {
    for (const [a, b] of [
      ['springfield', 'springdale'],
      ['berlin', 'bern'],
      ['amsterdam', 'amsterdm'],
      ['acme', 'acne'],
      ['abcdefghij', 'abcdefgh'],
    ] as const) {
      for (const minimum of [0.5, 0.6, 0.7, 0.8, 0.9]) {
        const exact = editSimilarity(a, b);
        expect(editSimilarityAtLeast(a, b, minimum)).toBeCloseTo(exact >= minimum - 1e-12 ? exact : 0, 12);
      }
    }
  });
});
