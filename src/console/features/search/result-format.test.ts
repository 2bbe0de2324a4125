import { describe, expect, it } from 'vitest';
import type { ExplainedResult, ScenarioExplanation } from '../../../contract/explain';
import type { SObjectRecord } from '../../../contract/records';
import {
  fieldValue,
  formatSynonymMatch,
  recordEntries,
  evidenceText,
  formatBits,
  scenarioStatus,
  scoreValueText,
  sortResults,
  summariseInput,
} from './result-format';
import type { SearchField } from './search-fields';
import { formatValue, recordName } from '../../ui/record-text';

const lead = (fields: Record<string, unknown>): SObjectRecord => ({
  attributes: { type: 'Lead', url: `/services/data/v62.0/sobjects/Lead/${String(fields.Id)}` },
  ...fields,
});

const result = (score: number, fields: Record<string, unknown>): ExplainedResult => ({
  score,
  scenarioScores: [],
  objectData: lead(fields),
  explanation: [],
});

const textField = (name: string, label = name): SearchField => ({
  name,
  label,
  kind: 'text',
  options: [],
  referenceTo: [],
  relationshipName: null,
  scenarioNames: [],
});

describe('recordName', () => {
  it('prefers Name, then FirstName LastName, then the Id', () => {
    expect(recordName(lead({ Name: 'Acme Inc', FirstName: 'x' }))).toBe('Acme Inc');
    expect(recordName(lead({ FirstName: 'Jennifer', LastName: 'Turcotte' }))).toBe('Jennifer Turcotte');
    expect(recordName(lead({ FirstName: null, LastName: 'Turcotte' }))).toBe('Turcotte');
    expect(recordName(lead({ Id: '00QSt0000000002MAA', FirstName: '' }))).toBe('00QSt0000000002MAA');
  });
});

describe('formatValue and fieldValue', () => {
  it('writes booleans, numbers, lookups and nothing readably', () => {
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(false)).toBe('No');
    expect(formatValue(4267)).toBe('4,267');
    expect(formatValue(null)).toBe('');
    expect(formatValue(undefined)).toBe('');
    expect(formatValue({ attributes: {}, Id: '001St00000000AAIAY', Name: 'Hilll - Kutch' })).toBe(
      'Hilll - Kutch (001St00000000AAIAY)',
    );
  });

  it('shows a lookup field by the name of the record it points to when the result carries it', () => {
    const record = lead({
      AccountId: '001St00000000AAIAY',
      Account: { Id: '001St00000000AAIAY', Name: 'Hilll - Kutch' },
    });
    expect(fieldValue(record, { name: 'AccountId', relationshipName: 'Account' })).toBe('Hilll - Kutch');
    expect(
      fieldValue(lead({ AccountId: '001St00000000AAIAY' }), {
        name: 'AccountId',
        relationshipName: 'Account',
      }),
    ).toBe('001St00000000AAIAY');
  });
});

