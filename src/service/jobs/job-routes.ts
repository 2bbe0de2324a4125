import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { Kysely } from 'kysely';
import { apiPaths } from '../../contract/api-paths';
import {
  DuplicateGroup,
  GroupDetail,
  GroupPage,
  GroupPath,
  GroupQuery,
  Job,
  JobInput,
  JobList,
  JobPath,
  JobQuery,
} from '../../contract/jobs';
import type { AuthGuards } from '../identity/auth-guards';
import type { LiveIndex } from '../match-index/live-index';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';
import { decideGroupNotDuplicate, withdrawGroupDecision } from './group-decision';
import { getGroup, listGroups, readGroup } from './job-groups';
import { planJob } from './job-plan';
import { JobRunner } from './job-runner';
import type { Dialect } from '../storage/database';
import { cancelJob, createJob, deleteJob, getJob, listJobs, type ScenarioNames } from './job-store';
import { errorResponses } from '../http/error-responses';
import { auditConfirmedAutoMerge, checkAutoMerge } from '../auto-merge/auto-merge-confirmation';

export interface JobRouteDependencies {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
  index: LiveIndex;
  runner: JobRunner;
}

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Duplicate jobs (our extension): a steward starts one over every record of a type, follows its progress, and
 * reads the groups it found. Like the review lists, they need the steward role and, as work on the records, a
 * licence seat.
 */
