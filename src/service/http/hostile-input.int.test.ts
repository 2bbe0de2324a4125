import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { useTestApi } from '../testing/api-kit';

const api = useTestApi({ as: 'admin' });

/** `[[[…]]]`, `depth` arrays deep. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** One request straight into the service (no HTTP parser in between, so any header value reaches it), as admin. */
const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { payload, headers = {} }: { payload?: string; headers?: Record<string, string> } = {},
) =>
  api.service.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${api.tokens.admin}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    payload,
  });

/** The error body of a 400 for input, its message holding `message`. */
const refusal = (message: string) => [
  { errorCode: 'INVALID_INPUT', message: expect.stringContaining(message), fields: expect.any(Array) },
];

describe('hostile input', () => {
  it('refuses a body nested deeper than 64 levels with 400 naming the maximum', async () => {
    const response = await api.call('POST', apiPaths.emailValidate, `{"emailAddress":${nested(10_000)}}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual([
      {
        errorCode: 'INVALID_INPUT',
        message: 'The request body nests arrays and objects deeper than 64 levels, the most accepted',
      },
    ]);
    // 64 levels deep, the body is only checked against the operation's schema.
    const deepest = await api.call('POST', apiPaths.emailValidate, `{"emailAddress":${nested(63)}}`);
    expect(deepest.status).toBe(400);
    expect(JSON.stringify(deepest.body)).toContain('emailAddress: must be string');
  });

  it.each([
    ['objectName=a%00b', 'objectName', 'U+0000'],
    ['prefix=0%01Q', 'prefix', 'U+0001'],
  ])(
    'refuses a control character in the scenarios query %s with 400 naming it',
    async (query, name, found) => {
      const response = await api.call('GET', `${apiPaths.scenarios}?${query}`);
      expect(response.status).toBe(400);
      // In the seed's own shape for the scenarios' parameter problems.
      expect(response.body).toEqual({
        ok: false,
        errorMessage: expect.stringContaining(
          `query parameter ${name}: holds the control character ${found}`,
        ),
      });
    },
  );

  it.each([
    ['POST', apiPaths.mergeUndo('a\u0000b'), 'mergeId'],
    ['GET', apiPaths.job('a\u0000b'), 'jobId'],
    ['GET', apiPaths.jobGroups('a\u0000b'), 'jobId'],
    ['GET', apiPaths.jobGroup('job', 'a\u0000b'), 'groupId'],
    ['DELETE', apiPaths.notDuplicate('a\u0000b'), 'decisionId'],
    ['GET', apiPaths.potentialDuplicate('a\u0000b'), 'potentialDuplicateId'],
    ['GET', apiPaths.wordList('a\u0000b'), 'name'],
    ['GET', apiPaths.record('Lead', 'a\u0000b'), 'recordId'],
  ] as const)('refuses a control character in a path parameter: %s %s', async (method, path, name) => {
    const response = await api.call(method, path, method === 'POST' ? {} : undefined);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(`path parameter ${name}: holds the control character U+0000`));
  });

  it('refuses a control character in a header value, and never echoes a request id it cannot send', async () => {
    const header = await inject('GET', apiPaths.describeGlobal, { headers: { 'x-note': 'a\u0001b' } });
    expect(header.statusCode).toBe(400);
    expect(header.json()).toEqual(refusal('header x-note: holds the control character U+0001'));

    const requestId = await inject('GET', apiPaths.describeGlobal, {
      headers: { 'x-request-id': 'a\u0000b' },
    });
    expect(requestId.statusCode).toBe(400);
    expect(requestId.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await inject('GET', apiPaths.describeGlobal, { headers: { 'x-request-id': 'trace-42' } });
    expect(kept.headers['x-request-id']).toBe('trace-42');
  });

  it('refuses a lone surrogate, which neither store can keep as it was sent', async () => {
    const response = await api.call(
      'POST',
      apiPaths.emailValidate,
      '{"emailAddress":"ada\\ud800@example.com"}',
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal('emailAddress: holds a lone surrogate U+D800'));
  });
});

/** The parts of an OpenAPI 3.1 schema the walker reads. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  pathParameters: string[];
  queryParameters: { name: string; schema: Schema }[];
  body: Schema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema: Schema }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      pathParameters: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      queryParameters: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** What a sample puts in the fields of a body. */
interface Filling {
  /** Every string, but those `names` gives. */
  text: string;
  /** Values of fields by name. */
  names?: Record<string, string>;
  /** Only the fields the schema requires, so that no optional field stops the body at validation. */
  requiredOnly?: boolean;
}

/**
 * A body the operation's schema would take, filled as told (every enum its first value), so the hostile text gets
 * as far into the service as input can: only a pattern, a format or a length stops it at validation.
 */
function sampleOf(document: OpenApiDocument, schema: Schema, filling: Filling, depth = 0): unknown {
  if (schema.$ref) {
    const target = schema.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
    return sampleOf(document, target as Schema, filling, depth);
  }
  // Schemas that hold themselves (a filter's conditions) end somewhere.
  if (depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sampleOf(document, alternative, filling, depth);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(document, part, filling, depth)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const inside = (part: Schema) => sampleOf(document, part, filling, depth + 1);
  switch (type) {
    case 'object': {
      const fields = Object.entries(schema.properties ?? {})
        .filter(([key]) => !filling.requiredOnly || schema.required?.includes(key))
        .map(([key, part]) => [key, filling.names?.[key] ?? inside(part)]);
      const open = schema.additionalProperties;
      if (open) fields.push(['LastName', typeof open === 'object' ? inside(open) : filling.text]);
      return Object.fromEntries(fields);
    }
    case 'array':
      return [inside(schema.items ?? {})];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return filling.text;
  }
}

/** Hostile text, the same on every run. */
const CONTROL = 'a\u0000b\u001b';
const LONE_SURROGATE = 'a\ud800b';
const HUGE = 'x'.repeat(20_000);
const PLAIN = 'Hostile';
/** As a path or query value: a lone surrogate has no UTF-8 form, so it arrives as the bytes of one (CESU-8). */
const LONE_SURROGATE_ENCODED = 'a%ED%A0%80b';
/**
 * Fields and parameters that name what an operation works on: the demo's leads, so that hostile text beside them
 * gets to the records.
 */
const LEADS: Record<string, string> = {
  objectType: 'Lead',
  objectName: 'Lead',
  recordType: 'Lead',
  objectPrefix: '00Q',
  prefix: '00Q',
  country: 'US',
};

interface Probe {
  what: string;
  method: Operation['method'];
  url: string;
  payload?: string;
  headers?: Record<string, string>;
  /** Input the service must refuse with 400, whatever else is wrong with the request. */
  refused?: boolean;
}

function probesOf(document: OpenApiDocument, operation: Operation): Probe[] {
  const { method, pathParameters, queryParameters, body } = operation;
  const urlWith = (values: Record<string, string> = {}, query = '') =>
    operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? LEADS[name] ?? PLAIN) +
    query;
  const bodyWith = (text: string, filling: Omit<Filling, 'text'> = {}) =>
    body === undefined ? undefined : JSON.stringify(sampleOf(document, body, { text, ...filling }));
  const probe = (what: string, url: string, extra: Partial<Probe> = {}): Probe => ({
    what,
    method,
    url,
    payload: bodyWith(PLAIN),
    ...extra,
  });
  const inPath = pathParameters.flatMap((name) => [
    probe(`path ${name} control`, urlWith({ [name]: encodeURIComponent(CONTROL) }), { refused: true }),
    probe(`path ${name} lone surrogate`, urlWith({ [name]: LONE_SURROGATE_ENCODED })),
    probe(`path ${name} huge`, urlWith({ [name]: HUGE })),
  ]);
  const inQuery = queryParameters.flatMap(({ name }) => {
    const others = queryParameters
      .filter((other) => other.name !== name)
      .map(
        (other) =>
          `&${other.name}=${encodeURIComponent(LEADS[other.name] ?? String(sampleOf(document, other.schema, { text: PLAIN })))}`,
      )
      .join('');
    const withValue = (value: string) => urlWith({}, `?${name}=${value}${others}`);
    return [
      probe(`query ${name} control`, withValue(encodeURIComponent(CONTROL)), { refused: true }),
      probe(`query ${name} lone surrogate`, withValue(LONE_SURROGATE_ENCODED)),
      probe(`query ${name} huge`, withValue(HUGE)),
    ];
  });
  const carriesText = bodyWith(CONTROL) !== bodyWith(PLAIN);
  const inBody =
    body === undefined
      ? []
      : [
          probe('body plain', urlWith()),
          // A body of numbers and flags alone (a setting) carries no text to be hostile with.
          probe('body control', urlWith(), { payload: bodyWith(CONTROL), refused: carriesText }),
          probe('body lone surrogate', urlWith(), {
            payload: bodyWith(LONE_SURROGATE),
            refused: carriesText,
          }),
          probe('body huge strings', urlWith(), { payload: bodyWith(HUGE) }),
          probe('body huge strings of a lead', urlWith(), { payload: bodyWith(HUGE, { names: LEADS }) }),
          probe('body huge required strings of a lead', urlWith(), {
            payload: bodyWith(HUGE, { names: LEADS, requiredOnly: true }),
          }),
          probe('body nested 10,000 deep', urlWith(), { payload: nested(10_000), refused: true }),
          probe('body field nested 10,000 deep', urlWith(), {
            payload: `{"${Object.keys(sampleOf(document, body, { text: PLAIN }) as object)[0] ?? 'x'}":${nested(10_000)}}`,
            refused: true,
          }),
          probe('body key control', urlWith(), { payload: `{"a\\u0001":1}`, refused: true }),
        ];
  return [
    probe('plain', urlWith()),
    probe('undocumented query control', urlWith({}, `?${encodeURIComponent(CONTROL)}=1`), { refused: true }),
    probe('header control', urlWith(), { headers: { 'x-hostile': CONTROL }, refused: true }),
    probe('header huge', urlWith(), { headers: { 'x-hostile': HUGE } }),
    probe('request id control', urlWith(), { headers: { 'x-request-id': CONTROL }, refused: true }),
    probe('request id huge', urlWith(), { headers: { 'x-request-id': HUGE } }),
    ...inPath,
    ...inQuery,
    ...inBody,
  ];
}

/** The error body, or the seed's `{ok: false}` of the scenarios' parameter problems. */
const refusalBody = /^(\[\{"errorCode":"INVALID_INPUT"|\{"ok":false,"errorMessage")/;

describe('every operation of the OpenAPI document, sent hostile input', () => {
  it('answers each request below 500, and refuses what it must with 400 in the error body', async () => {
    const document = (await api.service.app.inject({ url: '/openapi.json' })).json<OpenApiDocument>();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const operation of operations) {
      for (const { what, method, url, payload, headers, refused } of probesOf(document, operation)) {
        const response = await inject(method, url, { payload, headers });
        const text = response.body;
        const problem =
          response.statusCode >= 500
            ? 'a server error'
            : refused && !(response.statusCode === 400 && refusalBody.test(text))
              ? 'not refused with 400 in the error body'
              : /\n\s+at /.test(text)
                ? 'a stack trace'
                : undefined;
        if (problem) {
          failures.push(
            `${operation.method} ${operation.path} (${what}): ${problem}, ${response.statusCode} ${text.slice(0, 300)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
