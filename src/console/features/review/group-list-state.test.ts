import { describe, expect, it } from 'vitest';
import { groupListState, groupQueryOf } from './group-list-state';

describe('group list state in the address', () => {
  it('defaults to open groups of two or more, largest first, 25 a page', () => {
    const state = groupListState.parse(new URLSearchParams());
    expect(state).toEqual({
      sort: 'size',
      order: 'desc',
      status: 'OPEN',
      minScore: 0,
      minRecords: 2,
      batch: '',
      page: 0,
      pageSize: 25,
    });
    expect(groupListState.format(state).toString()).toBe('');
    expect(groupQueryOf(state)).toEqual({
      sort: 'size',
      order: 'desc',
      status: 'OPEN',
      limit: '25',
      offset: '0',
    });
  });

  it('round-trips a state, and the API query pages by offset', () => {
    const params = new URLSearchParams(
      'sort=score&order=asc&status=ALL&minScore=95&minRecords=3&batch=b1&page=2&pageSize=50',
    );
    const state = groupListState.parse(params);
    expect(groupListState.format(state).toString()).toBe(params.toString());
    expect(groupQueryOf(state)).toEqual({
      sort: 'score',
      order: 'asc',
      minScore: '95',
      minRecords: '3',
      limit: '50',
      offset: '100',
    });
  });

  it('ignores what it cannot read', () => {
    const state = groupListState.parse(
      new URLSearchParams('sort=name&status=x&page=-1&pageSize=7&minRecords=a'),
    );
    expect(state).toEqual(groupListState.parse(new URLSearchParams()));
  });
});
