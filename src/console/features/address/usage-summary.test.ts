import { describe, expect, it } from 'vitest';
import { usageByPrincipal } from './usage-summary';

describe('usageByPrincipal', () => {
  it('adds up the calls of each operation over the days, in the order of the totals', () => {
    const lines = usageByPrincipal({
      rows: [
        { principal: 'steward', operation: 'validate', day: '2026-11-22', calls: 3, credits: 7 },
        { principal: 'integration', operation: 'validate', day: '2026-11-22', calls: 1, credits: 1 },
        { principal: 'steward', operation: 'retrieve', day: '2026-11-22', calls: 1, credits: 5 },
        { principal: 'steward', operation: 'validate', day: '2026-11-21', calls: 2, credits: 2 },
        { principal: 'steward', operation: 'emailValidate', day: '2026-11-21', calls: 2, credits: 2 },
        { principal: 'steward', operation: 'phoneValidate', day: '2026-11-21', calls: 1, credits: 1 },
      ],
      totals: [
        { principal: 'steward', calls: 9, credits: 17 },
        { principal: 'integration', calls: 1, credits: 1 },
      ],
    });
    expect(lines).toEqual([
      {
        principal: 'steward',
        calls: 9,
        credits: 17,
        callsBy: { validate: 5, retrieve: 1, emailValidate: 2, phoneValidate: 1 },
      },
      {
        principal: 'integration',
        calls: 1,
        credits: 1,
        callsBy: { validate: 1, retrieve: 0, emailValidate: 0, phoneValidate: 0 },
      },
    ]);
  });

  it('answers no lines for a period without calls', () => {
    expect(usageByPrincipal({ rows: [], totals: [] })).toEqual([]);
  });
});
