import type { FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import { clientSubject, failureDelayMs, pause, type SignInThrottle } from './sign-in-throttle';

const secondsUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
const clock = (until: Date) => `${until.toISOString().slice(11, 16)} UTC`;

export const lockedMessage = (username: string, until: Date) =>
  `Too many failed sign-ins for “${username.trim()}”: signing in with this user name is locked until ` +
  `${clock(until)}. Try again then, or ask an administrator.`;

/** The sign-in page of a locked user name: 429 with Retry-After, the form kept. */
export function sendLocked(reply: FastifyReply, until: Date, page: string) {
  return reply
    .code(429)
    .header('retry-after', String(secondsUntil(until)))
    .type('text/html')
    .send(page);
}

/** The client id of an `Authorization: Basic` header, the way confidential clients usually authenticate. */
function basicClientId(header: string | undefined): string | undefined {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? decodeURIComponent(decoded.slice(0, colon)) : undefined;
}

/**
 * Failed token requests per confidential client, counted like failed sign-ins: slower answers after a few, then a
 * lock that answers 429 with Retry-After, even to the right secret, until it ends. A public client has no secret
 * to guess, so its failures are not counted and nobody can lock it.
 */
export function throttleTokenRequests(provider: Provider, throttle: SignInThrottle) {
  const find = provider.Client.find.bind(provider.Client);
  const confidential = async (clientId: string) => {
    const client = await find(clientId);
    return client !== undefined && client.clientAuthMethod !== 'none';
  };
  // To the provider a locked client does not exist, so it issues nothing to it, whether the secret comes in the
  // Authorization header or in the body, which only the provider reads.
  provider.Client.find = async (clientId) => {
    const client = await find(clientId);
    if (client?.clientAuthMethod === 'none') return client;
    return client && (await throttle.lockedUntil(clientSubject(clientId))) ? undefined : client;
  };

  provider.use(async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== '/token') return next();
    await next();
    const clientId =
      basicClientId(ctx.get('authorization')) ?? (ctx.oidc?.params?.['client_id'] as string | undefined);
    if (!clientId) return undefined;
    const refuse = (until: Date) => {
      ctx.status = 429;
      ctx.set('retry-after', String(secondsUntil(until)));
      ctx.body = {
        error: 'invalid_client',
        error_description: `Too many failed token requests for client ${clientId}: locked until ${clock(until)}`,
      };
    };
    const subject = clientSubject(clientId);
    const lock = await throttle.lockedUntil(subject);
    if (lock) return refuse(lock);
    if ((ctx.body as { error?: string } | undefined)?.error !== 'invalid_client') {
      if (ctx.status === 200) await throttle.succeeded(subject);
      return undefined;
    }
    if (!(await confidential(clientId))) return undefined;
    const { failures, lockedUntil } = await throttle.failed(subject);
    await pause(failureDelayMs(failures));
    if (lockedUntil) refuse(lockedUntil);
    return undefined;
  });
}
