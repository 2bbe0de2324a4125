import { describe, expect, it } from 'vitest';
import type { ScenarioPlan } from '../matching/scoring/score-scenario';
import { CandidateScoring, findDuplicates, prepareSearch } from './find-duplicates';
import { fieldPlan, indexTestOptions as options } from './field-plan.fixture';
import { indexLayout } from './index-layout';
import { recordEntry } from './record-entry';
import { TypeIndex } from './type-index';

const field = fieldPlan;
const person: ScenarioPlan = {
  scenarioId: 'person',
  scenarioName: 'Person',
  threshold: 80,
  minimumEvidence: 40,
  model: null,
  searchBoundary: null,
  fields: [
    field('FirstName', 'FUZZY_PERSON', 20, [1]),
    field('LastName', 'FUZZY_PERSON', 30, [1, 2]),
    field('Email', 'EMAIL', 50, [3]),
    field('City', 'CITY', 10, []),
  ],
};
const layout = indexLayout('Person', [person]);

function indexOf(records: Record<string, Record<string, string>>): TypeIndex {
  const index = new TypeIndex(layout);
  for (const [id, values] of Object.entries(records)) index.put(id, recordEntry(layout, values));
  return index;
}

const search = (index: TypeIndex, values: Record<string, string>, patience = 30) =>
  findDuplicates(index, prepareSearch([person], values, 'query'), { cap: 500, patience }).map(
    ({ id, score }) => [id, score],
  );

const jane = { FirstName: 'Jane', LastName: 'Doe', Email: 'jane.doe@example.com', City: 'Boston' };

describe('the match index of a record type', () => {
  it('finds a record by the keys it shares and scores it as the scenario does', () => {
    const index = indexOf({ a: jane, b: { FirstName: 'John', LastName: 'Smith', Email: 'js@example.com' } });
    expect(search(index, { FirstName: 'Jane', LastName: 'Doe', Email: 'jane.doe@example.com' })).toEqual([
      ['a', 100],
    ]);
    expect(
      search(index, { FirstName: 'Jayne', LastName: 'Doe', Email: 'JANE.DOE@example.com' })[0]?.[0],
    ).toBe('a');
  });

  it('replaces a record: its old keys find it no longer, its new ones do', () => {
    const index = indexOf({ a: jane });
    index.put('a', recordEntry(layout, { FirstName: 'Mary', LastName: 'Major', Email: 'mary@example.org' }));
    expect(index.size).toBe(1);
    expect(search(index, jane)).toEqual([]);
    expect(search(index, { FirstName: 'Mary', LastName: 'Major', Email: 'mary@example.org' })).toEqual([
      ['a', 100],
    ]);
  });

  it('forgets a deleted record', () => {
    const index = indexOf({ a: jane, b: { ...jane, City: 'Cambridge' } });
    index.delete('a');
    expect(index.size).toBe(1);
    expect(index.ordinalOf('a')).toBe(-1);
    expect(search(index, jane).map(([id]) => id)).toEqual(['b']);
  });

  it('ranks the records sharing the rarest keys first', () => {
    // Many Does in Boston share the surname; one shares the e-mail address as well.
    const records: Record<string, Record<string, string>> = { match: { ...jane, FirstName: 'J' } };
    for (let i = 0; i < 50; i++)
      records[`doe${String(i).padStart(2, '0')}`] = {
        FirstName: 'Jane',
        LastName: 'Doe',
        Email: `d${i}@example.com`,
      };
    const index = indexOf(records);
    const ranked = index.rank(prepareSearch([person], jane, 'query').keys);
    expect(index.idOf(ranked.next())).toBe('match');
  });

  it('ranks every record a large budget reads, the rarer key first, ties in the order they were indexed', () => {
    // More records than the ranking's first table holds: it grows, keeping their weights and order.
    const records: Record<string, Record<string, string>> = { match: { ...jane, FirstName: 'J' } };
    for (let i = 0; i < 1500; i++)
      records[`doe${String(i).padStart(4, '0')}`] = { LastName: 'Doe', Email: `d${i}@example.com` };
    const index = indexOf(records);
    const ranked = index.rank(prepareSearch([person], jane, 'query').keys, 5000);
    expect(ranked.remaining).toBe(1501);
    const order = Array.from({ length: 1501 }, () => index.idOf(ranked.next()));
    expect(order[0]).toBe('match');
    expect(order.slice(1)).toEqual(Object.keys(records).slice(1).sort());
  });

  it('stops after a run of candidates that reach nothing, a match starting the count again', () => {
    const records: Record<string, Record<string, string>> = { match: jane };
    for (let i = 0; i < 10; i++)
      records[`miss${i}`] = { FirstName: 'Zed', LastName: `Quux${i}`, Email: `q${i}@example.org` };
    const index = indexOf(records);
    const scoring = new CandidateScoring(index, prepareSearch([person], jane, 'query'), {
      cap: 500,
      patience: 3,
    });
    const misses = Array.from({ length: 10 }, (_, i) => index.ordinalOf(`miss${i}`));
    for (const ordinal of misses.slice(0, 2)) scoring.score(ordinal);
    scoring.score(index.ordinalOf('match'));
    for (const ordinal of misses.slice(2, 4)) scoring.score(ordinal);
    expect(scoring.wanted).toBe(true);
    scoring.score(misses[4]!);
    expect(scoring.wanted).toBe(false);
    expect(scoring.duplicates().map(({ id }) => id)).toEqual(['match']);
  });

  it('stops at the cap however many candidates match', () => {
    const index = indexOf({ a: jane, b: jane, c: jane });
    const scoring = new CandidateScoring(index, prepareSearch([person], jane, 'query'), {
      cap: 2,
      patience: 30,
    });
    scoring.score(index.ordinalOf('a'));
    scoring.score(index.ordinalOf('b'));
    expect(scoring.wanted).toBe(false);
  });
});

describe('the term frequencies of a record type', () => {
  const lastName = person.fields.find((field) => field.field === 'LastName')!;
  const doe = lastName.method.prepare('Doe', options);
  const doeFactor = (index: TypeIndex) => index.frequencies.factor(lastName, doe, doe);

  it('follow every record put, replaced and deleted, as if built afresh', () => {
    const records: Record<string, Record<string, string>> = {};
    for (let i = 0; i < 1200; i++) {
      records[`p${i}`] = { FirstName: 'Ann', LastName: i < 300 ? 'Doe' : `Unique${i.toString(36)}q` };
    }
    const index = indexOf(records);
    const unique = lastName.method.prepare('Unique' + (500).toString(36) + 'q', options);
    expect(index.frequencies.factor(lastName, unique, unique)).toBe(1);
    expect(doeFactor(index)).toBeLessThan(1);

    for (let i = 0; i < 100; i++) index.delete(`p${i}`);
    for (let i = 100; i < 150; i++) index.put(`p${i}`, recordEntry(layout, { LastName: `Other${i}q` }));
    const rest = Object.fromEntries(
      Object.entries(records)
        .filter(([id]) => Number(id.slice(1)) >= 100)
        .map(([id, values]) => [
          id,
          Number(id.slice(1)) < 150 ? { LastName: `Other${id.slice(1)}q` } : values,
        ]),
    );
    expect(doeFactor(index)).toBeCloseTo(doeFactor(indexOf(rest)), 12);

    // Every Doe renamed: Doe is then no commoner than any other name.
    for (let i = 150; i < 300; i++) index.put(`p${i}`, recordEntry(layout, { LastName: `Other${i}q` }));
    expect(doeFactor(index)).toBe(1);
  });
});
