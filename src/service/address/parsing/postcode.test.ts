import { describe, expect, it } from 'vitest';
import { isPostcodeCountry, normalisePostcode } from './postcode';

describe('postcode normalisation', () => {
  it.each([
    ['1234ab', 'NL', '1234 AB'],
    [' 6811  aa ', 'NL', '6811 AA'],
    ['NL-6811AA', 'NL', '6811 AA'],
    ['10115', 'DE', '10115'],
    ['D-10115', 'DE', '10115'],
    ['20500', 'US', '20500'],
    ['205000003', 'US', '20500-0003'],
    ['20500 - 0003', 'US', '20500-0003'],
    ['sw1a2aa', 'GB', 'SW1A 2AA'],
    ['M1 1AE', 'GB', 'M1 1AE'],
    ['ec1a1bb', 'GB', 'EC1A 1BB'],
    ['75001', 'FR', '75001'],
    ['B-1000', 'BE', '1000'],
    ['k1a0b1', 'CA', 'K1A 0B1'],
    ['1234ab', 'nl', '1234 AB'],
    // Leading zeros a spreadsheet dropped come back where every postcode has five digits.
    ['2135', 'US', '02135'],
    ['501', 'US', '00501'],
    ['2135-1234', 'US', '02135-1234'],
    ['1067', 'DE', '01067'],
    ['6000', 'FR', '06000'],
  ])('%s in %s → %s', (input, country, expected) => {
    expect(normalisePostcode(input, country)).toBe(expected);
  });

  it.each([
    ['0123 AB', 'NL'],
    ['1234 SS', 'NL'],
    ['1234', 'NL'],
    ['12', 'DE'],
    ['00123', 'DE'],
    ['20', 'US'],
    ['205001', 'US'],
    ['SW1A', 'GB'],
    ['QW1A 2AA', 'GB'],
    ['0999', 'BE'],
    ['D1A 0B1', 'CA'],
    ['1234 AB', 'BE'],
    ['10115', 'XX'],
  ])('rejects %s in %s', (input, country) => {
    expect(normalisePostcode(input, country)).toBeUndefined();
  });

  it('does not take another country prefix for its own', () => {
    expect(normalisePostcode('F-10115', 'DE')).toBeUndefined();
  });

  it('knows which countries it supports', () => {
    expect(isPostcodeCountry('ca')).toBe(true);
    expect(isPostcodeCountry('JP')).toBe(false);
  });
});