export async function jobRoutes(
  app: FastifyInstance,
  { guards, ...shared }: Omit<JobRouteDependencies, 'runner'> & { dialect: Dialect; guards: AuthGuards },
) {
  // Every process runs jobs' chunks, whichever process started the job.
  const runner = new JobRunner({ ...shared, log: app.log.child({ component: 'jobs' }) });
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
  const deps: JobRouteDependencies = { ...shared, runner };
  const onRequest = [guards.authenticate, guards.requireRole('steward')];
  const tags = ['jobs'];
  const job = `${apiPaths.jobs}/:jobId`;
  const names = async (): Promise<ScenarioNames> => {
    const { matching } = await deps.index.current();
    return (id15) => matching.scenario(id15)?.definition.name ?? '(deleted scenario)';
  };

  app.post<{ Body: JobInput }>(
    apiPaths.jobs,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Start a duplicate job',
        description:
          'Searches every stored record of `objectType` with its batch scenarios (`onBatch`, or those `scenarioIds` ' +
          'names), only among the records `filterDeveloperName` accepts when given, in the background, and groups ' +
          'the duplicates found. With `crossObjectType` each record is compared with the records of that type ' +
          'instead, through the cross-object mapping and with that type’s scenarios. With `autoMerge` the groups ' +
          'at or above its score are merged when the job ends, as a review batch (`autoMergeBatchId`) that can ' +
          'be undone together; one that rehearses below the admin’s minimum precision on the stewards’ decisions, or on ' +
          'too few of them (…/auto-merge-rehearsals), needs `autoMerge.confirmed`, audited. Answers 201 with the job, ' +
          'queued; read it again for its progress. Needs the steward role.',
        body: JobInput,
        response: { 201: Job, ...errors },
      },
    },
    async (request, reply) => {
      const plan = await planJob(deps, request.body);
      const confirmed = await checkAutoMerge(deps, request.body);
      const actor = { principal: request.principal!.subject, endpoint: `POST ${apiPaths.jobs}` };
      const id = await createJob(deps.db, { ...plan, ...actor });
      if (confirmed) await auditConfirmedAutoMerge(deps.db, confirmed, plan.recordType, actor, { jobId: id });
      deps.runner.wake();
      return reply.code(201).send(await getJob(deps.db, id, await names()));
    },
  );

  app.get<{ Querystring: JobQuery }>(
    apiPaths.jobs,
    {
      onRequest,
      schema: {
        tags,
        summary: 'List duplicate jobs',
        description: 'The 100 most recent jobs, newest first, of one record type when `objectType` is given.',
        querystring: JobQuery,
        response: { 200: JobList, ...errors },
      },
    },
    async (request) => ({ jobs: await listJobs(deps.db, await names(), request.query.objectType) }),
  );

  app.get<{ Params: JobPath }>(
    job,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Read a duplicate job and its progress',
        params: JobPath,
        response: { 200: Job, ...errors },
      },
    },
    async (request) => getJob(deps.db, request.params.jobId, await names()),
  );

  app.post<{ Params: JobPath }>(
    `${job}/cancel`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cancel a duplicate job',
        description:
          'A queued or running job stops; what it stored so far is kept until the job is deleted. 409 when it has ended already.',
        params: JobPath,
        response: { 200: Job, ...errors },
      },
    },
    async (request) =>
      cancelJob(deps.db, request.params.jobId, await names(), {
        principal: request.principal!.subject,
        endpoint: `POST ${apiPaths.jobCancel(request.params.jobId)}`,
      }),
  );

  app.delete<{ Params: JobPath }>(
    job,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a duplicate job',
        description: 'With its pairs and groups; a running job stops.',
        params: JobPath,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteJob(deps.db, request.params.jobId, {
        principal: request.principal!.subject,
        endpoint: `DELETE ${apiPaths.job(request.params.jobId)}`,
      });
      return reply.code(204).send();
    },
  );

  app.get<{ Params: JobPath; Querystring: GroupQuery }>(
    `${job}/groups`,
    {
      onRequest,
      schema: {
        tags,
        summary: "List a job's groups",
        description:
          'Paged with `limit` and `offset`, sorted by average score or size (`sort`, `order`), filtered by ' +
          '`minScore` and `minRecords`; `total` counts every group the filters let through.',
        params: JobPath,
        querystring: GroupQuery,
        response: { 200: GroupPage, ...errors },
      },
    },
    async (request) => listGroups(deps.db, deps.recordTypes, request.params.jobId, request.query),
  );

  app.post<{ Params: GroupPath }>(
    `${job}/groups/:groupId/not-duplicate`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Decide that a group’s records are not duplicates',
        description:
          'Every pair among the group’s records (those still stored) is decided not a duplicate, as ' +
          '`POST …/dc3Api/not-duplicates` decides it, and the group is marked NOT_DUPLICATE with who and when. 409 ' +
          'when the group was reviewed already.',
        params: GroupPath,
        response: { 200: DuplicateGroup, ...errors },
      },
    },
    async (request) => {
      const { jobId, groupId } = request.params;
      const principal = request.principal!.subject;
      await deps.db.transaction().execute((trx) =>
        decideGroupNotDuplicate(trx, jobId, groupId, {
          principal,
          endpoint: `POST ${apiPaths.jobGroupNotDuplicate(jobId, groupId)}`,
        }),
      );
      return readGroup(deps.db, deps.recordTypes, jobId, groupId);
    },
  );

  app.delete<{ Params: GroupPath }>(
    `${job}/groups/:groupId/not-duplicate`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Withdraw a group’s not-a-duplicate verdict',
        description:
          'Undoes `POST …/not-duplicate` on the group: the decisions that verdict made are withdrawn (a pair ' +
          'decided before it keeps its own decision) and the group is open for review again. 409 when the group ' +
          'is open, or merged (undo the merge instead).',
        params: GroupPath,
        response: { 200: DuplicateGroup, ...errors },
      },
    },
    async (request) => {
      const { jobId, groupId } = request.params;
      await deps.db.transaction().execute((trx) =>
        withdrawGroupDecision(trx, jobId, groupId, {
          principal: request.principal!.subject,
          endpoint: `DELETE ${apiPaths.jobGroupNotDuplicate(jobId, groupId)}`,
        }),
      );
      return readGroup(deps.db, deps.recordTypes, jobId, groupId);
    },
  );

  app.get<{ Params: GroupPath }>(
    `${job}/groups/:groupId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Read a group with its records and pairs',
        params: GroupPath,
        response: { 200: GroupDetail, ...errors },
      },
    },
    async (request) => getGroup(deps.db, deps.recordTypes, request.params.jobId, request.params.groupId),
  );
}
