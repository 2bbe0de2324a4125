import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_MOUNT_PATH } from './embedded-provider';
import { clientSubject, failureDelayMs, pause, type SignInThrottle } from './sign-in-throttle';

const secondsUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
const clock = (until: Date) => `${until.toISOString().slice(11, 16)} UTC`;

export const lockedMessage = (username: string, until: Date) =>
  `Too many failed sign-ins for “${username.trim()}” from your address: signing in with this user name from ` +
  `here is locked until ${clock(until)}. Try again then, or ask an administrator.`;

/**
 * The address each request to the provider came from, as Fastify sees it (`request.ip`, which honours its trusted
 * proxies): the provider runs on the raw request and would otherwise read the socket's peer.
 */
const sources = new WeakMap<IncomingMessage, string>();
export const rememberSource = (request: FastifyRequest) => sources.set(request.raw, request.ip);

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
 * Failed token requests per confidential client and address, counted like failed sign-ins: slower answers after a
 * few, then a lock of that address that answers 429 with Retry-After, even to the right secret, until it ends; from
 * another address the client still gets its tokens. A public client has no secret to guess, so its failures are not
 * counted and nobody can lock it.
 */
export function throttleTokenRequests(provider: Provider, throttle: SignInThrottle) {
  const find = provider.Client.find.bind(provider.Client);
  const confidential = async (clientId: string) => {
    const client = await find(clientId);
    return client !== undefined && client.clientAuthMethod !== 'none';
  };
  const attemptOf = (clientId: string, request: IncomingMessage) => ({
    subject: clientSubject(clientId),
    source: sources.get(request) ?? request.socket.remoteAddress ?? '',
  });
  // To the provider a client locked from the request's address does not exist, so it issues nothing to it, whether
  // the secret comes in the Authorization header or in the body, which only the provider reads. The account-wide
  // slowdown waits here too, before the secret is checked, so the answer's timing says nothing about the secret.
  provider.Client.find = async (clientId) => {
    const client = await find(clientId);
    const ctx = (provider.constructor as typeof Provider).ctx;
    if (!client || client.clientAuthMethod === 'none' || !ctx) return client;
    const attempt = attemptOf(clientId, ctx.req);
    if (await throttle.lockedUntil(attempt)) return undefined;
    await pause(await throttle.delayMs(attempt.subject));
    return client;
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
        error_description:
          `Too many failed token requests for client ${clientId} from this address: locked until ` +
          `${clock(until)}`,
      };
    };
    const attempt = attemptOf(clientId, ctx.req);
    const lock = await throttle.lockedUntil(attempt);
    if (lock) return refuse(lock);
    if ((ctx.body as { error?: string } | undefined)?.error !== 'invalid_client') {
      if (ctx.status === 200) await throttle.succeeded(attempt);
      return undefined;
    }
    if (!(await confidential(clientId))) return undefined;
    const { failures, lockedUntil } = await throttle.failed(attempt, `POST ${OIDC_MOUNT_PATH}${ctx.path}`);
    await pause(failureDelayMs(failures));
    if (lockedUntil) refuse(lockedUntil);
    return undefined;
  });
}
