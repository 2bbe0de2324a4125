import { describe, expect, it } from 'vitest';
import { pagePaths } from './page-paths';

describe('pagePaths', () => {
  it('fills each parameter of the pattern, encoded, in order', () => {
    expect(pagePaths.group('j 1', '7')).toBe('/jobs/j%201/groups/7');
    expect(pagePaths.filter('Lead', 'Open/Leads')).toBe('/admin/filters/Lead/Open%2FLeads');
  });

  it('adds a query when there is one', () => {
    expect(pagePaths.review('source=UPSERT')).toBe('/review?source=UPSERT');
    expect(pagePaths.review('')).toBe('/review');
    expect(pagePaths.groups('42')).toBe('/jobs/42/groups');
    expect(pagePaths.scenarioList({ type: 'Lead' })).toBe('/admin/scenarios?type=Lead');
    expect(pagePaths.home()).toBe('/');
  });
});
