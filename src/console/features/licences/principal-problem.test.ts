import { describe, expect, it } from 'vitest';
import { principalProblem } from './principal-problem';

const seats = [{ principal: 'steward', assignedAt: '2026-01-01T00:00:00.000Z', assignedBy: 'admin' }];

describe('principalProblem', () => {
  it('accepts a principal without a seat, spaces around it left out', () => {
    expect(principalProblem('  guest ', seats)).toBeUndefined();
  });

  it('asks for a principal when nothing but spaces was typed', () => {
    expect(principalProblem('   ', seats)).toBe('Enter a user name or a client id.');
  });

  it('refuses one longer than the service keeps', () => {
    expect(principalProblem('x'.repeat(256), seats)).toBe('Use at most 255 characters; this has 256.');
  });

  it('says when the principal already holds a seat', () => {
    expect(principalProblem('steward', seats)).toBe('steward already holds a seat.');
  });
});
