import { describe, expect, it, vi } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { showServerFieldErrors, withoutFieldPrefix } from './server-field-errors';

interface Values {
  name: string;
  email: string;
}

describe('withoutFieldPrefix', () => {
  it('drops the field name the message starts with', () => {
    expect(withoutFieldPrefix('Email: not an e-mail address', 'Email')).toBe('not an e-mail address');
  });

  it('keeps a message that names another field or none', () => {
    expect(withoutFieldPrefix('Phone: too long', 'Email')).toBe('Phone: too long');
    expect(withoutFieldPrefix('was refused', 'Email')).toBe('was refused');
  });
});

describe('showServerFieldErrors', () => {
  it('sets each error as a server error and focuses the first field only', () => {
    const setError = vi.fn<UseFormSetError<Values>>();
    showServerFieldErrors<Values>(setError, [
      { path: 'email', message: 'not an e-mail address' },
      { path: 'name', message: 'too long' },
    ]);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'not an e-mail address' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'too long' }, { shouldFocus: false }],
    ]);
  });
});
