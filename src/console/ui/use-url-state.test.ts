import { describe, expect, it } from 'vitest';
import { changedParams, oneOf, pageSizeOf, wholeNumber } from './use-url-state';

describe('list state read from an address', () => {
  it('takes an allowed word, and the fallback for anything else', () => {
    expect(oneOf('asc', ['asc', 'desc'], 'desc')).toBe('asc');
    expect(oneOf('ASC', ['asc', 'desc'], 'desc')).toBe('desc');
    expect(oneOf(null, ['asc', 'desc'], 'desc')).toBe('desc');
  });

  it('takes a whole number from its minimum up', () => {
    expect(wholeNumber('3', 0, 0)).toBe(3);
    expect(wholeNumber('0', 2, 2)).toBe(2);
    expect(wholeNumber('1.5', 0, 0)).toBe(0);
    expect(wholeNumber('', 7, 0)).toBe(7);
    expect(wholeNumber(null, 7, 0)).toBe(7);
  });

  it('takes only the page sizes the grid offers', () => {
    expect(pageSizeOf('50', 25)).toBe(50);
    expect(pageSizeOf('200', 25)).toBe(25);
    expect(pageSizeOf(null, 25)).toBe(25);
  });

  it('writes only what differs from the defaults, in the defaults’ order', () => {
    const defaults = { sort: 'score', page: 0, size: 25 };
    expect(changedParams({ sort: 'score', page: 0, size: 25 }, defaults).toString()).toBe('');
    expect(changedParams({ size: 50, sort: 'size', page: 0 }, defaults).toString()).toBe('sort=size&size=50');
  });
});
