import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import { DashboardQuery, DashboardSummary } from '../../contract/dashboard';
import { hasRole } from '../../contract/roles';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import { DEFAULT_WEEKS, readDashboard, type DashboardDependencies } from './dashboard-summary';

/** The console's home: one summary of the state of the data, for every role (Steward extension). */
export async function dashboardRoutes(
  app: FastifyInstance,
  { guards, ...deps }: DashboardDependencies & { guards: AuthGuards },
) {
  app.get<{ Querystring: DashboardQuery }>(
    apiPaths.dashboard,
    {
      onRequest: [guards.authenticate, guards.requireRole('viewer')],
      // Every figure is a count per record type, job or day: none names a record or shows its values. So the
      // whole summary needs no licence seat, and the home of an admin without one still shows the state of the
      // data and the administration's figures; the lists behind the figures need the seat.
      config: { recordData: false },
      schema: {
        tags: ['review'],
        summary: 'Read the state of the data at a glance',
        description:
          'Open review items per record type and source with the oldest, merges, undos and not-a-duplicate ' +
          'decisions per week, the duplicate rate of each finished job (records in its groups ÷ records), the ' +
          'newest job per type and validations per day over the last 30 days; for admins also index builds, ' +
          'licence seats in use and API calls per day. Kept as events happen, so it answers quickly at any size. ' +
          'Needs the viewer role.',
        querystring: DashboardQuery,
        response: { 200: DashboardSummary, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      readDashboard(deps, {
        weeks: request.query.weeks === undefined ? DEFAULT_WEEKS : Number(request.query.weeks),
        admin: hasRole(request.principal!.roles, 'admin'),
      }),
  );
}
