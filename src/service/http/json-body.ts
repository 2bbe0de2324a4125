import { errorCodes, type FastifyInstance } from 'fastify';
import secureJsonParse from 'secure-json-parse';
import { ApiError } from './api-error';

/**
 * The deepest nesting of arrays and objects a body may have: several times that of any body the contract
 * describes, and shallow enough that every walk of a parsed body (the text checks, validation, the stores' JSON)
 * may recurse without meeting the end of the stack.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests arrays and objects deeper than `limit`, read once without parsing or recursing. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c) at++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies parsed as Fastify parses them (a `__proto__` or `constructor.prototype` key refused), but keeping
 * the parser's own error, so the answer says where the JSON broke or which key is not allowed, not only that the
 * body is not JSON. A body nested deeper than `MAX_JSON_DEPTH` is refused before it is parsed.
 */
export function parseJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(
        new ApiError(
          400,
          'INVALID_INPUT',
          `The request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels, the most accepted`,
        ),
        undefined,
      );
    }
    try {
      return done(
        null,
        secureJsonParse.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }),
      );
    } catch (error) {
      return done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
}
