import { describe, expect, it } from 'vitest';
import { undoableMergeIds } from './audit-merges';

describe('undoableMergeIds', () => {
  it('offers the merges not undone since', () => {
    expect(
      undoableMergeIds([
        { action: 'UNDO_MERGE', mergeId: 'm1' },
        { action: 'MERGE', mergeId: 'm2' },
        { action: 'UPDATE' },
        { action: 'MERGE', mergeId: 'm1' },
        { action: 'MERGE' },
      ]),
    ).toEqual(new Set(['m2']));
  });
});
