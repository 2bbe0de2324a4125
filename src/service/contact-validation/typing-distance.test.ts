import { describe, expect, it } from 'vitest';
import { typingDistance } from './typing-distance';

describe('typingDistance', () => {
  it('counts a swap, a dropped or doubled letter and a neighbouring key as one slip', () => {
    expect(typingDistance('gmial', 'gmail')).toBe(1);
    expect(typingDistance('yaho', 'yahoo')).toBe(1);
    expect(typingDistance('gmaill', 'gmail')).toBe(1);
    expect(typingDistance('gnail', 'gmail')).toBe(1);
    expect(typingDistance('con', 'com')).toBe(1);
  });

  it('counts a letter for a far one, or one more or less in front, as two', () => {
    expect(typingDistance('email', 'gmail')).toBe(2);
    expect(typingDistance('email', 'mail')).toBe(2);
    expect(typingDistance('mail', 'gmail')).toBe(2);
    expect(typingDistance('exemple', 'example')).toBe(2);
  });
});
