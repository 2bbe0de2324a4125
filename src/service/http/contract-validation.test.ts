import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { AddressFindInput, AddressRetrieveInput, AddressValidationInput } from '../../contract/address';
import { SearchInput } from '../../contract/search';
import { UpsertRequest } from '../../contract/upsert';
import { BODY_VALIDATION } from './body-validation';
import { validationMessage, validationProblems, type ValidationProblem } from './validation-message';

/**
 * Answers the problems Fastify finds in a body, validating it as the service does (the same options, the same
 * compiler): these are the problems a caller of the API reads.
 */
function checker(schema: object) {
  const app = Fastify({ ajv: { customOptions: BODY_VALIDATION } });
  apps.push(app);
  app.post('/', { schema: { body: schema }, attachValidation: true }, async (request) =>
    request.validationError ? validationProblems(request.validationError.validation) : [],
  );
  return async (input: unknown): Promise<ValidationProblem[]> =>
    (
      await app.inject({
        method: 'POST',
        url: '/',
        payload: JSON.stringify(input),
        headers: { 'content-type': 'application/json' },
      })
    ).json();
}
const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

describe('SearchInput', () => {
  const check = checker(SearchInput);
  const valid = { objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' } };

  it("accepts the seed contract's minimal example", async () => {
    expect(await check(valid)).toEqual([]);
  });

  it('accepts null field values, a filter and scenario ids', async () => {
    expect(
      await check({
        ...valid,
        objectData: { FirstName: null },
        filterDeveloperName: 'OnlyOpen',
        scenarioIds: ['a1'],
      }),
    ).toEqual([]);
  });

  it('reports a missing objectData as required', async () => {
    expect(await check({ objectPrefix: '00Q' })).toEqual([{ field: 'objectData', problem: 'is required' }]);
  });

  it('reports a numeric objectPrefix as a type error', async () => {
    expect(await check({ ...valid, objectPrefix: 12 })).toEqual([
      { field: 'objectPrefix', problem: 'must be string' },
    ]);
  });

  it('reports an object name given as objectPrefix as malformed', async () => {
    const [problem, ...rest] = await check({ ...valid, objectPrefix: 'Lead' });
    expect(rest).toEqual([]);
    expect(problem?.field).toBe('objectPrefix');
    expect(problem?.problem).toMatch(/^is malformed/);
  });

  it('names the offending field inside objectData with a dotted path', async () => {
    expect(await check({ ...valid, objectData: { FirstName: 5 } })).toEqual([
      { field: 'objectData.FirstName', problem: 'must be string or null' },
    ]);
  });

  it('reports one problem per field although a nullable value fails both alternatives', async () => {
    expect(
      (await check({ ...valid, objectData: { FirstName: 5, LastName: true } })).map(({ field }) => field),
    ).toEqual(['objectData.FirstName', 'objectData.LastName']);
  });

  it('unescapes JSON pointer characters in field names', async () => {
    expect((await check({ ...valid, objectData: { 'a/b~c': 5 } }))[0]?.field).toBe('objectData.a/b~c');
  });

  it('names an unknown top-level key, e.g. a mistyped scenarioIds', async () => {
    expect(await check({ ...valid, scenarioID: 'x' })).toEqual([
      { field: 'scenarioID', problem: 'is not a known field' },
    ]);
  });

  it('reports scenarioIds given as a string', async () => {
    expect(await check({ ...valid, scenarioIds: 'x' })).toEqual([
      { field: 'scenarioIds', problem: 'must be array' },
    ]);
  });

  it('reports every wrong field at once', async () => {
    expect((await check({ objectPrefix: 12, scenarioIds: 'x' })).map(({ field }) => field)).toEqual(
      expect.arrayContaining(['objectPrefix', 'objectData', 'scenarioIds']),
    );
  });

  it('reports a body that is no object with an empty field', async () => {
    expect(await check([])).toEqual([{ field: '', problem: 'must be object' }]);
  });
});

describe('UpsertRequest', () => {
  const check = checker(UpsertRequest);
  const input = {
    objectType: 'Account',
    objectData: { Name: 'Acme Inc', NumberOfEmployees: 12, IsActive: true },
  };

  it('accepts a record with related records', async () => {
    const related = { objectType: 'Contact', referenceField: 'AccountId', objectData: { LastName: 'Doe' } };
    expect(
      await check({ input: { ...input, allOrNone: true, duplicateScore: 80, relatedList: [related] } }),
    ).toEqual([]);
  });

  it('reports a missing input', async () => {
    expect(await check({})).toEqual([{ field: 'input', problem: 'is required' }]);
  });

  it('reports a missing objectType under input', async () => {
    expect(await check({ input: { objectData: {} } })).toEqual([
      { field: 'input.objectType', problem: 'is required' },
    ]);
  });

  it('names the related record by its index', async () => {
    const related = { objectType: 'Contact', objectData: {} };
    expect(await check({ input: { ...input, relatedList: [related] } })).toEqual([
      { field: 'input.relatedList.0.referenceField', problem: 'is required' },
    ]);
  });

  it('reports a duplicateScore above 100', async () => {
    const [problem, ...rest] = await check({ input: { ...input, duplicateScore: 150 } });
    expect(rest).toEqual([]);
    expect(problem?.field).toBe('input.duplicateScore');
    expect(problem?.problem).toContain('100');
  });

  it('lists every accepted type of a field value that may be text, number, boolean or null', async () => {
    expect(await check({ input: { ...input, objectData: { Name: { x: 1 } } } })).toEqual([
      { field: 'input.objectData.Name', problem: 'must be string, number, boolean or null' },
    ]);
  });
});

describe('address inputs', () => {
  const seedValidation = {
    street: 'Jansbuitensingel',
    housenumber: '6',
    state: 'Gelderland',
    city: 'Arnhem',
    postalcode: '6811AA',
    country: 'NL',
    convertToSuggestionStatus: false,
    note: 'x',
    addressOptions: { housenumberAddition: false, houseNumber: true, geocode: true },
  };
  const geocodeYes = { addressOptions: { geocode: 'yes' } };
  const geocodeProblem = [{ field: 'addressOptions.geocode', problem: 'must be boolean' }];

  it('AddressValidationInput accepts the seed example and rejects a non-boolean geocode option', async () => {
    const check = checker(AddressValidationInput);
    expect(await check(seedValidation)).toEqual([]);
    expect(await check({ ...seedValidation, ...geocodeYes })).toEqual(geocodeProblem);
  });

  it('AddressValidationInput names an unknown address option', async () => {
    expect(await checker(AddressValidationInput)({ addressOptions: { geocoding: true } })).toEqual([
      { field: 'addressOptions.geocoding', problem: 'is not a known field' },
    ]);
  });

  it('AddressRetrieveInput accepts a container and rejects a non-boolean geocode option', async () => {
    const check = checker(AddressRetrieveInput);
    const valid = { container: 'NL|abc123', note: 'x', addressOptions: seedValidation.addressOptions };
    expect(await check(valid)).toEqual([]);
    expect(await check({ ...valid, ...geocodeYes })).toEqual(geocodeProblem);
    expect(await check({})).toEqual([{ field: 'container', problem: 'is required' }]);
  });

  it('AddressFindInput accepts a partial address with a null container and rejects a non-boolean geocode', async () => {
    const check = checker(AddressFindInput);
    const valid = {
      address: 'Jansbuiten',
      country: 'NL',
      container: null,
      addressOptions: { geocode: true },
    };
    expect(await check(valid)).toEqual([]);
    expect(await check({ ...valid, ...geocodeYes })).toEqual(geocodeProblem);
  });
});

describe('validationMessage', () => {
  it('joins problems as "field: problem; field: problem"', async () => {
    expect(
      validationMessage([
        { field: 'objectData', problem: 'is required' },
        { field: 'scenarioIds', problem: 'must be array' },
      ]),
    ).toBe('objectData: is required; scenarioIds: must be array');
  });

  it('speaks of the request body when the problem is the body itself', async () => {
    expect(validationMessage([{ field: '', problem: 'must be object' }])).toBe('request body must be object');
  });
});
