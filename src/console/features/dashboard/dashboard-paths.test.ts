import { describe, expect, it } from 'vitest';
import { auditWeekPath, openItemsPath } from './dashboard-paths';

describe('openItemsPath', () => {
  it('opens the queue of a type and source, open items only', () => {
    expect(openItemsPath('Contact', 'UPSERT')).toBe('/review?type=Contact&status=OPEN&source=UPSERT');
    expect(openItemsPath('Lead', 'IMPORT')).toBe('/review?type=Lead&status=OPEN&source=IMPORT');
  });

  it('opens every source, the item waiting longest first', () => {
    expect(openItemsPath('Lead', undefined, true)).toBe(
      '/review?type=Lead&status=OPEN&sort=detected&order=asc',
    );
  });
});

describe('auditWeekPath', () => {
  it('filters the trail by action and the days of the week', () => {
    expect(auditWeekPath('MERGE', '2026-11-16')).toBe('/audit?action=MERGE&from=2026-11-16&to=2026-11-22');
  });
});
