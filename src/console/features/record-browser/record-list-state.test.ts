import { describe, expect, it } from 'vitest';
import { recordListState, narrowed, recordListQueryOf, refinesFilter, unsorted } from './record-list-state';

const read = (query: string) => recordListState.parse(new URLSearchParams(query));

const PLAIN = { q: '', field: '', contains: '', sort: '', order: 'desc', page: 0, pageSize: 25 } as const;

describe('the record list state in the address', () => {
  it('is the newest records, first page of 25, when the address says nothing', () => {
    expect(read('')).toEqual(PLAIN);
  });

  it('reads the search, the filter, the sort, the order, the page and its size', () => {
    expect(
      read('q=Acme%20Corp&field=LastName&contains=smi&sort=LastName&order=asc&page=2&pageSize=50'),
    ).toEqual({
      q: 'Acme Corp',
      field: 'LastName',
      contains: 'smi',
      sort: 'LastName',
      order: 'asc',
      page: 2,
      pageSize: 50,
    });
  });

  it('takes the default for an order, a page or a page size it does not offer', () => {
    expect(read('order=up&page=-1&pageSize=200')).toEqual(PLAIN);
    expect(read('page=1.5').page).toBe(0);
    expect(read('page=').page).toBe(0);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(recordListState.format(PLAIN).toString()).toBe('');
    const state = { ...PLAIN, q: 'o’brien & co', order: 'asc', page: 3, pageSize: 100 } as const;
    const search = recordListState.format(state);
    expect(search.toString()).toBe('q=o%E2%80%99brien+%26+co&order=asc&page=3&pageSize=100');
    expect(recordListState.parse(search)).toEqual(state);
    const filtered = { ...PLAIN, field: 'Email', contains: 'a&b ', sort: 'LastName' };
    expect(recordListState.parse(recordListState.format(filtered))).toEqual(filtered);
  });
});

describe('the API query of a record list state', () => {
  it('asks for the page by offset, newest first by default, without a search when none is typed', () => {
    expect(recordListQueryOf('Lead', read('page=2&pageSize=50'))).toEqual({
      objectType: 'Lead',
      order: 'desc',
      limit: '50',
      offset: '100',
    });
  });

  it('searches the text without the spaces around it, and not at all for spaces alone', () => {
    expect(recordListQueryOf('Lead', read('q=%20Acme%20&order=asc'))).toEqual({
      objectType: 'Lead',
      q: 'Acme',
      order: 'asc',
      limit: '25',
      offset: '0',
    });
    expect(recordListQueryOf('Lead', read('q=%20%20')).q).toBeUndefined();
  });

  it('filters a field by its trimmed text, only once there is text, and sorts by a field', () => {
    expect(
      recordListQueryOf('Lead', read('field=LastName&contains=%20Smi%20&sort=LastName&order=asc')),
    ).toEqual({
      objectType: 'Lead',
      field: 'LastName',
      contains: 'Smi',
      sort: 'LastName',
      order: 'asc',
      limit: '25',
      offset: '0',
    });
    const picked = recordListQueryOf('Lead', read('field=LastName'));
    expect(picked.field).toBeUndefined();
    expect(picked.contains).toBeUndefined();
  });

  it('lists newest first, keeping the search and the filter, when the sort is refused', () => {
    const state = read('q=acme&field=LastName&contains=smi&sort=LastName&order=asc&page=1');
    expect(unsorted(state)).toEqual({ ...state, sort: '', order: 'desc' });
  });
});

describe('the record list state', () => {
  it('is narrowed by a search or by a filter with its text, not by a field picked alone', () => {
    expect(narrowed(read('q=acme'))).toBe(true);
    expect(narrowed(read('field=LastName&contains=smi'))).toBe(true);
    expect(narrowed(read('field=LastName'))).toBe(false);
    expect(narrowed(read('contains=smi'))).toBe(false);
    expect(narrowed(read('q=%20'))).toBe(false);
  });

  it('replaces the address’s entry while a field is picked or its text refined, and adds one when the list changes', () => {
    const none = { field: '', contains: '' };
    const picked = { field: 'LastName', contains: '' };
    const typed = { field: 'LastName', contains: 'S' };
    const refined = { field: 'LastName', contains: 'Smi' };
    expect(refinesFilter(none, picked)).toBe(true);
    expect(refinesFilter(typed, refined)).toBe(true);
    expect(refinesFilter(picked, typed)).toBe(false);
    expect(refinesFilter(refined, { field: 'FirstName', contains: 'Smi' })).toBe(false);
    expect(refinesFilter(refined, picked)).toBe(false);
    expect(refinesFilter(refined, none)).toBe(false);
  });
});
