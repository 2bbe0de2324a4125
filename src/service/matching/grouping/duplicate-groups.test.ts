import { describe, expect, it } from 'vitest';
import { groupDuplicates, type FoundPair } from './duplicate-groups';

const match = (a: string, b: string, score: number): FoundPair => ({ a, b, score, kind: 'MATCH' });

describe('groupDuplicates', () => {
  it('groups records connected by duplicate pairs, with their count and scores', () => {
    const groups = groupDuplicates([match('a', 'b', 90), match('c', 'b', 80), match('x', 'y', 100)]);
    expect(groups).toEqual([
      {
        records: ['a', 'b', 'c'],
        pairs: [
          { a: 'a', b: 'b', score: 90 },
          { a: 'b', b: 'c', score: 80 },
        ],
        minScore: 80,
        maxScore: 90,
        averageScore: 85,
      },
      {
        records: ['x', 'y'],
        pairs: [{ a: 'x', b: 'y', score: 100 }],
        minScore: 100,
        maxScore: 100,
        averageScore: 100,
      },
    ]);
  });

  it('counts a pair found from both sides once, at its best score', () => {
    const [group] = groupDuplicates([match('a', 'b', 80), match('b', 'a', 84)]);
    expect(group!.pairs).toEqual([{ a: 'a', b: 'b', score: 84 }]);
  });

  it('never chains two people a guard held apart through a record that fits both', () => {
    // Father f and his copy f2, junior j and his copy j2; u (no birth date) matches f2 and j weakly.
    const groups = groupDuplicates([
      match('f', 'f2', 98),
      match('j', 'j2', 97),
      match('u', 'f2', 80),
      match('u', 'j', 79),
      { a: 'f', b: 'j', score: 90, kind: 'APART' },
    ]);
    expect(groups.map((group) => group.records)).toEqual([
      ['f', 'f2', 'u'],
      ['j', 'j2'],
    ]);
    expect(groups[1]!.pairs).toEqual([{ a: 'j', b: 'j2', score: 97 }]);
  });

  it('connects nothing through a pair either side found ambiguous', () => {
    const groups = groupDuplicates([
      match('f', 'u', 95),
      { a: 'u', b: 'f', score: 95, kind: 'AMBIGUOUS' },
      match('f', 'f2', 99),
    ]);
    expect(groups.map((group) => group.records)).toEqual([['f', 'f2']]);
  });

  it('gives the same groups whatever the order of the pairs', () => {
    const pairs = [
      match('a', 'b', 90),
      match('b', 'c', 90),
      match('c', 'd', 70),
      { a: 'a', b: 'd', score: 0, kind: 'APART' as const },
    ];
    const forward = groupDuplicates(pairs);
    expect(groupDuplicates([...pairs].reverse())).toEqual(forward);
    expect(forward.map((group) => group.records)).toEqual([['a', 'b', 'c']]);
  });

  it('answers no group for no pairs', () => {
    expect(groupDuplicates([])).toEqual([]);
  });
});
