import { describe, expect, it } from 'vitest';
import { automationSettings, automationValues, numberProblem } from './automation-values';

describe('the automation settings form', () => {
  it('shows the precision in per cent and saves it as a share, the others as numbers', () => {
    const values = automationValues(
      { minimumPrecision: 0.99 },
      { shareMultiple: 3, minimumRecords: 20, queueDays: 14 },
    );
    expect(values).toEqual({
      minimumPrecisionPercent: '99',
      shareMultiple: '3',
      minimumRecords: '20',
      queueDays: '14',
    });
    expect(automationSettings({ ...values, minimumPrecisionPercent: '97.5' })).toEqual({
      autoMerge: { minimumPrecision: 0.975 },
      alerts: { shareMultiple: 3, minimumRecords: 20, queueDays: 14 },
    });
  });

  it('names what is wrong with a number typed', () => {
    expect(numberProblem('', 1, 365, true)).toBe('Give a number');
    expect(numberProblem('two', 1, 365, true)).toBe('Give a number');
    expect(numberProblem('2.5', 1, 365, true)).toBe('Give a whole number');
    expect(numberProblem('400', 1, 365, true)).toBe('Give a number from 1 to 365');
    expect(numberProblem('1000001', 1, 1_000_000, true)).toBe('Give a number from 1 to 1,000,000');
    expect(numberProblem(' 2.5 ', 1.5, 100)).toBeUndefined();
  });
});
