import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../config/env';
import { API_PREFIX } from './api-prefix';

/** HSTS for a year, once the service is reached over https: browsers then never try plain http first. */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every response, the provider's hijacked ones included (helmet writes them on the raw
 * response): a content security policy that lets the console run only its own scripts, nothing may frame a page
 * (the sign-in form least of all), no sniffing, no referrer, and HSTS when `PUBLIC_URL` is https; API answers are
 * not to be cached.
 *
 * helmet itself, built once: @fastify/helmet builds helmet's middleware anew for every request, which cost about
 * a twentieth of a validation's time.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServiceConfig) {
  const issuer = new URL(config.oidc.issuer).origin;
  const writeHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI writes its styles into <style> elements at run time, and the sign-in page carries its own.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // The console reads its tokens from the issuer, which may be another origin.
        connectSrc: ["'self'", issuer],
        frameAncestors: ["'none'"],
        // The sign-in form's answer redirects to the console, which may be served from another origin (Vite).
        formAction: ["'self'", issuer, ...config.oidc.consoleOrigins],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: HSTS_SECONDS, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // The console's API calls are CORS requests; the embedder policy would only block its own images.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // API answers hold records and personal data: no browser or proxy keeps them. The console's files set their own.
    if (request.url.startsWith(API_PREFIX)) reply.header('cache-control', 'no-store');
    // helmet throws what goes wrong (none of these options can) rather than passing it on.
    writeHeaders(request.raw, reply.raw, () => done());
  });
}
