import { describe, expect, it } from 'vitest';
import { queueListState, queueExportQueryOf, queueQueryOf, sortOfColumn } from './queue-list-state';

describe('review queue state in the address', () => {
  it('defaults to the open Lead items of every source, best score first, 25 a page', () => {
    const state = queueListState.parse(new URLSearchParams());
    expect(state).toEqual({
      type: 'Lead',
      status: 'OPEN',
      source: 'ALL',
      sort: 'score',
      order: 'desc',
      page: 0,
      pageSize: 25,
      density: 'standard',
      hidden: [],
      minScore: 0,
      minRecords: 2,
      batch: '',
    });
    expect(queueListState.format(state).toString()).toBe('');
    expect(queueQueryOf(state)).toEqual({
      objectType: 'Lead',
      status: 'OPEN',
      sort: 'score',
      order: 'desc',
      limit: '25',
      offset: '0',
    });
  });

  it('round-trips a state, and the API query pages by offset', () => {
    const params = new URLSearchParams(
      'type=Contact&status=NOT_DUPLICATE&source=UPSERT&sort=reviewed&order=asc&page=3&pageSize=50&density=compact&minScore=90&minRecords=3&batch=b1&hide=source%2CdetectedAt',
    );
    const state = queueListState.parse(params);
    expect(state.hidden).toEqual(['source', 'detectedAt']);
    expect(queueListState.format(state).toString()).toBe(params.toString());
    expect(queueQueryOf(state)).toEqual({
      objectType: 'Contact',
      status: 'NOT_DUPLICATE',
      source: 'UPSERT',
      minScore: '90',
      minRecords: '3',
      sort: 'reviewed',
      order: 'asc',
      limit: '50',
      offset: '150',
    });
    // The export asks for the same items, all of them.
    const everything = queueExportQueryOf(state);
    expect({ ...everything, limit: '50', offset: '150' }).toEqual(queueQueryOf(state));
    expect(everything).not.toHaveProperty('limit');
    expect(everything).not.toHaveProperty('offset');
  });

  it('reads each source, pairs imports logged among them', () => {
    for (const source of ['JOB', 'UPSERT', 'IMPORT'] as const) {
      const state = queueListState.parse(new URLSearchParams(`source=${source}`));
      expect(state.source).toBe(source);
      expect(queueListState.format(state).toString()).toBe(`source=${source}`);
      expect(queueQueryOf(state)).toMatchObject({ source });
    }
  });

  it('asks for every status and source when the filters say All', () => {
    const query = queueQueryOf(queueListState.parse(new URLSearchParams('status=ALL&source=ALL')));
    expect(query).not.toHaveProperty('status');
    expect(query).not.toHaveProperty('source');
  });

  it('keeps hidden columns in the grid’s order, once each, and drops names it does not know', () => {
    const state = queueListState.parse(
      new URLSearchParams('hide=reviewedAt,records,differingFields,reviewedAt'),
    );
    expect(state.hidden).toEqual(['differingFields', 'reviewedAt']);
    expect(queueListState.format(state).get('hide')).toBe('differingFields,reviewedAt');
  });

  it('ignores what it cannot read', () => {
    const state = queueListState.parse(
      new URLSearchParams('type=%20&status=x&source=y&sort=name&order=up&page=-1&pageSize=7&density=tiny'),
    );
    expect(state).toEqual(queueListState.parse(new URLSearchParams()));
  });

  it('maps the sortable columns to the service’s sorts', () => {
    expect(sortOfColumn('averageScore')).toBe('score');
    expect(sortOfColumn('recordCount')).toBe('size');
    expect(sortOfColumn('detectedAt')).toBe('detected');
    expect(sortOfColumn('reviewedAt')).toBe('reviewed');
    expect(sortOfColumn('status')).toBeUndefined();
  });
});
