import { describe, expect, it } from 'vitest';
import { usageReport as report } from './address-usage.fixture';
import { usageByPrincipal, usageByPrincipalAndDay } from './address-usage-summary';

const calls = (
  validations: number,
  retrievals: number,
  emailValidations: number,
  phoneValidations: number,
) => ({
  validations,
  retrievals,
  emailValidations,
  phoneValidations,
});

describe('usageByPrincipalAndDay', () => {
  it('adds up the operations of a principal’s day, newest day first', () => {
    expect(usageByPrincipalAndDay(report)).toEqual([
      { day: '2026-05-02', principal: 'admin', ...calls(2, 0, 0, 0), credits: 6 },
      { day: '2026-05-02', principal: 'steward', ...calls(3, 1, 0, 0), credits: 4 },
      { day: '2026-05-01', principal: 'steward', ...calls(1, 0, 2, 1), credits: 8 },
    ]);
  });
});

describe('usageByPrincipal', () => {
  it('adds up the calls of each operation over the days, in the order of the totals', () => {
    expect(usageByPrincipal(report)).toEqual([
      { principal: 'steward', ...calls(4, 1, 2, 1), credits: 12 },
      { principal: 'admin', ...calls(2, 0, 0, 0), credits: 6 },
    ]);
  });

  it('answers no lines for a period without calls', () => {
    expect(usageByPrincipal({ rows: [], totals: [] })).toEqual([]);
  });
});
