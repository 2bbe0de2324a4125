import { describe, expect, it } from 'vitest';
import { differingText } from './differing-text';

describe('differingText', () => {
  it('names the fields that differ by their labels', () => {
    expect(differingText(['FirstName', 'Email'], new Map([['FirstName', 'First Name']]))).toBe(
      'they differ in First Name, Email',
    );
  });

  it('says when no field differs', () => {
    expect(differingText([], new Map())).toBe('no field differs');
  });
});
