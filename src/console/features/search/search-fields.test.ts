import { describe, expect, it } from 'vitest';
import type { Scenario, ScenarioField } from '../../../contract/scenarios';
import { described } from '../../ui/described-field.fixture';
import { buildSearchFields, keyColumns } from './search-fields';

let nextId = 0;
const field = (name: string): ScenarioField => ({
  scenarioFieldId: `f${nextId++}`,
  field: name,
  matchMethod: 'FUZZY',
  weight: 10,
  doNotIndex: false,
  indexGroup: [1],
  guard: false,
  identifier: false,
});

const scenario = (scenarioName: string, fields: string[]): Scenario => ({
  scenarioId: scenarioName,
  scenarioName,
  threshold: 75,
  minimumEvidence: 40,
  model: null,
  onApi: true,
  onDataApi: true,
  onBatch: true,
  onSearch: true,
  onInsert: true,
  isHidden: false,
  scenarioFields: fields.map(field),
});

const leadDescribe = [
  described('Id', 'Record ID', 'id'),
  described('FirstName', 'First Name', 'string'),
  described('LastName', 'Last Name', 'string'),
  described('Email', 'Email', 'email'),
  described('Phone', 'Phone', 'phone'),
  described('Street', 'Street', 'textarea'),
  described('Status', 'Lead Status', 'picklist', {
    picklistValues: [
      { value: 'Open', label: 'Open - Not Contacted', active: true },
      { value: 'Old', label: 'Old', active: false },
    ],
  }),
];

describe('buildSearchFields', () => {
  const scenarios = [
    scenario('Lead Default', ['FirstName', 'LastName', 'Email']),
    scenario('Lead Email and Phone', ['Email', 'Phone']),
    scenario('Lead Name and Address', ['FirstName', 'Street', 'Status']),
  ];

  it('takes the union of the scenario fields in scenario order, each once', () => {
    const fields = buildSearchFields(scenarios, leadDescribe);
    expect(fields.map((f) => f.name)).toEqual([
      'FirstName',
      'LastName',
      'Email',
      'Phone',
      'Street',
      'Status',
    ]);
  });

  it('labels and types the fields by describe', () => {
    const fields = buildSearchFields(scenarios, leadDescribe);
    expect(fields.map((f) => [f.label, f.kind])).toEqual([
      ['First Name', 'text'],
      ['Last Name', 'text'],
      ['Email', 'email'],
      ['Phone', 'phone'],
      ['Street', 'textarea'],
      ['Lead Status', 'picklist'],
    ]);
  });

  it('offers only the active picklist values', () => {
    const status = buildSearchFields(scenarios, leadDescribe).find((f) => f.name === 'Status');
    expect(status?.options).toEqual([{ value: 'Open', label: 'Open - Not Contacted' }]);
  });

  it('records which scenarios compare each field', () => {
    const fields = buildSearchFields(scenarios, leadDescribe);
    expect(fields.find((f) => f.name === 'FirstName')?.scenarioNames).toEqual([
      'Lead Default',
      'Lead Name and Address',
    ]);
    expect(fields.find((f) => f.name === 'Phone')?.scenarioNames).toEqual(['Lead Email and Phone']);
  });

  it('keeps a field describe does not know, under its API name as text', () => {
    const [legacy] = buildSearchFields([scenario('Legacy', ['Legacy_Code__c'])], leadDescribe);
    expect(legacy).toMatchObject({
      name: 'Legacy_Code__c',
      label: 'Legacy_Code__c',
      kind: 'text',
      options: [],
    });
  });

  it('carries the lookup of a reference field', () => {
    const describe = [
      described('AccountId', 'Account ID', 'reference', {
        referenceTo: ['Account'],
        relationshipName: 'Account',
      }),
    ];
    const [account] = buildSearchFields([scenario('Contact', ['AccountId'])], describe);
    expect(account).toMatchObject({
      kind: 'reference',
      referenceTo: ['Account'],
      relationshipName: 'Account',
    });
  });

  it('answers no fields for no scenarios', () => {
    expect(buildSearchFields([], leadDescribe)).toEqual([]);
  });
});

describe('keyColumns', () => {
  const fields = buildSearchFields(
    [scenario('S', ['FirstName', 'LastName', 'Company', 'Email', 'Phone', 'City'])],
    [],
  );

  it('leaves out the name fields and takes the form order when nothing else was filled', () => {
    expect(keyColumns(fields, { FirstName: 'Jenny' }).map((f) => f.name)).toEqual([
      'Company',
      'Email',
      'Phone',
    ]);
  });

  it('keeps the form order whichever fields were filled, and in whichever order', () => {
    const columns = (filled: Record<string, string>) => keyColumns(fields, filled).map((f) => f.name);
    expect(columns({ Email: 'j@x.com', FirstName: 'Jenny' })).toEqual(['Company', 'Email', 'Phone']);
    expect(columns({ Phone: '123', Email: 'j@x.com' })).toEqual(['Company', 'Email', 'Phone']);
    expect(columns({ Email: 'j@x.com', Phone: '123' })).toEqual(['Company', 'Email', 'Phone']);
    expect(columns({ Company: 'Acme', LastName: 'Turcotte' })).toEqual(['Company', 'Email', 'Phone']);
  });

  it('shows a filled field beyond the first ones in its form place, in place of the last unfilled one', () => {
    expect(keyColumns(fields, { City: 'Berlin', Phone: '123' }).map((f) => f.name)).toEqual([
      'Company',
      'Phone',
      'City',
    ]);
    expect(keyColumns(fields, { City: 'Berlin' }).map((f) => f.name)).toEqual(['Company', 'Email', 'City']);
  });

  it('takes at most the requested number of columns', () => {
    expect(keyColumns(fields, {}, 2)).toHaveLength(2);
    expect(keyColumns(fields.slice(0, 2), {})).toEqual([]);
  });
});
