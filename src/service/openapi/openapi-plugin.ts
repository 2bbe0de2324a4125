import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { SalesforceErrorBody } from '../../contract/errors';
import { CONTRACT_SCHEMAS } from '../../contract/schema-registry';
import type { ServiceConfig } from '../config/env';

/**
 * What any operation answers when it refuses a request, whatever refuses it: the route, the framework or the HTTP
 * parser.
 */
const REFUSED = {
  ...SalesforceErrorBody,
  description:
    'A refusal in the Salesforce error body: 400 input (a field, JSON, an address that is not valid ' +
    'percent-encoding, a control character), 401, 403, 404, 409, 413 body too large, 415, ' +
    '431 address or headers too long; 500 names only a request id',
};

/**
 * The OpenAPI 3.1 document, generated from the same schemas the service validates with, at /openapi.json, and a
 * browsable reference at /api-docs.
 */
export async function registerOpenApi(app: FastifyInstance, config: ServiceConfig) {
  const { issuer } = config.oidc;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Steward API',
        version: '1.0.0',
        description:
          'Duplicate detection, upsert, and address, e-mail and phone validation, wire-compatible with the Salesforce-hosted original. ' +
          'Errors of authentication and malformed requests use the Salesforce error body `[{errorCode, message}]`.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          oidc: {
            type: 'oauth2',
            flows: {
              authorizationCode: {
                authorizationUrl: `${issuer}/auth`,
                tokenUrl: `${issuer}/token`,
                scopes: { api: 'Use the Steward API' },
              },
              clientCredentials: { tokenUrl: `${issuer}/token`, scopes: { api: 'Use the Steward API' } },
            },
          },
        },
        schemas: CONTRACT_SCHEMAS as Record<string, never>,
      },
      security: [{ bearer: [] }],
    },
    // Every operation may be refused before its handler runs: the document says in what body.
    transform: ({ schema, url }) => ({
      schema: { ...schema, response: { default: REFUSED, ...(schema?.response as object | undefined) } },
      url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs', uiConfig: { validatorUrl: null } as never });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
