import { describe, expect, it, vi } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error';
import {
  mapServerErrors,
  showServerFieldErrors,
  splitFieldProblems,
  withoutFieldPrefix,
} from './server-field-errors';

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

describe('splitFieldProblems', () => {
  it('gives each field the part of the message about it', () => {
    const message =
      'label: must not be blank; conditions.0.value: must be a number; as Employees is a number field';
    expect(splitFieldProblems(message, ['label', 'conditions.0.value'])).toEqual([
      { field: 'label', problem: 'label: must not be blank' },
      {
        field: 'conditions.0.value',
        problem: 'conditions.0.value: must be a number; as Employees is a number field',
      },
    ]);
  });

  it('does not take a field for the end of a longer one', () => {
    const message = 'conditions.0.values: is only taken by IN and NOT_IN; values: is not a known field';
    expect(
      splitFieldProblems(message, ['conditions.0.values', 'values']).map((each) => each.problem),
    ).toEqual(['conditions.0.values: is only taken by IN and NOT_IN', 'values: is not a known field']);
  });

  it('finds a field named twice at each of its problems', () => {
    const message = 'name: must be 1 to 40 characters; name: must equal the name in the path (A) when given';
    expect(splitFieldProblems(message, ['name', 'name']).map((each) => each.problem)).toEqual([
      'name: must be 1 to 40 characters',
      'name: must equal the name in the path (A) when given',
    ]);
  });

  it('reads the field of a refused query parameter', () => {
    expect(splitFieldProblems('query parameter from: is malformed', ['from'])).toEqual([
      { field: 'from', problem: 'from: is malformed' },
    ]);
  });

  it('gives every field the whole message when it does not name them', () => {
    expect(splitFieldProblems('Not a valid date', ['from', 'to'])).toEqual([
      { field: 'from', problem: 'Not a valid date' },
      { field: 'to', problem: 'Not a valid date' },
    ]);
  });
});

describe('mapServerErrors', () => {
  const refused = (message: string, fields: string[]) =>
    new ApiError({
      status: 400,
      errorCode: 'INVALID_INPUT',
      message,
      fields,
      errors: [{ errorCode: 'INVALID_INPUT', message, fields }],
    });
  const pathOf = (field: string) => (field === 'email' || field === 'name' ? field : undefined);

  it('puts the problems of one message at their fields and keeps the others for the page', () => {
    const error = refused('email: not an e-mail address; id: is not a known field', ['email', 'id']);
    expect(mapServerErrors<Values>(error, pathOf)).toEqual({
      fields: [{ path: 'email', message: 'not an e-mail address' }],
      other: ['id: is not a known field'],
    });
  });

  it('leaves a failure that is no refused input to the page', () => {
    const conflict = new ApiError({ status: 409, errorCode: 'DELETE_FAILED', message: 'In use' });
    expect(mapServerErrors<Values>(conflict, pathOf)).toBeUndefined();
  });
});
