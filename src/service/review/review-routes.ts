import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import { AuditEventList, AuditQuery } from '../../contract/audit';
import { SalesforceErrorBody } from '../../contract/errors';
import {
  PotentialDuplicateDetail,
  PotentialDuplicateList,
  PotentialDuplicatePath,
  PotentialDuplicateQuery,
} from '../../contract/potential-duplicates';
import Type from 'typebox';
import { ReviewQueueExportQuery, ReviewQueuePage, ReviewQueueQuery } from '../../contract/review-queue';
import { parseRecordId } from '../../contract/record-id';
import { InputProblem } from '../input/input-problem';
import type { AuthGuards } from '../identity/auth-guards';
import { getPotentialDuplicate, listPotentialDuplicates } from './potential-duplicate-store';
import { readReviewQueue } from './review-queue-store';
import { reviewQueueCsv } from './review-queue-export';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Store } from '../storage/database';
import { listAuditEvents } from '../audit/audit-store';
import { errorResponses } from '../http/error-responses';
import { recordTypeNamed } from '../records/records-of-type';

const errors = errorResponses(400, 401, 403);
const notFound = { 404: SalesforceErrorBody };

function recordId15(given: string | undefined): string | undefined {
  if (given === undefined) return undefined;
  const id15 = parseRecordId(given);
  if (!id15) throw new InputProblem('recordId', `'${given}' is not a record id (15 or 18 characters)`);
  return id15;
}

/**
 * What writes left behind, for stewards and admins: the audit trail (per record, or as a feed), the potential
 * duplicates upserts logged, and the review queue that puts them beside the groups of duplicate jobs. They show
 * records' values and names, so they need a licence seat.
 */
export async function reviewRoutes(
  app: FastifyInstance,
  { store, recordTypes, guards }: { store: Store; recordTypes: RecordTypeStore; guards: AuthGuards },
) {
  const onRequest = [guards.authenticate, guards.requireRole('steward')];

  app.get<{ Querystring: AuditQuery }>(
    apiPaths.auditEvents,
    {
      onRequest,
      schema: {
        tags: ['review'],
        summary: 'Read the audit trail',
        description:
          'Every create and update, newest first: who, when, through which endpoint, each changed field before and ' +
          'after, and for an update by duplicate detection the match score. Narrow it to one record (`recordId`), ' +
          'a record type or a principal; page with `before`. Needs the steward role.',
        querystring: AuditQuery,
        response: { 200: AuditEventList, ...errors },
      },
    },
    async (request) =>
      listAuditEvents(store.db, recordTypes, {
        ...request.query,
        recordId15: recordId15(request.query.recordId),
      }),
  );

  app.get<{ Querystring: PotentialDuplicateQuery }>(
    apiPaths.potentialDuplicates,
    {
      onRequest,
      schema: {
        tags: ['review'],
        summary: 'List potential duplicates logged by upserts',
        description:
          'Pairs of a record an upsert wrote and an existing record that reached a scenario threshold but was not ' +
          'the one updated (below `duplicateScore`, or a further match), newest first, each with its review: ' +
          'a merge of the two records or a not-a-duplicate decision about them settles it. Needs the steward role.',
        querystring: PotentialDuplicateQuery,
        response: { 200: PotentialDuplicateList, ...errors },
      },
    },
    async (request) =>
      listPotentialDuplicates(store.db, recordTypes, {
        ...request.query,
        recordId15: recordId15(request.query.recordId),
      }),
  );

  app.get<{ Params: PotentialDuplicatePath }>(
    `${apiPaths.potentialDuplicates}/:potentialDuplicateId`,
    {
      onRequest,
      schema: {
        tags: ['review'],
        summary: 'Read a potential duplicate with its records',
        description:
          'One pair an upsert logged, with its scores and review, and its two records as stored now: a record ' +
          'merged since is followed to the master it lives on in. Needs the steward role.',
        params: PotentialDuplicatePath,
        response: { 200: PotentialDuplicateDetail, ...errors, ...notFound },
      },
    },
    async (request) => getPotentialDuplicate(store.db, recordTypes, request.params.potentialDuplicateId),
  );

  app.get<{ Querystring: ReviewQueueQuery }>(
    apiPaths.reviewQueue,
    {
      onRequest,
      schema: {
        tags: ['review'],
        summary: "Read a record type's review queue",
        description:
          'What stewards review, in one list per record type: the groups of the latest finished duplicate job ' +
          '(source JOB) and the potential duplicates upserts (UPSERT) and file imports (IMPORT) logged, open or ' +
          'reviewed (by whom and when), sorted by score, size or time and narrowed by status, source and ' +
          'reviewer. Needs the steward role.',
        querystring: ReviewQueueQuery,
        response: { 200: ReviewQueuePage, ...errors },
      },
    },
    async (request) => {
      const type = recordTypeNamed(recordTypes, request.query.objectType);
      return readReviewQueue(store.db, recordTypes, { ...request.query, objectType: type.name });
    },
  );

  app.get<{ Querystring: ReviewQueueExportQuery }>(
    apiPaths.reviewQueueCsv,
    {
      onRequest,
      schema: {
        tags: ['review'],
        summary: "Export a record type's review queue as CSV",
        description:
          "Every item the query lets through (the review queue's filters and sort, without paging), one line each: " +
          'its records by name and id, where it comes from, its size, the fields they differ in, its scores, who ' +
          'detected and who reviewed it when. Every cell is safe to open in a spreadsheet: a value that would start ' +
          'a formula is prefixed. Needs the steward role.',
        querystring: ReviewQueueExportQuery,
        response: { 200: Type.String({ description: 'text/csv' }), ...errors },
      },
    },
    async (request, reply) => {
      const type = recordTypeNamed(recordTypes, request.query.objectType);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="review-queue-${type.name}.csv"`)
        .send(await reviewQueueCsv(store.db, recordTypes, type, request.query));
    },
  );
}
