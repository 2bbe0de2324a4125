import { describe, expect, it } from 'vitest';
import type { SearchField, SearchFieldKind } from './search-fields';
import { fromSearchParams, toSearchParams } from './search-address';
import type { SearchFormValues } from './search-form-values';

const field = (name: string, kind: SearchFieldKind = 'text'): SearchField => ({
  name,
  label: name,
  kind,
  options: [],
  referenceTo: [],
  relationshipName: null,
  scenarioNames: [],
});

const fields = [field('FirstName'), field('LastName'), field('Email', 'email'), field('CreatedDate', 'date')];
const scenarioIds = ['a0S000000000001', 'a0S000000000002'];
const read = (query: string) => fromSearchParams(new URLSearchParams(query), fields, scenarioIds);

const form = (values: Record<string, string>, extra: Partial<SearchFormValues> = {}): SearchFormValues => ({
  values: { FirstName: '', LastName: '', Email: '', CreatedDate: '', ...values },
  scenarioIds: [],
  filterDeveloperName: '',
  ...extra,
});

describe('toSearchParams', () => {
  it('writes the type, the filled values in field order, the scenarios and the filter', () => {
    const params = toSearchParams(
      'Lead',
      form(
        { FirstName: ' Ada ', LastName: 'Lovelace' },
        { scenarioIds: [...scenarioIds], filterDeveloperName: 'Open_Leads' },
      ),
    );
    expect(params.toString()).toBe(
      'type=Lead&f.FirstName=Ada&f.LastName=Lovelace' +
        '&scenario=a0S000000000001&scenario=a0S000000000002&filter=Open_Leads',
    );
  });

  it('leaves out what is empty', () => {
    expect(toSearchParams('Lead', form({ Email: '   ' })).toString()).toBe('type=Lead');
  });
});

describe('fromSearchParams', () => {
  it('reads back what toSearchParams wrote', () => {
    const original = form(
      { FirstName: 'Ada', LastName: 'Lovelace & Byron', Email: 'ada@example.com', CreatedDate: '1815-12-10' },
      { scenarioIds: [scenarioIds[1]!], filterDeveloperName: 'Open_Leads' },
    );
    expect(read(toSearchParams('Lead', original).toString())).toEqual(original);
  });

  it('gives an empty form for an address without a search', () => {
    expect(read('type=Lead')).toEqual(form({}));
    expect(read('')).toEqual(form({}));
  });

  it('ignores parameters it does not know, and fields the form does not have', () => {
    expect(read('type=Lead&utm_source=mail&FirstName=Bare&f.Secret__c=x&f.LastName=Lovelace')).toEqual(
      form({ LastName: 'Lovelace' }),
    );
  });

  it('drops values the form would refuse, keeping the others', () => {
    expect(read('f.Email=not-an-email&f.CreatedDate=2024-02-30&f.FirstName=Ada')).toEqual(
      form({ FirstName: 'Ada' }),
    );
    expect(read(`f.LastName=${'x'.repeat(32_001)}`)).toEqual(form({}));
  });

  it('drops scenarios the record type does not offer, and repeated ones', () => {
    expect(read(`scenario=nope&scenario=${scenarioIds[0]}&scenario=${scenarioIds[0]}`).scenarioIds).toEqual([
      scenarioIds[0],
    ]);
  });

  it('drops a filter name no filter can have', () => {
    expect(read('filter=Open_Leads').filterDeveloperName).toBe('Open_Leads');
    expect(read('filter=1st').filterDeveloperName).toBe('');
    expect(read('filter=a%20b').filterDeveloperName).toBe('');
  });

  it('takes the first of repeated field values, trimmed', () => {
    expect(read('f.FirstName=%20Ada%20&f.FirstName=Grace').values.FirstName).toBe('Ada');
  });
});
