import { describe, expect, it } from 'vitest';
import { countsText, importStep, progressText } from './import-status';

const counts = { CREATE: 3, UPDATE: 1, SKIP: 0, REVIEW: 0, ERROR: 1 };

describe('importStep', () => {
  it('follows the status', () => {
    expect(importStep({ status: 'UPLOADED', appliedAt: null })).toBe('mapping');
    expect(importStep({ status: 'CHECKING', appliedAt: null })).toBe('checking');
    expect(importStep({ status: 'CHECKED', appliedAt: null })).toBe('checked');
    expect(importStep({ status: 'RUNNING', appliedAt: '2026-01-01T00:00:00Z' })).toBe('running');
    expect(importStep({ status: 'UNDONE', appliedAt: '2026-01-01T00:00:00Z' })).toBe('report');
  });

  it('sends a failed dry run back to the mapping, a failed import to its report', () => {
    expect(importStep({ status: 'FAILED', appliedAt: null })).toBe('mapping');
    expect(importStep({ status: 'FAILED', appliedAt: '2026-01-01T00:00:00Z' })).toBe('report');
  });
});

describe('countsText', () => {
  it('names the outcomes of some rows only', () => {
    expect(countsText(counts, 'planned')).toBe('New: 3 · Update: 1 · Error: 1');
    expect(countsText(counts, 'done')).toBe('Created: 3 · Updated: 1 · Errors: 1');
  });
});

describe('progressText', () => {
  it('gives the rate and time left while busy only', () => {
    const progress = { rowsDone: 1200, rowsTotal: 2000, rowsPerSecond: 350.4, secondsLeft: 2.3 };
    expect(progressText({ status: 'RUNNING', progress })).toBe('1,200 of 2,000 rows · 350 rows/s · 3 s left');
    expect(progressText({ status: 'DONE', progress })).toBe('1,200 of 2,000 rows');
  });
});
