import { describe, expect, it } from 'vitest';
import type { SObjectField } from '../../../contract/sobjects';
import { columnFields, listedFields } from './listed-fields';

const field = (name: string, type: SObjectField['type']): SObjectField => ({
  name,
  label: name,
  type,
  nillable: true,
  createable: true,
  updateable: true,
  referenceTo: [],
  relationshipName: null,
  picklistValues: [],
});

const LEAD = [
  field('Id', 'id'),
  field('FirstName', 'string'),
  field('Company', 'string'),
  field('Street', 'textarea'),
  field('Email', 'email'),
  field('Phone', 'phone'),
  field('Website', 'url'),
  field('NumberOfEmployees', 'double'),
  field('Status', 'picklist'),
  field('LeadSource', 'picklist'),
  field('CreatedDate', 'datetime'),
];

const names = (fields: readonly SObjectField[]) => fields.map((listed) => listed.name);

describe('the fields the record list shows', () => {
  it('are the first four short text, e-mail, phone and picklist fields', () => {
    expect(names(listedFields(LEAD, new Set()))).toEqual(['FirstName', 'Company', 'Email', 'Phone']);
  });

  it('leave out the fields shown beside the name already', () => {
    expect(names(listedFields(LEAD, new Set(['Company', 'Email'])))).toEqual([
      'FirstName',
      'Phone',
      'Status',
      'LeadSource',
    ]);
  });

  it('are none for a type without such fields', () => {
    expect(listedFields([field('Id', 'id'), field('Street', 'textarea')], new Set())).toEqual([]);
  });
});

describe('the fields the record list has a column for', () => {
  it('are the text a steward reads or looks for, and the id, in the type’s order', () => {
    expect(names(columnFields(LEAD))).toEqual([
      'Id',
      'FirstName',
      'Company',
      'Street',
      'Email',
      'Phone',
      'Website',
      'Status',
      'LeadSource',
    ]);
  });
});
