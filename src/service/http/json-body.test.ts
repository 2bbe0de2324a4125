import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, however they mix', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 64)).toBe(true);
  });

  it('leaves brackets inside strings, escaped quotes included, out of the count', () => {
    expect(nestsDeeperThan('{"a":"[[[{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[","b":"\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\",[[1]]]', 2)).toBe(true);
  });
});
