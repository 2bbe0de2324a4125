import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../match-method';
import { emailMethod } from '../methods/email';
import { fuzzyPersonMethod } from '../methods/fuzzy-person';
import { scoreValuePair } from './record-pair';
import type { ScenarioPlan } from './score-scenario';
import { Shared } from '../probabilistic/match-model';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };

const plan: ScenarioPlan = {
  scenarioId: 'draft',
  scenarioName: 'Draft',
  threshold: 80,
  minimumEvidence: 40,
  model: null,
  searchBoundary: null,
  fields: [
    { field: 'FirstName', method: fuzzyPersonMethod, guard: true, weight: 30 },
    { field: 'Email', method: emailMethod, guard: false, weight: 70 },
  ].map(({ field, method, guard, weight }) => ({
    scenarioFieldId: field,
    field,
    preparation: method.method,
    form: `${field}:${method.method}`,
    weight,
    guard,
    identifier: false,
    shared: method.shared ? Shared.place : Shared.no,
    indexGroups: [1],
    method,
    options,
  })),
};

describe('scoreValuePair', () => {
  it('scores two records alike as decisive', () => {
    expect(
      scoreValuePair(
        plan,
        { FirstName: 'Jennifer', Email: 'j.smith@example.com' },
        { FirstName: 'Jenifer', Email: 'j.smith@example.com' },
      ),
    ).toEqual({ score: expect.any(Number), decisive: true });
  });

  it('says a pair a guard holds apart is not decided by its score', () => {
    const pair = scoreValuePair(
      plan,
      { FirstName: 'Jennifer', Email: 'family@example.com' },
      { FirstName: 'Robert', Email: 'family@example.com' },
    );
    expect(pair.decisive).toBe(false);
  });

  it('says records that share too little are not decided', () => {
    expect(scoreValuePair(plan, { FirstName: 'Jennifer' }, { Email: 'x@example.com' }).decisive).toBe(false);
  });
});
