import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { AuthGuards } from './auth-guards';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` on a route that answers no record's field values or display name (administration, the validation of
     * input, record type metadata, the dashboard's counts), so that a signed-in caller needs no API licence seat
     * for it. Every other route that authenticates its caller needs a seat (requireSeatForRecordData).
     */
    recordData?: false;
  }
}

const SEAT_NEEDED = 'Needs an API licence seat (403 `NO_API_LICENSE` without one), whatever the role.';

/**
 * Record data needs an API licence seat, whatever the caller's role. Every route that authenticates its caller gets
 * the seat guard after its own guards (token, role, then seat, all before the body is read), unless its config says
 * `recordData: false`. A route is guarded unless it says otherwise, so forgetting the rule on a new route costs a
 * refusal, never a leak. Added before the routes are registered, since Fastify calls it as each route is added.
 */
export function requireSeatForRecordData(app: FastifyInstance, guards: AuthGuards) {
  const authenticate: onRequestHookHandler = guards.authenticate;
  const requireLicence: onRequestHookHandler = guards.requireLicence;
  app.addHook('onRoute', (route) => {
    const onRequest = [route.onRequest ?? []].flat();
    if (!onRequest.includes(authenticate) || route.config?.recordData === false) return;
    route.onRequest = [...onRequest, requireLicence];
    // The OpenAPI document says so too, from this one rule.
    const description = [route.schema?.description, SEAT_NEEDED].filter(Boolean).join(' ');
    route.schema = { ...route.schema, description };
  });
}
