import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date-time';

describe('formatDate', () => {
  it('shows the calendar day of an ISO date, whatever the time zone', () => {
    expect(formatDate('2024-03-05')).toBe('5 Mar 2024');
  });

  it('keeps a text that is no date', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('keeps a text that is no time', () => {
    expect(formatDateTime('not a time')).toBe('not a time');
  });
});
