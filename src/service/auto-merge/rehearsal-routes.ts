import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '../../contract/api-paths';
import {
  AutoMergeRehearsal,
  AutoMergeRehearsalInput,
  AutoMergeSettings,
} from '../../contract/auto-merge-rehearsal';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import type { LiveIndex } from '../match-index/live-index';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';
import { rehearseAutoMerge } from './auto-merge-rehearsal';
import { minimumPrecision, setMinimumPrecision } from './auto-merge-settings-store';

const errors = errorResponses(400, 401, 403);

/** Auto-merge rehearsed on the stewards' decisions, and the admin's minimum precision (our extension). */
export async function rehearsalRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; recordTypes: RecordTypeStore; index: LiveIndex; guards: AuthGuards },
) {
  const tags = ['jobs'];
  app.post<{ Body: AutoMergeRehearsalInput }>(
    apiPaths.autoMergeRehearsals,
    {
      onRequest: [deps.guards.authenticate, deps.guards.requireRole('steward')],
      schema: {
        tags,
        summary: 'Rehearse an auto-merge on the stewards’ decisions',
        description:
          'Scores each pair stewards merged (duplicates) and decided not duplicates with the job’s scenarios, as ' +
          'the job would, and says what an auto-merge at its `minScore` would have done: precision and recall ' +
          'with their counts and 95 % intervals, the groups of the last job it would merge with the records and ' +
          'related records they would move, and the pairs decided apart it would merge. Nothing changes. Needs ' +
          'the steward role.',
        body: AutoMergeRehearsalInput,
        response: { 200: AutoMergeRehearsal, ...errors },
      },
    },
    async (request) => rehearseAutoMerge(deps, request.body.job),
  );

  app.get(
    apiPaths.autoMergeSettings,
    {
      onRequest: [deps.guards.authenticate, deps.guards.requireRole('steward')],
      config: { recordData: false },
      schema: {
        tags,
        summary: 'Read the auto-merge minimum',
        description: 'The least rehearsed precision an auto-merge is saved at without a confirmation.',
        response: { 200: AutoMergeSettings, ...errors },
      },
    },
    async () => ({ minimumPrecision: await minimumPrecision(deps.db) }),
  );

  app.put<{ Body: AutoMergeSettings }>(
    apiPaths.autoMergeSettings,
    {
      onRequest: [deps.guards.authenticate, deps.guards.requireRole('admin')],
      config: { recordData: false },
      schema: {
        tags,
        summary: 'Set the auto-merge minimum',
        description:
          'Sets the least rehearsed precision (0.5 to 1) an auto-merge is saved at without a confirmation. Needs ' +
          'the admin role.',
        body: AutoMergeSettings,
        response: { 200: AutoMergeSettings, ...errors },
      },
    },
    async (request) => {
      await setMinimumPrecision(deps.db, request.body.minimumPrecision);
      return { minimumPrecision: request.body.minimumPrecision };
    },
  );
}
