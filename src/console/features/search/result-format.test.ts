import { describe, expect, it } from 'vitest';
import type { ExplainedResult, ScenarioExplanation } from '../../../contract/explain';
import type { SObjectRecord } from '../../../contract/records';
import {
  fieldValue,
  keyFieldLabel,
  scenarioColumns,
  scenarioShortName,
  scenarioShortStatus,
  sortResults,
  summariseInput,
} from './result-format';
import type { SearchField, SearchFieldKind } from './search-fields';
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

/** A scenario's verdict on a match, with only what the table reads of it. */
const scored = (scenarioId: string, scenarioScore: number, threshold = 75) =>
  ({ scenarioId, scenarioName: `Lead ${scenarioId}`, scenarioScore, threshold }) as ScenarioExplanation;

const textField = (name: string, label = name, kind: SearchFieldKind = 'text'): SearchField => ({
  name,
  label,
  kind,
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
    const account = { ...textField('AccountId', 'Account ID', 'reference'), relationshipName: 'Account' };
    expect(fieldValue(record, account)).toBe('Hilll - Kutch');
    expect(fieldValue(lead({ AccountId: '001St00000000AAIAY' }), account)).toBe('001St00000000AAIAY');
    expect(keyFieldLabel(account)).toBe('Account');
    expect(keyFieldLabel(textField('Email'))).toBe('Email');
  });

  it('formats dates and times as people read them, and leaves text that is no date alone', () => {
    const record = lead({ Birthdate: '1984-03-05', LastSeen: '2026-11-22T07:25:00Z', Note: '1984-03-05' });
    expect(fieldValue(record, textField('Birthdate', 'Birthdate', 'date'))).toBe('5 Mar 1984');
    expect(fieldValue(record, textField('LastSeen', 'Last Seen', 'datetime'))).toMatch(
      /^22 Nov 2026, \d\d:\d\d$/,
    );
    expect(fieldValue(record, textField('Note'))).toBe('1984-03-05');
    expect(fieldValue(lead({ Birthdate: 'unknown' }), textField('Birthdate', 'Birthdate', 'date'))).toBe(
      'unknown',
    );
  });
});

describe('scenario chips', () => {
  it('leaves out the record type a scenario is named after', () => {
    expect(scenarioShortName('Lead Email and Phone', 'Lead')).toBe('Email and Phone');
    expect(scenarioShortName('Leads Default', 'Lead')).toBe('Leads Default');
    expect(scenarioShortName('Lead', 'Lead')).toBe('Lead');
    expect(scenarioShortName('Company match', 'Account')).toBe('Company match');
  });

  it('makes a column of each scenario that scored a match, once, in the order they were explained', () => {
    const results = [
      { ...result(96, { Id: 'a' }), explanation: [scored('Default', 96), scored('Phone', 0, 90)] },
      { ...result(80, { Id: 'b' }), explanation: [scored('Default', 80), scored('Address', 80, 80)] },
    ];
    expect(scenarioColumns(results)).toEqual([
      { scenarioId: 'Default', scenarioName: 'Lead Default', threshold: 75 },
      { scenarioId: 'Phone', scenarioName: 'Lead Phone', threshold: 90 },
      { scenarioId: 'Address', scenarioName: 'Lead Address', threshold: 80 },
    ]);
    expect(scenarioColumns([])).toEqual([]);
  });

  it('says in a few words why a scenario did not take a match', () => {
    const status = (verdict: Parameters<typeof scenarioShortStatus>[0]['verdict']) =>
      scenarioShortStatus({ verdict, threshold: 90 });
    expect(status('DUPLICATE')).toBe('');
    expect(status('BELOW_THRESHOLD')).toBe('below 90');
    expect(status('NOT_ENOUGH_EVIDENCE')).toBe('no verdict');
    expect(status('GUARDED')).toBe('held apart');
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

  it('sorts numbers and dates by their value, not by how they read', () => {
    const dated = [
      result(90, { Id: 'a', Employees: 999, Birthdate: '1990-01-05' }),
      result(90, { Id: 'b', Employees: 1500, Birthdate: '1984-12-24' }),
      result(90, { Id: 'c', Employees: null, Birthdate: null }),
    ];
    const fields = [
      textField('Employees', 'Employees', 'number'),
      textField('Birthdate', 'Birthdate', 'date'),
    ];
    expect(ids(sortResults(dated, { key: 'field:Employees', direction: 'asc' }, fields))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(ids(sortResults(dated, { key: 'field:Birthdate', direction: 'asc' }, fields))).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(ids(sortResults(dated, { key: 'field:Birthdate', direction: 'desc' }, fields))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('sorts by the score of a scenario, highest first, a match it did not score last', () => {
    const scenarioResults = [
      { ...result(96, { Id: 'a', FirstName: 'Ann' }), explanation: [scored('Phone', 40)] },
      { ...result(90, { Id: 'b', FirstName: 'Bea' }), explanation: [scored('Phone', 95)] },
      { ...result(99, { Id: 'c', FirstName: 'Cid' }), explanation: [] },
    ];
    expect(ids(sortResults(scenarioResults, { key: 'scenario:Phone', direction: 'desc' }))).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(ids(sortResults(scenarioResults, { key: 'scenario:Phone', direction: 'asc' }))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('does not change the given array', () => {
    const copy = [...results];
    sortResults(results, { key: 'name', direction: 'asc' });
    expect(results).toEqual(copy);
  });
});
