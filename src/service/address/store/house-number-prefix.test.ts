import { describe, expect, it } from 'vitest';
import { numbersStartingWith } from './house-number-prefix';

const holds = (ranges: [number, number][], number: number) =>
  ranges.some(([from, to]) => from <= number && number <= to);

describe('numbersStartingWith', () => {
  it('covers the number and every longer number its digits begin, up to six digits', () => {
    expect(numbersStartingWith(19)).toEqual([
      [19, 19],
      [190, 199],
      [1900, 1999],
      [19000, 19999],
      [190000, 199999],
    ]);
  });

  it('holds exactly the numbers whose written digits begin with the typed ones', () => {
    const ranges = numbersStartingWith(22);
    for (let number = 0; number <= 3000; number++)
      expect(holds(ranges, number)).toBe(String(number).startsWith('22'));
  });

  it('reads 0 as the number 0 alone, since no house number is written with a leading zero', () => {
    expect(numbersStartingWith(0)).toEqual([[0, 0]]);
  });

  it('has nothing for a number longer than any house number', () => {
    expect(numbersStartingWith(1_000_000)).toEqual([]);
    expect(numbersStartingWith(999_999)).toEqual([[999_999, 999_999]]);
  });
});
