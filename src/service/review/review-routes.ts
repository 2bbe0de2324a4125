import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import { AuditEventList, AuditQuery } from '../../contract/audit';
import { SalesforceErrorBody } from '../../contract/errors';
import { PotentialDuplicateList, PotentialDuplicateQuery } from '../../contract/potential-duplicates';
import { parseRecordId } from '../../contract/record-id';
import { InputProblem } from '../http/input-problem';
import type { AuthGuards } from '../identity/auth-guards';
import { listPotentialDuplicates } from './potential-duplicate-store';
import type { Store } from '../storage/database';
import { listAuditEvents } from './audit-store';

const errors = { 400: SalesforceErrorBody, 401: SalesforceErrorBody, 403: SalesforceErrorBody };

function recordId15(given: string | undefined): string | undefined {
  if (given === undefined) return undefined;
  const id15 = parseRecordId(given);
  if (!id15) throw new InputProblem('recordId', `'${given}' is not a record id (15 or 18 characters)`);
  return id15;
}

/**
 * What writes left behind, for stewards and admins: the audit trail (per record, or as a feed) and the potential
 * duplicates upserts logged for review. Reading them is oversight, not use of the licensed API: no seat needed.
 */
export function registerReviewRoutes(app: FastifyInstance, store: Store, guards: AuthGuards) {
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
      listAuditEvents(store.db, { ...request.query, recordId15: recordId15(request.query.recordId) }),
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
          'the one updated (below `duplicateScore`, or a further match), newest first. Needs the steward role.',
        querystring: PotentialDuplicateQuery,
        response: { 200: PotentialDuplicateList, ...errors },
      },
    },
    async (request) =>
      listPotentialDuplicates(store.db, { ...request.query, recordId15: recordId15(request.query.recordId) }),
  );
}
