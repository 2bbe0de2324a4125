import { describe, expect, it } from 'vitest';
import type { SObjectField } from '../../../contract/sobjects';
import {
  developerNameProblem,
  filterableFieldsOf,
  filterFormPathOf,
  labelProblem,
  operandProblem,
  operatorChoices,
  operatorLabel,
  operatorProblem,
  toFilterFormValues,
  toFilterInput,
  valuesProblem,
} from './filter-form-values';

const described = (name: string, type: SObjectField['type'], picklist: string[] = []): SObjectField => ({
  name,
  label: name,
  type,
  nillable: true,
  createable: true,
  updateable: true,
  referenceTo: [],
  relationshipName: null,
  picklistValues: picklist.map((value) => ({ value, label: value, active: true })),
});

const fields = filterableFieldsOf({
  fields: [
    described('Id', 'id'),
    described('CreatedDate', 'datetime'),
    described('Company', 'string'),
    described('Status', 'picklist', ['Open', 'Closed']),
    described('NumberOfEmployees', 'double'),
    described('Birthdate', 'date'),
    described('HasOptedOutOfEmail', 'boolean'),
    described('AccountId', 'reference'),
  ],
});
const field = (name: string) => fields.find((each) => each.name === name)!;

describe('filterableFieldsOf', () => {
  it('offers the record type’s own fields with the kind they compare as, not the system fields', () => {
    expect(fields.map((each) => [each.name, each.kind])).toEqual([
      ['Company', 'text'],
      ['Status', 'text'],
      ['NumberOfEmployees', 'number'],
      ['Birthdate', 'date'],
      ['HasOptedOutOfEmail', 'boolean'],
      ['AccountId', 'reference'],
    ]);
    expect(field('Status').options).toEqual(['Open', 'Closed']);
  });
});

describe('operandProblem', () => {
  it('reads an operand as its field compares, as the service does', () => {
    expect(operandProblem(field('NumberOfEmployees'), ' 100 ')).toBeUndefined();
    expect(operandProblem(field('NumberOfEmployees'), 'many')).toBe(
      'NumberOfEmployees is a number field: enter a number.',
    );
    expect(operandProblem(field('Birthdate'), '1980-02-30')).toBe(
      'Birthdate is a date field: enter a date as yyyy-mm-dd.',
    );
    expect(operandProblem(field('AccountId'), '001St0000000001')).toBeUndefined();
    expect(operandProblem(field('AccountId'), 'Acme')).toMatch(/^AccountId is a lookup/);
  });

  it('takes a picklist value in any case, and nothing else', () => {
    expect(operandProblem(field('Status'), 'open')).toBeUndefined();
    expect(operandProblem(field('Status'), 'Pending')).toBe("'Pending' is not a value of Status.");
  });

  it('asks for a value that was left blank', () => {
    expect(operandProblem(field('Company'), '  ')).toBe('Enter a value.');
  });
});

describe('valuesProblem', () => {
  it('needs one value or more and names the first that is wrong', () => {
    expect(valuesProblem(field('Status'), ['', ' '])).toBe('Enter one or more values.');
    expect(valuesProblem(field('Status'), ['Open', 'Gone'])).toBe("'Gone' is not a value of Status.");
    expect(valuesProblem(field('Status'), ['Open', '', 'Closed'])).toBeUndefined();
  });
});

describe('operatorProblem', () => {
  it('refuses a comparison the field’s type does not take', () => {
    expect(operatorProblem(field('HasOptedOutOfEmail'), 'IS_BLANK')).toBe(
      'HasOptedOutOfEmail cannot be compared so; choose another way.',
    );
    expect(operatorProblem(field('NumberOfEmployees'), 'LESS_THAN')).toBeUndefined();
    expect(operatorProblem(field('Company'), '')).toBe('Choose how to compare.');
  });
});

describe('operatorLabel', () => {
  it('says before and after of dates, less and more of numbers', () => {
    expect(operatorLabel('LESS_THAN', 'date')).toBe('is before');
    expect(operatorLabel('LESS_THAN', 'number')).toBe('is less than');
    expect(operatorLabel('NOT_IN', 'text')).toBe('is none of');
  });

  it('offers a checkbox nothing but equality', () => {
    expect(operatorChoices('boolean')).toEqual([
      { value: 'EQUALS', label: 'is' },
      { value: 'NOT_EQUALS', label: 'is not' },
    ]);
  });
});

describe('names', () => {
  it('checks a developer name as the service does, and that it is free', () => {
    expect(developerNameProblem('Open_Leads_2', ['Open_Leads'])).toBeUndefined();
    expect(developerNameProblem('2_Open', [])).toMatch(/^Use up to 80 letters/);
    expect(developerNameProblem('Open_Leads', ['Open_Leads'])).toBe(
      'Open_Leads already names a filter of this type: choose another name.',
    );
  });

  it('needs a label that is not blank', () => {
    expect(labelProblem(' ')).toBe('Enter the name stewards see.');
    expect(labelProblem('Open leads')).toBeUndefined();
  });
});

describe('form and body', () => {
  it('types each operand as its field compares and drops blank list lines', () => {
    const input = toFilterInput(
      {
        label: ' Big open leads ',
        developerName: 'Big_Open',
        conditions: [
          { field: 'NumberOfEmployees', operator: 'GREATER_OR_EQUAL', value: '500', values: [] },
          { field: 'Status', operator: 'IN', value: '', values: ['Open', '', ' Closed '] },
          { field: 'HasOptedOutOfEmail', operator: 'EQUALS', value: 'false', values: [] },
          { field: 'Company', operator: 'IS_NOT_BLANK', value: 'left over', values: [] },
        ],
      },
      fields,
    );
    expect(input).toEqual({
      label: 'Big open leads',
      conditions: [
        { field: 'NumberOfEmployees', operator: 'GREATER_OR_EQUAL', value: 500 },
        { field: 'Status', operator: 'IN', values: ['Open', 'Closed'] },
        { field: 'HasOptedOutOfEmail', operator: 'EQUALS', value: false },
        { field: 'Company', operator: 'IS_NOT_BLANK' },
      ],
    });
  });

  it('edits a stored filter with its operands as text', () => {
    const form = toFilterFormValues({
      developerName: 'Emailable',
      label: 'May be e-mailed',
      recordType: 'Contact',
      conditions: [
        { field: 'HasOptedOutOfEmail', operator: 'EQUALS', value: false },
        { field: 'NumberOfEmployees', operator: 'IN', values: [10, 20] },
      ],
    });
    expect(form.conditions).toEqual([
      { field: 'HasOptedOutOfEmail', operator: 'EQUALS', value: 'false', values: [] },
      { field: 'NumberOfEmployees', operator: 'IN', value: '', values: ['10', '20'] },
    ]);
  });

  it('puts the service’s problems at the form’s fields', () => {
    expect(filterFormPathOf('label')).toBe('label');
    expect(filterFormPathOf('conditions.1.value')).toBe('conditions.1.value');
    expect(filterFormPathOf('conditions.0.values.2')).toBe('conditions.0.values');
    expect(filterFormPathOf('recordType')).toBeUndefined();
    expect(filterFormPathOf('conditions')).toBeUndefined();
  });
});
