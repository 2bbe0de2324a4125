import { describe, expect, it } from 'vitest';
import { usageReport as report } from '../../ui/address-usage.fixture';
import type { ApiUsageReport } from '../../../contract/api-usage';
import {
  apiCallsByPrincipalAndDay,
  barPercent,
  callsByDay,
  creditsByDay,
  periodOf,
  periodProblem,
  usageQueryOf,
} from './usage-report';

describe('creditsByDay', () => {
  it('totals each day with the principals in the order of the period’s totals', () => {
    expect(creditsByDay(report)).toEqual([
      {
        day: '2026-05-02',
        amount: 10,
        shares: [
          { principal: 'steward', amount: 4 },
          { principal: 'admin', amount: 6 },
        ],
      },
      { day: '2026-05-01', amount: 8, shares: [{ principal: 'steward', amount: 8 }] },
    ]);
  });

  it('has no days when nobody spent credits', () => {
    expect(creditsByDay({ rows: [], totals: [] })).toEqual([]);
  });
});

describe('barPercent', () => {
  it('measures a bar against the widest, and nothing against nothing', () => {
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(0, 0)).toBe(0);
  });
});

describe('period', () => {
  const now = new Date('2026-03-01T23:30:00Z');

  it('is the last 30 UTC days until another is chosen', () => {
    expect(periodOf(new URLSearchParams(), now)).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
      principal: '',
    });
  });

  it('reads the days and the principal of the address, an empty day as no limit', () => {
    expect(periodOf(new URLSearchParams('from=&to=2026-02-10&principal=+guest+'), now)).toEqual({
      from: '',
      to: '2026-02-10',
      principal: 'guest',
    });
    expect(usageQueryOf({ from: '', to: '2026-02-10', principal: '' })).toEqual({
      from: undefined,
      to: '2026-02-10',
      principal: undefined,
    });
  });

  it('keeps its default for a day that is no real date', () => {
    expect(periodOf(new URLSearchParams('from=2026-13-01'), now).from).toBe('2026-01-31');
  });

  it('refuses a first day after the last', () => {
    expect(periodProblem('2026-05-02', '2026-05-01')).toBe('The first day comes after the last day.');
    expect(periodProblem('2026-05-01', '2026-05-01')).toBeUndefined();
    expect(periodProblem('', '2026-05-01')).toBeUndefined();
  });
});

describe('apiCallsByPrincipalAndDay', () => {
  it('adds up a principal’s calls of a day and names the operation called most', () => {
    const apiReport: ApiUsageReport = {
      rows: [
        { principal: 'steward', day: '2026-05-02', operation: 'POST /search', calls: 2 },
        { principal: 'steward', day: '2026-05-02', operation: 'GET /scenarios', calls: 5 },
        { principal: 'admin', day: '2026-05-02', operation: 'GET /licenses', calls: 1 },
        { principal: 'steward', day: '2026-05-01', operation: 'POST /search', calls: 3 },
      ],
      totals: [],
    };
    expect(apiCallsByPrincipalAndDay(apiReport)).toEqual([
      { day: '2026-05-02', principal: 'admin', calls: 1, busiestOperation: 'GET /licenses' },
      { day: '2026-05-02', principal: 'steward', calls: 7, busiestOperation: 'GET /scenarios' },
      { day: '2026-05-01', principal: 'steward', calls: 3, busiestOperation: 'POST /search' },
    ]);
  });
});

describe('callsByDay', () => {
  it('totals each day’s calls with the principals in the order of the period’s totals', () => {
    const apiReport: ApiUsageReport = {
      rows: [
        { principal: 'steward', day: '2026-05-02', operation: 'POST /search', calls: 2 },
        { principal: 'admin', day: '2026-05-02', operation: 'GET /licenses', calls: 1 },
        { principal: 'steward', day: '2026-05-01', operation: 'POST /search', calls: 3 },
      ],
      totals: [
        { principal: 'steward', calls: 5, lastDay: '2026-05-02' },
        { principal: 'admin', calls: 1, lastDay: '2026-05-02' },
      ],
    };
    expect(callsByDay(apiReport)).toEqual([
      {
        day: '2026-05-02',
        amount: 3,
        shares: [
          { principal: 'steward', amount: 2 },
          { principal: 'admin', amount: 1 },
        ],
      },
      { day: '2026-05-01', amount: 3, shares: [{ principal: 'steward', amount: 3 }] },
    ]);
  });
});
