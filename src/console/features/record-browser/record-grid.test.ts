import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  columnVisibilityOf,
  CREATED_COLUMN,
  filterModelOf,
  filterOfModel,
  isSortRefusal,
  noRecordsText,
  sameFilter,
  sortLimitText,
  sortModelOf,
  sortOfModel,
  sortsByField,
} from './record-grid';

describe('the grid’s sort', () => {
  it('marks the sorted field’s column, or Created when the list follows creation', () => {
    expect(sortModelOf({ sort: 'LastName', order: 'asc' })).toEqual([
      { field: 'field-LastName', sort: 'asc' },
    ]);
    expect(sortModelOf({ sort: '', order: 'desc' })).toEqual([{ field: CREATED_COLUMN, sort: 'desc' }]);
  });

  it('asks for the field or creation a header click chose, and for nothing on a column the service cannot sort', () => {
    expect(sortOfModel([{ field: 'field-Name', sort: 'desc' }])).toEqual({ sort: 'Name', order: 'desc' });
    expect(sortOfModel([{ field: CREATED_COLUMN, sort: 'asc' }])).toEqual({ sort: '', order: 'asc' });
    expect(sortOfModel([{ field: 'details', sort: 'asc' }])).toBeUndefined();
    expect(sortOfModel([{ field: 'field-Name', sort: null }])).toBeUndefined();
    expect(sortOfModel([])).toBeUndefined();
  });
});

describe('the grid’s filter', () => {
  it('is one “contains” item on the field’s column, with no value until text is typed, or none', () => {
    expect(filterModelOf({ field: 'Email', contains: 'acme' }).items).toEqual([
      { id: 1, field: 'field-Email', operator: 'contains', value: 'acme' },
    ]);
    expect(filterModelOf({ field: 'Email', contains: '' }).items[0]!.value).toBeUndefined();
    expect(filterModelOf({ field: '', contains: '' }).items).toEqual([]);
  });

  it('reads back the field and text of the grid’s item, and nothing of a column that is no field', () => {
    const model = filterModelOf({ field: 'Email', contains: 'acme' });
    expect(filterOfModel(model)).toEqual({ field: 'Email', contains: 'acme' });
    expect(filterOfModel({ items: [{ field: 'field-Email', operator: 'contains' }] })).toEqual({
      field: 'Email',
      contains: '',
    });
    expect(filterOfModel({ items: [{ field: 'name', operator: 'contains', value: 'x' }] })).toEqual({
      field: '',
      contains: '',
    });
    expect(filterOfModel({ items: [] })).toEqual({ field: '', contains: '' });
  });

  it('tells the same filter by its field and text', () => {
    expect(sameFilter({ field: 'Email', contains: 'a' }, { field: 'Email', contains: 'a' })).toBe(true);
    expect(sameFilter({ field: 'Email', contains: 'a' }, { field: 'Email', contains: 'ab' })).toBe(false);
  });
});

describe('sorting by a field', () => {
  it('is offered up to 10,000 records, not beyond nor when the count stopped there', () => {
    expect(sortsByField({ total: 10_000, totalIsLowerBound: false })).toBe(true);
    expect(sortsByField({ total: 10_001, totalIsLowerBound: false })).toBe(false);
    expect(sortsByField({ total: 10_000, totalIsLowerBound: true })).toBe(false);
  });

  it('is refused when the service answers 400 naming sort, and only then', () => {
    const refusal = (fields: string[], status = 400) =>
      new ApiError({ status, errorCode: 'INVALID_INPUT', message: 'sort: too many', fields });
    expect(isSortRefusal(refusal(['sort']))).toBe(true);
    expect(isSortRefusal(refusal(['field']))).toBe(false);
    expect(isSortRefusal(refusal(['sort'], 500))).toBe(false);
    expect(isSortRefusal(new Error('sort'))).toBe(false);
    expect(isSortRefusal(null)).toBe(false);
  });

  it('says how to get there', () => {
    expect(sortLimitText('Last Name')).toBe(
      'Search or filter to 10,000 records or fewer to sort by Last Name.',
    );
  });
});

describe('the columns shown', () => {
  const fields = ['FirstName', 'LastName', 'Company', 'Id'];
  const listed = new Set(['FirstName', 'LastName']);

  it('are the listed fields, with the one filtered and the one sorted by, the rest hidden', () => {
    expect(columnVisibilityOf(fields, listed, {}, { field: 'Id', sort: '' })).toEqual({
      'field-FirstName': true,
      'field-LastName': true,
      'field-Company': false,
      'field-Id': true,
    });
  });

  it('follow the steward’s choices, except that a field filtered or sorted by stays in sight', () => {
    const chosen = {
      details: false,
      'field-FirstName': false,
      'field-Company': true,
      'field-LastName': false,
    };
    expect(columnVisibilityOf(fields, listed, chosen, { field: '', sort: 'LastName' })).toEqual({
      details: false,
      'field-FirstName': false,
      'field-LastName': true,
      'field-Company': true,
      'field-Id': false,
    });
  });
});

describe('the grid’s words when no record is left', () => {
  const none = { q: '', field: '', contains: '' };

  it('name the search and the filter', () => {
    expect(noRecordsText('Leads', none, '')).toBe('No Leads yet');
    expect(noRecordsText('Leads', { ...none, q: ' acme ' }, '')).toBe("No Leads hold 'acme'");
    expect(noRecordsText('Leads', { ...none, field: 'LastName', contains: 'zz' }, 'Last Name')).toBe(
      "No Leads have 'zz' in Last Name",
    );
    expect(noRecordsText('Leads', { q: 'acme', field: 'LastName', contains: 'zz' }, 'Last Name')).toBe(
      "No Leads hold 'acme' with 'zz' in Last Name",
    );
  });

  it('leave out a field picked with no text yet', () => {
    expect(noRecordsText('Leads', { ...none, field: 'LastName' }, 'Last Name')).toBe('No Leads yet');
  });
});
