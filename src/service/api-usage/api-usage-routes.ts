import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '../../contract/api-paths';
import { ApiUsageQuery, ApiUsageReport } from '../../contract/api-usage';
import { SalesforceErrorBody } from '../../contract/errors';
import type { AuthGuards } from '../identity/auth-guards';
import type { Database } from '../storage/schema';
import type { UsageCounter } from '../usage/usage-counter';
import { apiUsageReport } from '../usage/usage-reports';

export async function apiUsageRoutes(
  app: FastifyInstance,
  { db, usage, guards }: { db: Kysely<Database>; usage: UsageCounter; guards: AuthGuards },
) {
  app.get<{ Querystring: ApiUsageQuery }>(
    apiPaths.apiUsage,
    {
      onRequest: [guards.authenticate, guards.requireRole('admin')],
      // Calls per principal, never a record's values: no licence seat needed, like the rest of administration.
      config: { recordData: false },
      schema: {
        tags: ['administration'],
        summary: 'API calls per principal and day (Steward extension)',
        description:
          'Every answered request of a signed-in user or client, per UTC day and operation (method and path ' +
          'pattern), the console’s included; `from`/`to` inclusive. Each service process adds its counts every ' +
          'second; this one’s are added before the answer. Needs the admin role.',
        querystring: ApiUsageQuery,
        response: {
          200: ApiUsageReport,
          400: SalesforceErrorBody,
          401: SalesforceErrorBody,
          403: SalesforceErrorBody,
        },
      },
    },
    async (request) => {
      await usage.flush();
      return apiUsageReport(db, request.query);
    },
  );
}
