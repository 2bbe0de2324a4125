import { describe, expect, it } from 'vitest';
import { matchCountText } from './match-count-text';

describe('the count of the records listed', () => {
  it('says how many records there are when nothing is searched', () => {
    expect(matchCountText({ total: 1234, totalIsLowerBound: false }, false)).toBe('1,234 records');
    expect(matchCountText({ total: 1, totalIsLowerBound: false }, false)).toBe('1 record');
  });

  it('says how many match a search', () => {
    expect(matchCountText({ total: 0, totalIsLowerBound: false }, true)).toBe('0 records match');
    expect(matchCountText({ total: 1, totalIsLowerBound: false }, true)).toBe('1 record matches');
    expect(matchCountText({ total: 12, totalIsLowerBound: false }, true)).toBe('12 records match');
  });

  it('says the count is a lower bound where the service stopped counting', () => {
    expect(matchCountText({ total: 10000, totalIsLowerBound: true }, true)).toBe('10,000+ records match');
  });
});
