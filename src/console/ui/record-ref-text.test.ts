import { describe, expect, it } from 'vitest';
import { detailsText, fieldLabelsText, recordNamesText } from './record-ref-text';

const named = (...names: string[]) => names.map((displayName) => ({ displayName }));

describe('detailsText', () => {
  it('joins the secondary values in their order', () => {
    expect(
      detailsText({
        details: [
          { field: 'Company', value: 'Acme' },
          { field: 'City', value: 'Leeds' },
        ],
      }),
    ).toBe('Acme · Leeds');
    expect(detailsText({ details: [] })).toBe('');
  });
});

describe('recordNamesText', () => {
  it('names one, two or three records as a list', () => {
    expect(recordNamesText(named('Jane Doe'))).toBe('Jane Doe');
    expect(recordNamesText(named('Jane Doe', 'Jane Do'))).toBe('Jane Doe and Jane Do');
    expect(recordNamesText(named('A', 'B', 'C'))).toBe('A, B and C');
  });

  it('counts the records beyond those shown', () => {
    expect(recordNamesText(named('A', 'B', 'C', 'D', 'E'))).toBe('A, B, C and 2 more');
    expect(recordNamesText(named('A', 'B', 'C'), 1)).toBe('A and 2 more');
  });

  it('names no record as nothing', () => {
    expect(recordNamesText([])).toBe('');
  });
});

describe('fieldLabelsText', () => {
  it('names fields by their labels, an unknown one by its API name', () => {
    const labels = new Map([['FirstName', 'First Name']]);
    expect(fieldLabelsText(['FirstName', 'Custom__c'], labels)).toBe('First Name, Custom__c');
  });
});
