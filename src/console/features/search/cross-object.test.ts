import { describe, expect, it } from 'vitest';
import type { ExplainedResult, FieldExplanation, ScenarioExplanation } from '../../../contract/explain';
import type { SObjectSummary } from '../../../contract/sobjects';
import { carriedOverValues, searchAnnouncement, splitExplainOutput, typeLabels } from './cross-object';

const result = (type: string, id: string, explanation: ScenarioExplanation[] = []): ExplainedResult => ({
  score: 100,
  scenarioScores: [],
  objectData: { attributes: { type, url: `/services/data/v62.0/sobjects/${type}/${id}` }, Id: id },
  explanation,
});

const field = (name: string, value: string | null): FieldExplanation => ({
  field: name,
  matchMethod: 'EQUAL',
  weight: 10,
  evidence: 'COMPARED',
  countedWeight: 10,
  termFrequency: 1,
  bits: null,
  score: 100,
  guard: false,
  guardFired: false,
  input: { value, normalised: value ?? '', droppedWords: [] },
  candidateField: name,
  candidate: { value, normalised: value ?? '', droppedWords: [] },
  synonymMatches: [],
});

const scenario = (name: string, fields: FieldExplanation[]): ScenarioExplanation => ({
  scenarioId: `a0B${name}`,
  scenarioName: name,
  scenarioScore: 100,
  threshold: 75,
  scoreMethod: 'SEARCH',
  weightedMean: 100,
  calibrated: false,
  reached: true,
  verdict: 'DUPLICATE',
  comparedWeight: fields.length * 10,
  requiredWeight: 0,
  fields,
});

describe('splitExplainOutput', () => {
  it("keeps the searched type's results apart from the other types' groups, in the service's order", () => {
    const lead = result('Lead', '00QSt0000000001');
    const account = result('Account', '001St0000000001');
    const contacts = [result('Contact', '003St0000000001'), result('Contact', '003St0000000002')];
    expect(splitExplainOutput({ '00Q': [lead], '001': [account], '003': contacts }, '00Q')).toEqual({
      results: [lead],
      others: [
        { prefix: '001', objectName: 'Account', results: [account] },
        { prefix: '003', objectName: 'Contact', results: contacts },
      ],
    });
  });

  it('keeps the other types when the searched type found nothing', () => {
    const account = result('Account', '001St0000000001');
    const answer = splitExplainOutput({ '00Q': [], '001': [account] }, '00Q');
    expect(answer.results).toEqual([]);
    expect(answer.others.map((other) => other.prefix)).toEqual(['001']);
  });

  it('answers no results when the searched prefix is missing, and drops empty groups', () => {
    expect(splitExplainOutput({ '001': [] }, '00Q')).toEqual({ results: [], others: [] });
  });
});

describe('carriedOverValues', () => {
  it('collects the compared input value of each field once, skipping fields without a value', () => {
    const results = [
      result('Account', '001St0000000001', [
        scenario('Account Default', [field('Name', 'Acme Corp'), field('Phone', null)]),
        scenario('Account Address', [field('BillingCity', 'Springfield'), field('Name', 'Acme Corp')]),
      ]),
      result('Account', '001St0000000002', [scenario('Account Default', [field('Website', '')])]),
    ];
    expect(carriedOverValues(results)).toEqual({ Name: 'Acme Corp', BillingCity: 'Springfield' });
  });

  it('is empty without explained fields', () => {
    expect(carriedOverValues([result('Account', '001St0000000001')])).toEqual({});
  });
});

describe('typeLabels', () => {
  const account: SObjectSummary = {
    name: 'Account',
    label: 'Account',
    labelPlural: 'Accounts',
    keyPrefix: '001',
    urls: { sobject: '', describe: '' },
  };

  it("finds the type's labels by key prefix", () => {
    expect(typeLabels([account], '001', 'Account')).toEqual({ label: 'Account', labelPlural: 'Accounts' });
  });

  it('falls back to the API name while the record types are unknown', () => {
    expect(typeLabels(undefined, '003', 'Contact')).toEqual({
      label: 'Contact',
      labelPlural: 'Contact records',
    });
  });
});

describe('searchAnnouncement', () => {
  it('counts the possible duplicates of the searched type', () => {
    expect(searchAnnouncement(0, [])).toBe('No duplicates found');
    expect(searchAnnouncement(1, [])).toBe('1 possible duplicate found');
    expect(searchAnnouncement(3, [])).toBe('3 possible duplicates found');
  });

  it('adds the matches among other types', () => {
    expect(searchAnnouncement(3, [{ labelPlural: 'Accounts', count: 2 }])).toBe(
      '3 possible duplicates found, and 2 among Accounts',
    );
    expect(
      searchAnnouncement(0, [
        { labelPlural: 'Accounts', count: 1 },
        { labelPlural: 'Contacts', count: 4 },
      ]),
    ).toBe('No duplicates found, but 1 among Accounts and 4 among Contacts');
    expect(
      searchAnnouncement(1, [
        { labelPlural: 'Accounts', count: 1 },
        { labelPlural: 'Contacts', count: 4 },
        { labelPlural: 'Campaigns', count: 2 },
      ]),
    ).toBe('1 possible duplicate found, and 1 among Accounts, 4 among Contacts and 2 among Campaigns');
  });
});
