import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConsoleConfig } from '../../contract/console-config';
import type { ServiceConfig } from '../config/env';
import { API_SCOPE } from '../identity/embedded-provider';

const CONSOLE_DIR = path.resolve('dist');
const NOT_CONSOLE_PATHS = ['/services/', '/oidc/', '/api-docs', '/openapi.json'];

/**
 * Serves the built console and its runtime configuration. Unknown paths that a browser navigates to get the
 * console's index.html, so deep links into the single-page app work.
 */
export async function registerConsoleRoutes(app: FastifyInstance, config: ServiceConfig) {
  app.get(
    '/config.json',
    { schema: { hide: true, response: { 200: ConsoleConfig } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return {
        oidcAuthority: config.oidc.issuer,
        oidcClientId: config.oidc.consoleClientId,
        oidcScope: `openid profile email ${API_SCOPE}`,
        rolesClaim: config.oidc.rolesClaim,
        apiBaseUrl: '',
        defaultCountry: config.defaultCountry,
      };
    },
  );

  const built = fs.existsSync(path.join(CONSOLE_DIR, 'index.html'));
  if (!built) {
    app.log.warn(`console not built (${CONSOLE_DIR}/index.html missing): run npm run build:console`);
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: CONSOLE_DIR,
    // The build wrote .br and .gz twins of every large file: sent as they are to a browser that takes them.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return function serveConsoleIndex(request: FastifyRequest, reply: FastifyReply): boolean {
    const pathname = request.url.split('?')[0]!;
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage || NOT_CONSOLE_PATHS.some((prefix) => pathname.startsWith(prefix))) return false;
    reply.header('cache-control', 'no-cache');
    void reply.sendFile('index.html');
    return true;
  };
}
