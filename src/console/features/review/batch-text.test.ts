import { describe, expect, it } from 'vitest';
import type { ReviewBatch, ReviewBatchItem } from '../../../contract/review-batches';
import {
  batchPercent,
  batchProgressText,
  batchSummaryText,
  countOf,
  skippedLines,
  undoOutcome,
} from './batch-text';

const named = (...names: string[]) =>
  names.map((displayName, index) => ({
    id: `00Q00000000000${index}AAA`,
    objectType: 'Lead',
    displayName,
    details: [],
    state: 'STORED' as const,
  }));

const item = (
  itemId: string,
  status: ReviewBatchItem['status'],
  message: string | null,
  ...names: string[]
) => ({
  itemId,
  status,
  records: named(...names),
  mergeId: null,
  message,
});

const batch = (changes: Partial<ReviewBatch> = {}): ReviewBatch => ({
  id: 'b1',
  objectType: 'Lead',
  action: 'MERGE',
  masterRule: 'MOST_COMPLETE',
  masterWhere: null,
  fieldRule: 'NON_EMPTY',
  status: 'DONE',
  total: 37,
  done: 35,
  skipped: 2,
  undone: 0,
  createdBy: 'steward',
  createdAt: '2026-11-25T10:00:00Z',
  finishedAt: '2026-11-25T10:00:05Z',
  jobId: null,
  items: [
    item('JOB:j:1', 'SKIPPED', 'reviewed meanwhile', 'Jane Doe', 'Jane Do'),
    item('JOB:j:2', 'DONE', null, 'Ann Lee', 'Anne Lee'),
    item('JOB:j:3', 'SKIPPED', null, 'Bo Yu', 'Bo You'),
  ],
  ...changes,
});

describe('a review batch in words', () => {
  it('counts nouns', () => {
    expect(countOf(1, 'group')).toBe('1 group');
    expect(countOf(37, 'group')).toBe('37 groups');
  });

  it('tells progress as items acted on of all, and the share for the bar', () => {
    const running = batch({ status: 'RUNNING', done: 12, skipped: 0 });
    expect(batchProgressText(running)).toBe('12 of 37 merged');
    expect(batchProgressText({ ...running, skipped: 1 })).toBe('12 of 37 merged, 1 skipped');
    expect(batchProgressText({ ...running, action: 'NOT_DUPLICATE' })).toBe(
      '12 of 37 decided not duplicates',
    );
    expect(batchPercent({ ...running, skipped: 1 })).toBe(35);
    expect(batchPercent(batch({ total: 0, done: 0, skipped: 0 }))).toBe(100);
  });

  it('sums up what it did and what was undone since', () => {
    expect(batchSummaryText(batch())).toBe('35 merged, 2 skipped');
    expect(batchSummaryText(batch({ skipped: 0, done: 37 }))).toBe('37 merged');
    expect(batchSummaryText(batch({ undone: 35 }))).toBe('35 merged, 2 skipped; 35 undone since');
  });

  it('names the skipped items by their records with why', () => {
    expect(skippedLines(batch())).toEqual([
      { itemId: 'JOB:j:1', names: 'Jane Doe and Jane Do', reason: 'reviewed meanwhile' },
      { itemId: 'JOB:j:3', names: 'Bo Yu and Bo You', reason: 'passed over' },
    ]);
  });

  it('tells an undo, naming the items it could not undo, never by id', () => {
    expect(undoOutcome({ undone: 35, notUndone: [], batch: batch() }).text).toBe('35 undone.');
    const outcome = undoOutcome({
      undone: 34,
      notUndone: [
        { itemId: 'JOB:j:2', reason: 'changed since' },
        { itemId: 'JOB:j:99', reason: 'undone already' },
      ],
      batch: batch(),
    });
    expect(outcome.text).toBe('34 undone; 2 could not be undone:');
    expect(outcome.refused).toEqual([
      { itemId: 'JOB:j:2', names: 'Ann Lee and Anne Lee', reason: 'changed since' },
      { itemId: 'JOB:j:99', names: 'An item not listed here', reason: 'undone already' },
    ]);
  });
});
