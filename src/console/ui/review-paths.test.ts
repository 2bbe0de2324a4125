import { describe, expect, it } from 'vitest';
import { reviewItemPath } from './review-paths';

describe('review paths', () => {
  it('opens a job’s group on the group page and a logged pair on the pair page', () => {
    expect(reviewItemPath({ source: 'JOB', jobId: 'j 1', groupId: '7', potentialDuplicateId: null })).toBe(
      '/jobs/j%201/groups/7',
    );
    expect(
      reviewItemPath({ source: 'UPSERT', jobId: null, groupId: null, potentialDuplicateId: 'b0c4-9e' }),
    ).toBe('/review/pairs/b0c4-9e');
  });
});
