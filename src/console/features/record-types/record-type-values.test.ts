import { describe, expect, it } from 'vitest';
import type { AdminRecordField, AdminRecordType } from '../../../contract/record-type-admin';
import {
  crossObjectPathOf,
  mappedOnto,
  mappingSentence,
  shortPicklist,
  toCrossObjectFormValues,
  toCrossObjectMappings,
} from './record-type-values';

const field = (name: string, label = name): AdminRecordField => ({
  name,
  label,
  type: 'text',
  required: false,
  readOnly: false,
  referenceTo: null,
  picklistValues: null,
  updateRule: 'OVERWRITE',
});

const account: AdminRecordType = {
  name: 'Account',
  keyPrefix: '001',
  label: 'Account',
  labelPlural: 'Accounts',
  nameField: 'Name',
  displayTemplate: null,
  defaultDisplayTemplate: '{Name}',
  secondaryFields: ['BillingCity'],
  fields: [field('Name', 'Account Name'), field('BillingCity', 'Billing City')],
  crossObjects: [],
  sourceTrust: [],
};

const lead: AdminRecordType = {
  name: 'Lead',
  keyPrefix: '00Q',
  label: 'Lead',
  labelPlural: 'Leads',
  nameField: null,
  displayTemplate: '{FirstName} {LastName}',
  defaultDisplayTemplate: '{Company}',
  secondaryFields: ['Company', 'City'],
  fields: [field('Company'), field('City')],
  crossObjects: [
    {
      objectTo: 'Account',
      fields: [
        { fieldFrom: 'Company', fieldTo: 'Name' },
        { fieldFrom: 'City', fieldTo: 'BillingCity' },
      ],
    },
  ],
  sourceTrust: [],
};

describe('cross-object form values', () => {
  it('round-trips a record type’s mappings into the body of the PUT', () => {
    expect(toCrossObjectMappings(toCrossObjectFormValues(lead))).toEqual({ mappings: lead.crossObjects });
  });

  it('copies, so editing the form leaves the query’s data alone', () => {
    const values = toCrossObjectFormValues(lead);
    values.mappings[0]!.fields[0]!.fieldTo = 'BillingCity';
    expect(lead.crossObjects[0]!.fields[0]!.fieldTo).toBe('Name');
  });

  it('sends no removed mapping: an empty form removes them all', () => {
    expect(toCrossObjectMappings({ mappings: [] })).toEqual({ mappings: [] });
  });
});

describe('crossObjectPathOf', () => {
  it('finds the select of a mapped type and of each field of a row', () => {
    expect(crossObjectPathOf('mappings.1.objectTo')).toBe('mappings.1.objectTo');
    expect(crossObjectPathOf('mappings.0.fields.1.fieldTo')).toBe('mappings.0.fields.1.fieldTo');
    expect(crossObjectPathOf('mappings.2.fields.0.fieldFrom')).toBe('mappings.2.fields.0.fieldFrom');
  });

  it('leaves problems of whole lists to the page', () => {
    expect(crossObjectPathOf('mappings')).toBeUndefined();
    expect(crossObjectPathOf('mappings.0.fields')).toBeUndefined();
  });
});

describe('mappingSentence', () => {
  it('says by label which field is searched as which', () => {
    expect(mappingSentence(lead, account, lead.crossObjects[0]!.fields)).toBe(
      'A search of Leads also searches Accounts with Company as Account Name, City as Billing City.',
    );
  });

  it('leaves out rows not chosen yet, and says nothing without a type or a row', () => {
    const pairs = [
      { fieldFrom: 'Company', fieldTo: 'Name' },
      { fieldFrom: 'City', fieldTo: '' },
    ];
    expect(mappingSentence(lead, account, pairs)).toBe(
      'A search of Leads also searches Accounts with Company as Account Name.',
    );
    expect(mappingSentence(lead, undefined, pairs)).toBeUndefined();
    expect(mappingSentence(lead, account, [{ fieldFrom: '', fieldTo: '' }])).toBeUndefined();
  });
});

describe('mappedOnto', () => {
  it('names mapped types by label, and an unknown one by its API name', () => {
    const mappings = [...lead.crossObjects, { objectTo: 'Gone__c', fields: [] }];
    expect(mappedOnto(mappings, [account, lead])).toEqual(['Account', 'Gone__c']);
  });
});

describe('shortPicklist', () => {
  it('shows three values and counts the rest', () => {
    expect(shortPicklist(['Open', 'Working', 'Closed', 'Converted', 'Lost'])).toBe(
      'Open, Working, Closed and 2 more',
    );
    expect(shortPicklist(['Hot', 'Cold'])).toBe('Hot, Cold');
    expect(shortPicklist(null)).toBe('');
  });
});
