import { describe, expect, it } from 'vitest';
import type { ScenarioSettingChange } from '../../../contract/config-transfer';
import { settingChangeText } from './scenario-change-text';

const labels = new Map([
  ['Email', 'Email'],
  ['LastName', 'Last Name'],
]);
const text = (change: ScenarioSettingChange) =>
  settingChangeText(change, (field) => labels.get(field) ?? field);

describe('a scenario setting an import changes, in words', () => {
  it('says the scenario’s own settings before and after', () => {
    expect(text({ field: null, setting: 'threshold', before: 80, after: 85 })).toBe('threshold 80 → 85');
    expect(text({ field: null, setting: 'scoreMethod', before: 'SEARCH', after: 'PROBABILISTIC' })).toBe(
      'scored by Weighted mean → Probabilistic',
    );
    expect(text({ field: null, setting: 'onDataApi', before: true, after: false })).toBe(
      'no longer used for upserts',
    );
    expect(text({ field: null, setting: 'isHidden', before: false, after: true })).toBe(
      'hidden from the scenarios list',
    );
  });

  it('names fields by their labels and methods in words', () => {
    expect(text({ field: 'Email', setting: 'FIELD_ADDED', before: null, after: 'EMAIL' })).toBe(
      'Email added (Same e-mail address)',
    );
    expect(text({ field: 'LastName', setting: 'FIELD_REMOVED', before: 'FUZZY_PERSON', after: null })).toBe(
      'Last Name removed',
    );
    expect(text({ field: 'LastName', setting: 'matchMethod', before: 'EQUAL', after: 'FUZZY' })).toBe(
      'Last Name compared by Exactly equal → Similar text',
    );
    expect(text({ field: 'LastName', setting: 'weight', before: 10, after: 20 })).toBe(
      'Last Name weight 10 → 20',
    );
    expect(text({ field: 'Email', setting: 'synonymList', before: null, after: 'NICKNAMES' })).toBe(
      'Email synonyms none → NICKNAMES',
    );
  });
});
