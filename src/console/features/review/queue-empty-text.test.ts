import { describe, expect, it } from 'vitest';
import { queueEmptyText } from './queue-empty-text';

const state = { status: 'OPEN', source: 'ALL', minScore: 0, minRecords: 2 } as const;

describe('queueEmptyText', () => {
  it('says how items get into an empty queue when nothing is filtered', () => {
    expect(queueEmptyText(state)).toMatch(/^Nothing to review\. Run a job/);
  });

  it('names the filters that left everything out', () => {
    expect(queueEmptyText({ ...state, source: 'UPSERT', minScore: 90 })).toBe(
      'Nothing with the status “to review” from upserts, scoring 90 or more. Clear the filters to see the rest of the queue.',
    );
    expect(queueEmptyText({ ...state, status: 'ALL', minRecords: 3 })).toBe(
      'No item of 3 records or more. Clear the filters to see the rest of the queue.',
    );
    expect(queueEmptyText({ ...state, status: 'MERGED' })).toBe('Nothing with the status “merged” yet.');
  });
});
