import { describe, expect, it } from 'vitest';
import type { MatchModel } from '../matching/probabilistic/match-model';
import { modelKept, resolvedScenario, type NewScenario, type ScenarioDefinition } from './scenario';

const model: MatchModel = {
  prior: 0.001,
  fields: [
    { field: 'FirstName', m: [0.1, 0, 0, 0, 0.9], u: [0.9, 0, 0, 0, 0.1] },
    { field: 'Email', m: [0.1, 0, 0, 0, 0.9], u: [0.99, 0, 0, 0, 0.01] },
  ],
  trainedAt: '2026-11-29T00:00:00.000Z',
  randomPairs: 20_000,
  blockedPairs: 5_000,
  records: 1_000,
  searchBoundary: 58,
};

/** A Lead scenario as an admin writes it: a guarded given name (by default) and an e-mail. */
const written: NewScenario = {
  recordType: 'Lead',
  name: 'Lead Names',
  threshold: 70,
  scoreMethod: 'SEARCH',
  onApi: true,
  onDataApi: true,
  onBatch: true,
  onSearch: true,
  onInsert: false,
  isHidden: false,
  fields: [
    {
      field: 'FirstName',
      matchMethod: 'FUZZY_PERSON',
      matchConfig: null,
      synonymList: 'NICKNAMES',
      frequentList: 'NAME',
      weight: 40,
      doNotIndex: false,
      indexGroups: [1],
    },
    {
      field: 'Email',
      matchMethod: 'EMAIL',
      matchConfig: null,
      synonymList: null,
      frequentList: null,
      weight: 60,
      doNotIndex: false,
      indexGroups: [2],
    },
  ],
};

const stored: ScenarioDefinition = { ...resolvedScenario(written, 'a0S000000000001'), model };

const withField = (i: number, change: Partial<NewScenario['fields'][number]>): NewScenario => ({
  ...written,
  fields: written.fields.map((field, j) => (i === j ? { ...field, ...change } : field)),
});

describe('modelKept', () => {
  it('keeps the model through a change of name, threshold, score method, use or index groups', () => {
    const replacement: NewScenario = {
      ...withField(1, { indexGroups: [2, 3] }),
      name: 'Lead Names (renamed)',
      threshold: 85,
      scoreMethod: 'PROBABILISTIC',
      onInsert: true,
    };
    expect(modelKept(stored, replacement)).toBe(model);
  });

  it('keeps it when a guard left out resolves to the default the stored field has', () => {
    expect(stored.fields[0]!.guard).toBe(true);
    expect(modelKept(stored, withField(0, { guard: undefined }))).toBe(model);
  });

  it.each<[string, NewScenario]>([
    ['a weight', withField(1, { weight: 30 })],
    ['a guard', withField(0, { guard: false })],
    ['an identifier', withField(1, { identifier: true })],
    ['a match method', withField(0, { matchMethod: 'FUZZY' })],
    ['a synonym list', withField(0, { synonymList: null })],
    ['the minimum evidence', { ...written, minimumEvidence: 60 }],
    ['the fields’ order', { ...written, fields: [...written.fields].reverse() }],
    ['the fields’ number', { ...written, fields: [...written.fields, written.fields[1]!] }],
  ])('drops it when %s changes: it was learned from the comparisons', (_, replacement) => {
    expect(modelKept(stored, replacement)).toBeNull();
  });
});
