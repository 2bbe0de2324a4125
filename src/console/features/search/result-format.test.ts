import { describe, expect, it } from 'vitest';
import type { ExplainedResult } from '../../../contract/explain';
import type { SObjectRecord } from '../../../contract/records';
import { fieldValue, sortResults, summariseInput } from './result-format';
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

describe('summariseInput', () => {
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
