import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import { RecordList, RecordListQuery } from '../../contract/record-list';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import type { Store } from '../storage/database';
import { listRecords } from './record-list';
import type { RecordTypeStore } from './record-type-store';
import { recordTypeNamed } from './records-of-type';

/** The records of a type, page by page, for browsing (Steward extension). */
export async function recordListRoutes(
  app: FastifyInstance,
  { store, recordTypes, guards }: { store: Store; recordTypes: RecordTypeStore; guards: AuthGuards },
) {
  app.get<{ Querystring: RecordListQuery }>(
    apiPaths.recordList,
    {
      onRequest: [guards.authenticate, guards.requireRole('viewer')],
      schema: {
        tags: ['records'],
        summary: "Browse a record type's records",
        description:
          'One page of the records of `objectType`, newest first (or oldest with `order=asc`), each named by its ' +
          "type's display template and as Salesforce JSON; `q` keeps those holding the text in any field, case " +
          'ignored, and `field` with `contains` those holding it in one field (counted up to 10,000). `sort` ' +
          'orders by a field, case ignored, when at most 10,000 records are left to sort. Needs the viewer role.',
        querystring: RecordListQuery,
        response: { 200: RecordList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const type = recordTypeNamed(recordTypes, request.query.objectType);
      return listRecords(store, recordTypes, type, request.query);
    },
  );
}
