import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '../../contract/api-paths';
import { IndexBuildList } from '../../contract/index-builds';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import type { Database } from '../storage/schema';
import { indexBuildReport } from './index-build-report';
import { IndexBuilder } from './index-builder';
import { listIndexBuilds } from './index-build-store';

/**
 * The match index builds that configuration changes started, built by every process in the background, and their
 * report (Steward extension).
 */
export async function indexBuildRoutes(
  app: FastifyInstance,
  { db, defaultCountry, guards }: { db: Kysely<Database>; defaultCountry: string; guards: AuthGuards },
) {
  const builder = new IndexBuilder({ db, defaultCountry, log: app.log.child({ component: 'index-builds' }) });
  app.addHook('onReady', async () => builder.start());
  app.addHook('onClose', () => builder.stop());
  app.get(
    apiPaths.adminIndexBuilds,
    {
      onRequest: [guards.authenticate, guards.requireRole('admin')],
      // Progress counts per record type, never a record's values: no licence seat needed.
      config: { recordData: false },
      schema: {
        tags: ['administration'],
        summary: 'Match index builds per record type, running or last completed',
        description:
          'A change to scenarios, word lists or mappings that alters the index keys of a record type with more ' +
          'records than INDEX_INLINE_RECORDS (10,000 by default) is built in the background: searches of the type ' +
          'keep the configuration from before the change until its build completes. Smaller types are indexed ' +
          'with the change itself and have no build.',
        response: { 200: IndexBuildList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ indexBuilds: (await listIndexBuilds(db)).map(indexBuildReport) }),
  );
}
