import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { formPathOf, mapServerErrors } from './server-errors';

const fieldNames = new Set(['FirstName', 'Email']);

const invalid = (...errors: { message: string; fields?: string[] }[]) =>
  new ApiError({
    status: 400,
    errorCode: 'INVALID_INPUT',
    message: errors[0]!.message,
    fields: errors.flatMap((error) => error.fields ?? []),
    errors: errors.map((error) => ({ errorCode: 'INVALID_INPUT' as const, ...error })),
  });

describe('formPathOf', () => {
  it('maps objectData fields of the form onto their inputs', () => {
    expect(formPathOf('objectData.FirstName', fieldNames)).toBe('values.FirstName');
    expect(formPathOf('objectData.Foo', fieldNames)).toBeUndefined();
  });

  it('maps the scenario choice and the filter', () => {
    expect(formPathOf('scenarioIds', fieldNames)).toBe('scenarioIds');
    expect(formPathOf('scenarioIds.2', fieldNames)).toBe('scenarioIds');
    expect(formPathOf('filterDeveloperName', fieldNames)).toBe('filterDeveloperName');
    expect(formPathOf('objectPrefix', fieldNames)).toBeUndefined();
  });
});

describe('mapServerErrors', () => {
  it('puts a field error at its field without the field prefix of the message', () => {
    const error = invalid({
      message: 'objectData.Email: not an e-mail address',
      fields: ['objectData.Email'],
    });
    expect(mapServerErrors(error, fieldNames)).toEqual({
      fields: [{ path: 'values.Email', message: 'not an e-mail address' }],
      other: [],
    });
  });

  it('keeps errors about fields the form does not have, or about no field, for the page', () => {
    const error = invalid(
      { message: 'objectData.Foo: Lead has no field Foo', fields: ['objectData.Foo'] },
      { message: 'Something else' },
      { message: "filterDeveloperName: Lead has no filter 'Open'", fields: ['filterDeveloperName'] },
    );
    expect(mapServerErrors(error, fieldNames)).toEqual({
      fields: [{ path: 'filterDeveloperName', message: "Lead has no filter 'Open'" }],
      other: ['objectData.Foo: Lead has no field Foo', 'Something else'],
    });
  });

  it('reports several scenario errors once, at the scenario choice', () => {
    const error = invalid(
      { message: "scenarioIds.0: 'x' is not the id of a scenario", fields: ['scenarioIds.0'] },
      { message: "scenarioIds.1: 'y' is not the id of a scenario", fields: ['scenarioIds.1'] },
    );
    expect(mapServerErrors(error, fieldNames)?.fields).toEqual([
      { path: 'scenarioIds', message: "'x' is not the id of a scenario" },
    ]);
  });

  it('reads an error without the Salesforce error array', () => {
    const error = new ApiError({ status: 400, errorCode: 'INVALID_INPUT', message: 'Bad search' });
    expect(mapServerErrors(error, fieldNames)).toEqual({ fields: [], other: ['Bad search'] });
  });

  it('leaves licence, access and other failures to the page', () => {
    const licence = new ApiError({ status: 403, errorCode: 'NO_API_LICENSE', message: 'No seat' });
    expect(mapServerErrors(licence, fieldNames)).toBeUndefined();
    expect(mapServerErrors(new Error('boom'), fieldNames)).toBeUndefined();
  });
});
