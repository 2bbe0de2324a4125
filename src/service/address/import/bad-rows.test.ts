import { describe, expect, it } from 'vitest';
import { BadRows, LISTED_BAD_ROWS, problemKind } from './bad-rows';

describe('bad rows', () => {
  it.each([
    ['house number "2,4" is not a house number', 'house number "…" is not a house number'],
    ['latitude 95.5 is out of range', 'latitude … is out of range'],
    ['row has 4 fields, the header 5', 'row has … fields, the header …'],
    ['street "A1" has no letters or digits', 'street "…" has no letters or digits'],
    ['street is empty', 'street is empty'],
  ])('kind of %j', (problem, kind) => {
    expect(problemKind(problem)).toBe(kind);
  });

  it('counts every bad row per kind and lists the first ones with their line', () => {
    const bad = new BadRows();
    for (let line = 2; line < 2 + LISTED_BAD_ROWS + 5; line++)
      bad.add(line, `house number "x${line}" is not a house number`);
    bad.add(100, 'street is empty');
    expect(bad.total).toBe(LISTED_BAD_ROWS + 6);
    expect([...bad.byKind]).toEqual([
      ['house number "…" is not a house number', LISTED_BAD_ROWS + 5],
      ['street is empty', 1],
    ]);
    expect(bad.listed).toHaveLength(LISTED_BAD_ROWS);
    expect(bad.listed[0]).toEqual({ line: 2, problem: 'house number "x2" is not a house number' });
  });
});
