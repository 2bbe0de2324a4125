import { describe, expect, it } from 'vitest';
import { jaro, jaroWinkler } from './jaro-winkler';
import { editDistance, editSimilarity } from './levenshtein';

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
