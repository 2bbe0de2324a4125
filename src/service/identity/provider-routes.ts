import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { findDemoUser } from './demo-users';
import { loginPage, SIGN_OUT_SCRIPT, SIGN_OUT_SCRIPT_PATH } from './login-pages';
import { OIDC_MOUNT_PATH } from './embedded-provider';
import { failureDelayMs, pause, userSubject, type SignInThrottle } from './sign-in-throttle';
import { lockedMessage, rememberSource, sendLocked, throttleTokenRequests } from './sign-in-locks';

interface LoginForm {
  username?: string;
  password?: string;
}

/**
 * Mounts the embedded provider under /oidc. Fastify owns the login interaction (our pages); every other request
 * goes to the provider untouched, its body unread, so the provider parses it itself.
 */
export async function registerProviderRoutes(
  app: FastifyInstance,
  provider: Provider,
  demoMode: boolean,
  throttle: SignInThrottle,
) {
  throttleTokenRequests(provider, throttle);
  const callback = provider.callback();
  app.get(SIGN_OUT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-cache').send(SIGN_OUT_SCRIPT),
  );

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      rememberSource(request);
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(OIDC_MOUNT_PATH.length) || '/';
      callback(raw, reply.raw);
    };
    scope.all(`${OIDC_MOUNT_PATH}/*`, { schema: { hide: true } }, forward);
  });

  await app.register(async (scope) => {
    await scope.register(formBody);
    const interactionPath = `${OIDC_MOUNT_PATH}/interaction/:uid`;

    scope.get(interactionPath, { schema: { hide: true } }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name === 'login') {
        return reply
          .type('text/html')
          .send(loginPage({ action: `${request.url}/login`, clientName: 'Steward', demo: demoMode }));
      }
      // First-party console: any remaining consent is granted as configured, without a screen.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session!.accountId,
            clientId: details.params['client_id'] as string,
          });
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(' '));
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant!.addResourceScope(resource, scopes.join(' '));
      }
      const grantId = await grant!.save();
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    });

    scope.post<{ Body: LoginForm; Params: { uid: string } }>(
      `${interactionPath}/login`,
      { schema: { hide: true } },
      async (request, reply) => {
        await provider.interactionDetails(request.raw, reply.raw);
        const { username = '', password = '' } = request.body ?? {};
        const attempt = { subject: userSubject(username), source: request.ip };
        const locked = await throttle.lockedUntil(attempt);
        const page = (error: string) =>
          loginPage({ action: request.url, clientName: 'Steward', error, username, demo: demoMode });
        if (locked) return sendLocked(reply, locked, page(lockedMessage(username, locked)));
        // The account-wide slowdown waits before the password is checked, right or wrong alike.
        await pause(await throttle.delayMs(attempt.subject));
        const user = demoMode ? findDemoUser(username.trim()) : undefined;
        if (!user || user.password !== password) {
          request.log.info({ username: username.trim(), source: request.ip }, 'sign-in refused');
          const { failures, lockedUntil } = await throttle.failed(
            attempt,
            `POST ${request.routeOptions.url}`,
          );
          await pause(failureDelayMs(failures));
          if (lockedUntil) return sendLocked(reply, lockedUntil, page(lockedMessage(username, lockedUntil)));
          return reply.code(200).type('text/html').send(page('Unknown username or wrong password.'));
        }
        await throttle.succeeded(attempt);
        request.log.info({ username: user.username }, 'signed in');
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: user.username } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}
