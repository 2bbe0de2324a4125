import { describe, expect, it } from 'vitest';
import { InputProblem } from '../input/input-problem';
import type { RecordTypeDefinition } from '../records/record-type';
import { checkMapping, columnKey, proposeMapping } from './column-mapping';

const lead: RecordTypeDefinition = {
  name: 'Lead',
  keyPrefix: '00Q',
  label: 'Lead',
  labelPlural: 'Leads',
  fields: [
    { name: 'Id', label: 'Record ID', type: 'text', readOnly: true },
    { name: 'FirstName', label: 'First Name', type: 'text' },
    { name: 'LastName', label: 'Last Name', type: 'text', required: true },
    { name: 'Email', label: 'Email', type: 'email' },
    { name: 'NumberOfEmployees', label: 'Employees', type: 'number' },
  ],
};

const account: RecordTypeDefinition = {
  name: 'Account',
  keyPrefix: '001',
  label: 'Account',
  labelPlural: 'Accounts',
  fields: [
    { name: 'Name', label: 'Account Name', type: 'text', required: true },
    { name: 'Phone', label: 'Phone', type: 'phone' },
    { name: 'BillingStreet', label: 'Billing Street', type: 'textarea' },
    { name: 'BillingCity', label: 'Billing City', type: 'text' },
    { name: 'BillingPostalCode', label: 'Billing Zip/Postal Code', type: 'text' },
  ],
};

describe('a file’s columns mapped by the names people give them', () => {
  it('knows the usual headers in English and the shipped languages, a label of the type first', () => {
    const fields = (type: RecordTypeDefinition, headers: string[]) =>
      proposeMapping(type, headers, new Map()).map((entry) => entry.field);
    expect(fields(lead, ['Surname', 'Given name', 'E-mail address', 'Tel'])).toEqual([
      'LastName',
      'FirstName',
      'Email',
      null,
    ]);
    expect(fields(lead, ['Nachname', 'Vorname', 'Courriel'])).toEqual(['LastName', 'FirstName', 'Email']);
    expect(
      fields(account, ['Organisation', 'Telephone', 'Street address', 'Town', 'Post code', 'Mobile']),
    ).toEqual(['Name', 'Phone', 'BillingStreet', 'BillingCity', 'BillingPostalCode', null]);
    // A mobile number goes where the type keeps phones when it has no mobile field, once.
    expect(fields(account, ['Mobile', 'Website'])).toEqual(['Phone', null]);
    expect(fields(account, ['Firma', 'PLZ', 'Woonplaats'])).toEqual([
      'Name',
      'BillingPostalCode',
      'BillingCity',
    ]);
  });
});

describe('a file’s columns mapped to fields', () => {
  it('folds accents, case, spaces and punctuation', () => {
    expect(columnKey(' E-mail Address ')).toBe('emailaddress');
    expect(columnKey('PRÉNOM')).toBe(columnKey('prenom'));
  });

  it('are proposed by label or API name, each field once, never a field Steward sets', () => {
    expect(
      proposeMapping(
        lead,
        ['first name', 'LASTNAME', 'E-mail', 'Employees', 'Email', 'Id', 'Notes'],
        new Map(),
      ),
    ).toEqual([
      { column: 'first name', field: 'FirstName', updateRule: 'IF_EMPTY' },
      { column: 'LASTNAME', field: 'LastName', updateRule: 'IF_EMPTY' },
      { column: 'E-mail', field: 'Email', updateRule: 'IF_EMPTY' },
      { column: 'Employees', field: 'NumberOfEmployees', updateRule: 'IF_EMPTY' },
      { column: 'Email', field: null },
      { column: 'Id', field: null },
      { column: 'Notes', field: null },
    ]);
  });

  it('follow what a steward saved for a column of that name, even not importing it', () => {
    const saved = new Map<string, string | null>([
      ['vorname', 'FirstName'],
      ['email', null],
      ['gone', 'NoSuchField'],
    ]);
    expect(proposeMapping(lead, ['Vorname', 'Email', 'Gone'], saved).map((entry) => entry.field)).toEqual([
      'FirstName',
      null,
      null,
    ]);
  });

  it('are refused naming the problem: a required field unfilled, a field twice, a column the file lacks', () => {
    const problem = (mapping: Parameters<typeof checkMapping>[2]) => {
      try {
        checkMapping(lead, ['Surname', 'Mail', 'Other'], mapping);
      } catch (error) {
        if (error instanceof InputProblem) return error.message;
        throw error;
      }
      return 'accepted';
    };
    expect(problem([{ column: 'Mail', field: 'Email' }])).toBe(
      'mapping: no column fills Last Name (LastName), which every Lead needs',
    );
    expect(
      problem([
        { column: 'Surname', field: 'LastName' },
        { column: 'Other', field: 'LastName' },
      ]),
    ).toBe("mapping.1.field: columns 'Surname' and 'Other' both fill LastName");
    expect(problem([{ column: 'Phone', field: 'LastName' }])).toBe(
      "mapping.0.column: the file has no column 'Phone'",
    );
    expect(problem([{ column: 'Surname', field: 'Id' }])).toBe(
      'mapping.0.field: Lead.Id is set by Steward, not imported',
    );
    expect(
      checkMapping(lead, ['Surname', 'Mail', 'Other'], [{ column: 'Surname', field: 'LastName' }]),
    ).toEqual([
      { column: 'Surname', field: 'LastName' },
      { column: 'Mail', field: null },
      { column: 'Other', field: null },
    ]);
  });
});
