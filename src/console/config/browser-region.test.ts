import { describe, expect, it } from 'vitest';
import { browserRegion } from './browser-region';

describe('browserRegion', () => {
  it('takes the region a language names', () => {
    expect(browserRegion(['nl-BE', 'en-US'])).toBe('BE');
  });

  it('takes the region a language without one implies', () => {
    expect(browserRegion(['de'])).toBe('DE');
  });

  it('skips what names no country: a malformed tag, a region that is a continent', () => {
    expect(browserRegion(['not a language', 'es-419', 'fr-CA'])).toBe('CA');
    expect(browserRegion([])).toBeUndefined();
  });
});
