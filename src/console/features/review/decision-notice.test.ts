import { describe, expect, it } from 'vitest';
import { decidedText, undoneText, type DecisionNotice, type ReviewUndo } from './decision-notice';

const notice = (undo: ReviewUndo): DecisionNotice => ({
  subject: 'Jane Doe and Jane Do',
  undo,
  item: { to: '/jobs/j1/groups/7', state: { list: 'sort=score', position: 3 } },
});

describe('a review step’s notice', () => {
  it('tells a decision, of a group or a pair, and that its undo opens the records for review again', () => {
    const undos: ReviewUndo[] = [
      { kind: 'group', jobId: 'j1', groupId: '7' },
      { kind: 'pair', decisionIds: ['d1'] },
    ];
    for (const undo of undos) {
      expect(decidedText(notice(undo))).toBe('Decided not duplicates: Jane Doe and Jane Do.');
      expect(undoneText(notice(undo))).toBe(
        'Decision undone: Jane Doe and Jane Do are open for review again.',
      );
    }
  });

  it('tells a skip, and that its undo came back to the records', () => {
    expect(decidedText(notice({ kind: 'skip' }))).toBe('Skipped Jane Doe and Jane Do.');
    expect(undoneText(notice({ kind: 'skip' }))).toBe('Skip undone: back to Jane Doe and Jane Do.');
  });
});
