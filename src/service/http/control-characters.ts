import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL cannot store NUL in text and
 * SQLite would keep it, so the stores would disagree; none of them belongs in a CRM value.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * Half of a surrogate pair without the other half: JSON's `\ud800` escape allows it, but it has no UTF-8 form, so
 * either store would keep U+FFFD instead of what was sent.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const codePoint = (character: string) =>
  `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** What keeps a text from being stored as it was sent, worded for the caller, if anything does. */
function textProblem(text: string): string | undefined {
  const control = CONTROL.exec(text);
  if (control) {
    return `holds the control character ${codePoint(control[0])}; only tab, line feed and carriage return may appear in text`;
  }
  const lone = LONE_SURROGATE.exec(text);
  if (lone)
    return `holds a lone surrogate ${codePoint(lone[0])}, half of a character, which no store can keep`;
  return undefined;
}

/**
 * The path of the first key or string in a parsed body, query, path or headers that cannot be stored as sent, and
 * why. It recurses: the JSON parser has refused bodies nested deeper than `MAX_JSON_DEPTH`, and the other parts
 * are flat.
 */
export function firstTextProblem(value: unknown, path = ''): { path: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    const problem = textProblem(key);
    if (problem) return { path: at, problem };
    const inside = firstTextProblem(item, at);
    if (inside) return inside;
  }
  return undefined;
}

/** Every part of a request a caller writes, with how a refusal names it. */
const PARTS: [naming: string, of: (request: FastifyRequest) => unknown][] = [
  ['path parameter ', (request) => request.params],
  ['query parameter ', (request) => request.query],
  ['header ', (request) => request.headers],
  // A body passed on as a stream (an uploaded file) is read, and checked, by its route.
  ['', (request) => (request.body instanceof Readable ? undefined : request.body)],
];

/**
 * One rule for every endpoint, every part of a request and both stores: text that cannot be stored as sent is
 * refused with 400, naming where it was. Before validation, so that a route's own handling of its validation
 * errors never sees it, and before any handler reaches the store with it.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [naming, of] of PARTS) {
      const found = firstTextProblem(of(request));
      if (found) {
        const field = found.path || 'body';
        throw new ApiError(400, 'INVALID_INPUT', `${naming}${field}: ${found.problem}`, [field]);
      }
    }
  });
}
