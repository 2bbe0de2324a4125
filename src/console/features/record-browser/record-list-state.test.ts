import { describe, expect, it } from 'vitest';
import { readRecordListState, recordListQueryOf, recordListSearch } from './record-list-state';

const read = (query: string) => readRecordListState(new URLSearchParams(query));

describe('the record list state in the address', () => {
  it('is the newest records, first page of 25, when the address says nothing', () => {
    expect(read('')).toEqual({ q: '', order: 'desc', page: 0, pageSize: 25 });
  });

  it('reads the search, the order, the page and its size', () => {
    expect(read('q=Acme%20Corp&order=asc&page=2&pageSize=50')).toEqual({
      q: 'Acme Corp',
      order: 'asc',
      page: 2,
      pageSize: 50,
    });
  });

  it('takes the default for an order, a page or a page size it does not offer', () => {
    expect(read('order=up&page=-1&pageSize=200')).toEqual({ q: '', order: 'desc', page: 0, pageSize: 25 });
    expect(read('page=1.5').page).toBe(0);
    expect(read('page=').page).toBe(0);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(recordListSearch({ q: '', order: 'desc', page: 0, pageSize: 25 }).toString()).toBe('');
    const state = { q: 'o’brien & co', order: 'asc', page: 3, pageSize: 100 } as const;
    const search = recordListSearch(state);
    expect(search.toString()).toBe('q=o%E2%80%99brien+%26+co&order=asc&page=3&pageSize=100');
    expect(readRecordListState(search)).toEqual(state);
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
});
