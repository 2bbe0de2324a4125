import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Alert, AlertIdParameter, AlertList, AlertQuery, AlertSettings } from '../../contract/alerts';
import { apiPaths } from '../../contract/api-paths';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import type { IntakeCounter } from '../intake/intake-counter';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';
import { alertSettings, setAlertSettings } from './alert-settings-store';
import { dismissAlert, listAlerts } from './alert-store';
import { alertWatcher } from './alert-watcher';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Alerts (our extension): a source whose records turn into duplicates, a review queue left waiting, a scheduled
 * run that failed or merged far more than usual. Every process looks every minute; Home lists the open ones.
 */
export async function alertRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; recordTypes: RecordTypeStore; intake: IntakeCounter; guards: AuthGuards },
) {
  const watcher = alertWatcher({
    ...deps,
    log: app.log.child({ component: 'alerts' }),
    now: () => new Date(),
  });
  app.addHook('onReady', async () => watcher.start());
  app.addHook('onClose', () => watcher.stop());
  const tags = ['alerts'];

  app.get<{ Querystring: AlertQuery }>(
    apiPaths.alerts,
    {
      onRequest: [deps.guards.authenticate, deps.guards.requireRole('viewer')],
      config: { recordData: false },
      schema: {
        tags,
        summary: 'List the alerts',
        description:
          'The open alerts (those that still hold and nobody dismissed), newest first, or with `state=ALL` the ' +
          'latest 100. Each says in words what it is about; its detail carries the figures. No record data: ' +
          'any role.',
        querystring: AlertQuery,
        response: { 200: AlertList, ...errors },
      },
    },
    async (request) => ({ alerts: await listAlerts(deps.db, request.query.state ?? 'OPEN') }),
  );

  app.post<{ Params: AlertIdParameter }>(
    `${apiPaths.alerts}/:alertId/dismissal`,
    {
      onRequest: [deps.guards.authenticate, deps.guards.requireRole('steward')],
      config: { recordData: false },
      schema: {
        tags,
        summary: 'Dismiss an alert',
        description:
          'Takes it off the open alerts for everyone, audited; it is not raised again until what raised it ' +
          'stops holding. Needs the steward role.',
        params: AlertIdParameter,
        response: { 200: Alert, ...errors },
      },
    },
    async (request) => {
      const alert = await dismissAlert(
        deps.db,
        request.params.alertId,
        { principal: request.principal!.subject, endpoint: `POST ${apiPaths.alerts}/dismissal` },
        new Date(),
      );
      if (!alert)
        throw new ApiError(404, 'NOT_FOUND', `There is no alert with the id ${request.params.alertId}`);
      return alert;
    },
  );

  app.get(
    apiPaths.alertSettings,
    {
      onRequest: [deps.guards.authenticate, deps.guards.requireRole('steward')],
      config: { recordData: false },
      schema: {
        tags,
        summary: 'Read the alert settings',
        description: 'When a source’s duplicate share and a review queue’s wait raise an alert.',
        response: { 200: AlertSettings, ...errors },
      },
    },
    async () => alertSettings(deps.db),
  );

  app.put<{ Body: AlertSettings }>(
    apiPaths.alertSettings,
    {
      onRequest: [deps.guards.authenticate, deps.guards.requireRole('admin')],
      config: { recordData: false },
      schema: {
        tags,
        summary: 'Set the alert settings',
        description:
          'The multiple of its usual share a source’s daily duplicate share alerts at, the fewest records of a ' +
          'day judged, and the days a review item may wait. Applies from the next look. Needs the admin role.',
        body: AlertSettings,
        response: { 200: AlertSettings, ...errors },
      },
    },
    async (request) => {
      await setAlertSettings(deps.db, request.body);
      watcher.wake();
      return request.body;
    },
  );
}
