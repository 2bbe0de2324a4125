import { describe, expect, it } from 'vitest';
import type { ScenarioDefinition, ScenarioFieldDefinition } from '../scenarios/scenario';
import { scenarioDifferences } from './scenario-differences';

const field = (name: string, extra: Partial<ScenarioFieldDefinition> = {}): ScenarioFieldDefinition => ({
  id: name,
  field: name,
  matchMethod: 'EQUAL',
  matchConfig: null,
  synonymList: null,
  frequentList: null,
  weight: 10,
  doNotIndex: false,
  indexGroups: [1],
  guard: false,
  identifier: false,
  ...extra,
});

const scenario = (extra: Partial<ScenarioDefinition> = {}): ScenarioDefinition => ({
  id: 's1',
  recordType: 'Lead',
  name: 'Lead Default',
  threshold: 80,
  minimumEvidence: 40,
  model: null,
  scoreMethod: 'SEARCH',
  onApi: true,
  onDataApi: true,
  onBatch: true,
  onSearch: true,
  onInsert: true,
  isHidden: false,
  fields: [field('LastName'), field('Email')],
  ...extra,
});

describe('what replacing a scenario changes', () => {
  it('is nothing for the same scenario', () => {
    expect(scenarioDifferences(scenario(), scenario())).toEqual([]);
  });

  it('names each setting of the scenario and of its fields that changes, before and after', () => {
    const next = scenario({
      threshold: 85,
      onInsert: false,
      fields: [
        field('LastName', { weight: 20, indexGroups: [1, 2] }),
        field('Phone', { matchMethod: 'PHONE' }),
      ],
    });
    expect(scenarioDifferences(scenario(), next)).toEqual([
      { field: null, setting: 'threshold', before: 80, after: 85 },
      { field: null, setting: 'onInsert', before: true, after: false },
      { field: 'LastName', setting: 'weight', before: 10, after: 20 },
      { field: 'LastName', setting: 'indexGroups', before: '1', after: '1, 2' },
      { field: 'Phone', setting: 'FIELD_ADDED', before: null, after: 'PHONE' },
      { field: 'Email', setting: 'FIELD_REMOVED', before: 'EQUAL', after: null },
    ]);
  });

  it('tells a field compared twice from its first comparison, and says when only the order changes', () => {
    const twice = scenario({ fields: [field('Email'), field('Email', { matchMethod: 'EMAIL' })] });
    const once = scenario({ fields: [field('Email')] });
    expect(scenarioDifferences(twice, once)).toEqual([
      { field: 'Email', setting: 'FIELD_REMOVED', before: 'EMAIL', after: null },
    ]);
    const swapped = scenario({ fields: [field('Email'), field('LastName')] });
    expect(scenarioDifferences(scenario(), swapped)).toEqual([
      { field: null, setting: 'FIELD_ORDER', before: 'LastName,Email', after: 'Email,LastName' },
    ]);
  });
});
