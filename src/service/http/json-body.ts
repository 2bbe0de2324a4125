import { errorCodes, type FastifyInstance } from 'fastify';
import secureJsonParse from 'secure-json-parse';

/**
 * JSON bodies parsed as Fastify parses them (a `__proto__` or `constructor.prototype` key refused), but keeping
 * the parser's own error, so the answer says where the JSON broke or which key is not allowed, not only that the
 * body is not JSON.
 */
export function parseJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
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
