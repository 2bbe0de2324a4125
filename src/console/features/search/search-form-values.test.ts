import { describe, expect, it } from 'vitest';
import {
  emptySearchForm,
  hasSearchValues,
  looksLikeDate,
  toSearchInput,
  validateFieldValue,
  type SearchFormValues,
} from './search-form-values';

const form = (values: Record<string, string>, extra: Partial<SearchFormValues> = {}): SearchFormValues => ({
  values,
  scenarioIds: [],
  filterDeveloperName: '',
  ...extra,
});

describe('toSearchInput', () => {
  it('trims the values and drops the empty ones', () => {
    const input = toSearchInput('00Q', form({ FirstName: '  Jenniffer ', LastName: '', Email: '   ' }));
    expect(input).toEqual({ objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' } });
  });

  it('sends chosen scenarios and a trimmed filter, and leaves both out when unset', () => {
    const input = toSearchInput(
      '00Q',
      form({ FirstName: 'Jenny' }, { scenarioIds: ['a0S1'], filterDeveloperName: ' Open ' }),
    );
    expect(input).toEqual({
      objectPrefix: '00Q',
      objectData: { FirstName: 'Jenny' },
      scenarioIds: ['a0S1'],
      filterDeveloperName: 'Open',
    });
    expect(
      toSearchInput('00Q', form({ FirstName: 'Jenny' }, { filterDeveloperName: '  ' })),
    ).not.toHaveProperty('filterDeveloperName');
  });

  it('knows when there is nothing to search with', () => {
    expect(hasSearchValues(toSearchInput('00Q', form({ FirstName: ' ', LastName: '' })))).toBe(false);
    expect(hasSearchValues(toSearchInput('00Q', form({ FirstName: 'x' })))).toBe(true);
  });

  it('starts from an empty value per field', () => {
    expect(emptySearchForm([{ name: 'FirstName' }, { name: 'Email' }] as never)).toEqual(
      form({ FirstName: '', Email: '' }),
    );
  });
});

describe('validateFieldValue', () => {
  it('accepts any empty value: at least one field, not every field, must be filled', () => {
    for (const kind of ['email', 'phone', 'date', 'number', 'reference'] as const) {
      expect(validateFieldValue(kind, '  ')).toBeUndefined();
    }
  });

  it('wants an e-mail address to look like one', () => {
    expect(validateFieldValue('email', 'jenny@example.com')).toBeUndefined();
    expect(validateFieldValue('email', ' jenny@example.com ')).toBeUndefined();
    expect(validateFieldValue('email', 'jenny@example')).toMatch(/e-mail address/);
    expect(validateFieldValue('email', 'not-an-email')).toMatch(/e-mail address/);
    expect(validateFieldValue('email', 'a b@example.com')).toMatch(/e-mail address/);
  });

  it('wants digits in a phone number', () => {
    expect(validateFieldValue('phone', '+1 (541) 981-1134')).toBeUndefined();
    expect(validateFieldValue('phone', 'call me')).toMatch(/digits/);
  });

  it('wants a number, a record id or a yes/no where the field type says so', () => {
    expect(validateFieldValue('number', '1,250')).toBeUndefined();
    expect(validateFieldValue('number', 'many')).toMatch(/number/);
    expect(validateFieldValue('reference', '001St00000000AAIAY')).toBeUndefined();
    expect(validateFieldValue('reference', '001St00000000AA')).toBeUndefined();
    expect(validateFieldValue('reference', 'Acme')).toMatch(/record ID/);
    expect(validateFieldValue('boolean', 'true')).toBeUndefined();
    expect(validateFieldValue('boolean', 'maybe')).toMatch(/Yes or No/);
  });

  it('leaves free text alone', () => {
    expect(validateFieldValue('text', '!!!')).toBeUndefined();
    expect(validateFieldValue('url', 'acme')).toBeUndefined();
  });

  it('wants a date that parses', () => {
    expect(validateFieldValue('date', '2024-03-05')).toBeUndefined();
    expect(validateFieldValue('date', '2024-02-30')).toMatch(/date/);
    expect(validateFieldValue('date', 'soon')).toMatch(/date/);
  });
});

describe('looksLikeDate', () => {
  it('reads the notations the DATE method reads', () => {
    for (const date of [
      '2024-03-05',
      '2024-03-05T10:00:00Z',
      '20240305',
      '05.03.2024',
      '3/5/24',
      '31/12/2024',
      '5 March 2024',
      'Mar 5, 2024',
    ]) {
      expect(looksLikeDate(date), date).toBe(true);
    }
  });

  it('refuses impossible dates and other text', () => {
    for (const text of ['2024-13-01', '20241340', '31/31/2024', '1/2/345', 'tomorrow', '12345']) {
      expect(looksLikeDate(text), text).toBe(false);
    }
  });
});
