import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps paths on this origin with their query', () => {
    expect(safeReturnTo('/scenarios?type=00Q')).toBe('/scenarios?type=00Q');
  });

  it('rejects other origins, protocol-relative URLs, the callback itself and non-strings', () => {
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('//evil.example/')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('/callback?code=x')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});
