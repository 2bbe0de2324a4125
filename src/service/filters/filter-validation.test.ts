import { describe, expect, it } from 'vitest';
import type { FilterCondition } from '../../contract/filters';
import { DEMO_RECORD_TYPES } from '../demo/demo-record-types';
import { checkConditions } from './filter-validation';

const LEAD = DEMO_RECORD_TYPES.find((type) => type.name === 'Lead')!;
const CONTACT = DEMO_RECORD_TYPES.find((type) => type.name === 'Contact')!;

/** The problems of one condition on a Lead, as `path: problem`. */
function problemsOf(condition: FilterCondition, type = LEAD): string[] {
  const result = checkConditions(type, [condition]);
  return 'problems' in result ? result.problems.map(({ field, problem }) => `${field}: ${problem}`) : [];
}

describe('checkConditions', () => {
  it('accepts a condition of each kind and answers them as they are stored', () => {
    const conditions: FilterCondition[] = [
      { field: 'Status', operator: 'NOT_IN', values: ['Closed - Converted', 'Closed - Not Converted'] },
      { field: 'Company', operator: 'EQUALS', value: 'Acme' },
      { field: 'Email', operator: 'IS_NOT_BLANK' },
      { field: 'NumberOfEmployees', operator: 'GREATER_OR_EQUAL', value: 50 },
      { field: 'HasOptedOutOfEmail', operator: 'EQUALS', value: false },
    ];
    expect(checkConditions(LEAD, conditions)).toEqual({ conditions });
    expect(
      checkConditions(CONTACT, [
        { field: 'Birthdate', operator: 'LESS_THAN', value: '1980-01-01' },
        { field: 'AccountId', operator: 'EQUALS', value: '001St0000000001' },
      ]),
    ).toHaveProperty('conditions');
  });

  it('saves a picklist value in the spelling of the picklist', () => {
    expect(
      checkConditions(LEAD, [
        { field: 'Status', operator: 'IN', values: ['closed - converted', 'WORKING - CONTACTED'] },
      ]),
    ).toEqual({
      conditions: [
        { field: 'Status', operator: 'IN', values: ['Closed - Converted', 'Working - Contacted'] },
      ],
    });
  });

  it('names a field the record type does not have', () => {
    expect(problemsOf({ field: 'Nickname', operator: 'IS_BLANK' })).toEqual([
      'conditions.0.field: Lead has no field Nickname',
    ]);
  });

  it('refuses an operator that does not apply to the field type, saying which do', () => {
    expect(problemsOf({ field: 'Company', operator: 'GREATER_THAN', value: 'M' })).toEqual([
      'conditions.0.operator: GREATER_THAN does not apply: Company is a text field, which takes EQUALS, NOT_EQUALS, IN, NOT_IN, IS_BLANK or IS_NOT_BLANK',
    ]);
    expect(problemsOf({ field: 'HasOptedOutOfEmail', operator: 'IS_BLANK' })).toEqual([
      'conditions.0.operator: IS_BLANK does not apply: HasOptedOutOfEmail is a checkbox, which takes EQUALS or NOT_EQUALS',
    ]);
  });

  it('refuses a missing or an extra operand', () => {
    expect(problemsOf({ field: 'Company', operator: 'EQUALS' })).toEqual([
      'conditions.0.value: is required for EQUALS',
    ]);
    expect(problemsOf({ field: 'Status', operator: 'IN', value: 'Open - Not Contacted' })).toEqual([
      'conditions.0.value: is not taken by IN; give values',
      'conditions.0.values: is required for IN',
    ]);
    expect(problemsOf({ field: 'Email', operator: 'IS_BLANK', value: '' })).toEqual([
      'conditions.0.value: is not taken by IS_BLANK',
    ]);
    expect(problemsOf({ field: 'Company', operator: 'EQUALS', value: 'Acme', values: ['Acme'] })).toEqual([
      'conditions.0.values: is only taken by IN and NOT_IN',
    ]);
  });

  it('refuses a value of the wrong type for the field', () => {
    expect(problemsOf({ field: 'NumberOfEmployees', operator: 'LESS_THAN', value: '100' })).toEqual([
      'conditions.0.value: must be a number, as NumberOfEmployees is a number field',
    ]);
    expect(problemsOf({ field: 'Company', operator: 'EQUALS', value: 5 })).toEqual([
      'conditions.0.value: must be text, as Company is a text field',
    ]);
    expect(problemsOf({ field: 'HasOptedOutOfEmail', operator: 'EQUALS', value: 'false' })).toEqual([
      'conditions.0.value: must be true or false, as HasOptedOutOfEmail is a checkbox',
    ]);
    expect(problemsOf({ field: 'AccountId', operator: 'EQUALS', value: 'Acme' }, CONTACT)).toEqual([
      'conditions.0.value: must be a record id of 15 or 18 letters and digits, as AccountId is a lookup field',
    ]);
  });

  it('takes dates written yyyy-mm-dd only, and only real ones', () => {
    for (const value of ['01/02/1980', '1980-02-30', '1980-2-1', '1980-02-01T00:00:00Z']) {
      expect(problemsOf({ field: 'Birthdate', operator: 'GREATER_THAN', value }, CONTACT)).toEqual([
        'conditions.0.value: must be a date written yyyy-mm-dd, as Birthdate is a date field',
      ]);
    }
  });

  it('refuses a value the picklist does not offer, listing those it does', () => {
    expect(problemsOf({ field: 'Status', operator: 'EQUALS', value: 'Closed' })).toEqual([
      "conditions.0.value: 'Closed' is not a value of the picklist Status (Open - Not Contacted, Working - Contacted, Closed - Converted, Closed - Not Converted)",
    ]);
  });

  it('names each problem by its position, in list values too', () => {
    const result = checkConditions(LEAD, [
      { field: 'Email', operator: 'IS_NOT_BLANK' },
      { field: 'NumberOfEmployees', operator: 'IN', values: [10, '20', 30] },
      { field: 'Country', operator: 'GREATER_THAN', value: 'M' },
    ]);
    expect('problems' in result && result.problems.map((problem) => problem.field)).toEqual([
      'conditions.1.values.1',
      'conditions.2.operator',
    ]);
  });
});
