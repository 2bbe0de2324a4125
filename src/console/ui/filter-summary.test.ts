import { describe, expect, it } from 'vitest';
import type { FilterCondition } from '../../contract/filters';
import { summariseFilter } from './filter-summary';

const labels = new Map([
  ['Status', 'Lead Status'],
  ['NumberOfEmployees', 'Employees'],
  ['Birthdate', 'Birthdate'],
  ['HasOptedOutOfEmail', 'Email Opt Out'],
]);
const summary = (...conditions: FilterCondition[]) => summariseFilter({ conditions }, labels);

describe('summariseFilter', () => {
  it('reads equality and lists by field label', () => {
    expect(summary({ field: 'Status', operator: 'EQUALS', value: 'Open - Not Contacted' })).toBe(
      'Lead Status is “Open - Not Contacted”',
    );
    expect(summary({ field: 'Status', operator: 'IN', values: ['A', 'B', 'C'] })).toBe(
      'Lead Status is “A”, “B” or “C”',
    );
    expect(
      summary({
        field: 'Status',
        operator: 'NOT_IN',
        values: ['Closed - Converted', 'Closed - Not Converted'],
      }),
    ).toBe('Lead Status is neither “Closed - Converted” nor “Closed - Not Converted”');
  });

  it('says "after" for dates and "more than" for numbers', () => {
    expect(summary({ field: 'Birthdate', operator: 'LESS_THAN', value: '1980-01-01' })).toBe(
      'Birthdate is before “1980-01-01”',
    );
    expect(summary({ field: 'NumberOfEmployees', operator: 'GREATER_OR_EQUAL', value: 1000 })).toBe(
      'Employees is at least 1000',
    );
  });

  it('joins conditions with "and", naming a field without a known label by its API name', () => {
    expect(
      summary(
        { field: 'Email', operator: 'IS_NOT_BLANK' },
        { field: 'HasOptedOutOfEmail', operator: 'EQUALS', value: false },
      ),
    ).toBe('Email is filled in and Email Opt Out is No');
  });
});