describe('breakdown wording', () => {
  it('spaces a synonym match like the chip reads it', () => {
    expect(formatSynonymMatch('jenny=jennifer')).toBe('jenny = jennifer');
    expect(formatSynonymMatch('ibm = international business machines')).toBe(
      'ibm = international business machines',
    );
    expect(formatSynonymMatch('odd')).toBe('odd');
  });

  it('states whether a scenario reached its threshold', () => {
    const verdict = (verdict: ScenarioExplanation['verdict'], threshold = 75) => ({
      verdict,
      threshold,
      comparedWeight: 20,
      requiredWeight: 48,
      fields: [{ field: 'FirstName', guardFired: verdict === 'GUARDED' }],
    });
    expect(scenarioStatus(verdict('DUPLICATE'))).toBe('reached threshold 75');
    expect(scenarioStatus(verdict('BELOW_THRESHOLD', 90))).toBe('below threshold 90');
    expect(scenarioStatus(verdict('NOT_ENOUGH_EVIDENCE'))).toBe(
      'not enough evidence: 20 of the 48 weight needed was compared',
    );
    expect(scenarioStatus({ ...verdict('NOT_ENOUGH_EVIDENCE'), comparedWeight: 0 })).toBe(
      'not enough evidence: none of its weighted fields is filled on both sides',
    );
    expect(scenarioStatus(verdict('GUARDED'), new Map([['FirstName', 'First Name']]))).toBe(
      'held apart: First Name clearly differs, so these are different people',
    );
    expect(scoreValueText(96, verdict('DUPLICATE'))).toBe('96 of 100, reached threshold 75');
    expect(scoreValueText(40)).toBe('40 of 100');
  });

  it('signs a weight of evidence', () => {
    expect(formatBits(6.24)).toBe('+6.2 bits');
    expect(formatBits(-3.06)).toBe('−3.1 bits');
    expect(formatBits(0.01)).toBe('0.0 bits');
  });

  it('says how each field counted', () => {
    const field = (evidence: 'COMPARED' | 'WEAK' | 'MISSING', countedWeight: number, termFrequency = 1) => ({
      evidence,
      weight: 20,
      countedWeight,
      termFrequency,
    });
    expect(evidenceText(field('COMPARED', 20))).toBe('20');
    expect(evidenceText(field('COMPARED', 20, 0.618))).toBe('20 × 0.62 (common value)');
    expect(evidenceText(field('WEAK', 5))).toBe('5 of 20 (placeholder)');
    expect(evidenceText(field('MISSING', 0))).toBe('0 of 20 (empty)');
  });

  it('summarises the search values with their labels', () => {
    const fields = [textField('FirstName', 'First Name'), textField('Email')];
    expect(summariseInput({ FirstName: 'Jenny', Email: 'j@x.com', Other: null }, fields)).toBe(
      'First Name “Jenny”, Email “j@x.com”',
    );
  });
});

describe('sortResults', () => {
  const results = [
    result(80, { Id: 'a', FirstName: 'Zoe', Company: 'Beta' }),
    result(96, { Id: 'b', FirstName: 'Jennifer', LastName: 'Turcotte', Company: null }),
    result(96, { Id: 'c', FirstName: 'Jennifer', LastName: 'Aufderhar', Company: 'Acme' }),
  ];
  const ids = (sorted: ExplainedResult[]) => sorted.map((r) => r.objectData.Id);

  it('puts the best score first and breaks ties by name', () => {
    expect(ids(sortResults(results, { key: 'score', direction: 'desc' }))).toEqual(['c', 'b', 'a']);
    expect(ids(sortResults(results, { key: 'score', direction: 'asc' }))).toEqual(['a', 'c', 'b']);
  });

  it('sorts by name either way', () => {
    expect(ids(sortResults(results, { key: 'name', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(ids(sortResults(results, { key: 'name', direction: 'desc' }))).toEqual(['a', 'b', 'c']);
  });

  it('sorts by a key column with empty values last in both directions', () => {
    const fields = [textField('Company')];
    expect(ids(sortResults(results, { key: 'field:Company', direction: 'asc' }, fields))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(ids(sortResults(results, { key: 'field:Company', direction: 'desc' }, fields))).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('does not change the given array', () => {
    const copy = [...results];
    sortResults(results, { key: 'name', direction: 'asc' });
    expect(results).toEqual(copy);
  });
});

describe('recordEntries', () => {
  it('lists every field but attributes in describe order with describe labels, unknown ones last', () => {
    const record = lead({
      Id: '003St000000001JIAQ',
      Extra__c: 'x',
      LastName: 'Deckow-Orn',
      AccountId: '001St00000000AAIAY',
      Account: { attributes: {}, Id: '001St00000000AAIAY', Name: 'Hilll - Kutch' },
      FirstName: 'Jennifer',
    });
    const describe = [
      { name: 'Id', label: 'Record ID' },
      { name: 'FirstName', label: 'First Name' },
      { name: 'LastName', label: 'Last Name' },
      { name: 'AccountId', label: 'Account ID' },
    ];
    expect(recordEntries(record, describe)).toEqual([
      { name: 'Id', label: 'Record ID', value: '003St000000001JIAQ' },
      { name: 'FirstName', label: 'First Name', value: 'Jennifer' },
      { name: 'LastName', label: 'Last Name', value: 'Deckow-Orn' },
      { name: 'AccountId', label: 'Account ID', value: '001St00000000AAIAY' },
      { name: 'Account', label: 'Account', value: 'Hilll - Kutch (001St00000000AAIAY)' },
      { name: 'Extra__c', label: 'Extra__c', value: 'x' },
    ]);
  });
});
