import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { apiPaths } from '../../contract/api-paths';
import {
  Filter,
  FilterCount,
  FilterCountInput,
  FilterInput,
  FilterList,
  FilterListQuery,
  FilterPath,
} from '../../contract/filters';
import type { AuthGuards } from '../identity/auth-guards';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Store } from '../storage/database';
import { countFilterMatches, getFilter, listFiltersOf, putFilter, removeFilter } from './filter-admin';
import { errorResponses } from '../http/error-responses';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Named search filters per record type. Stewards read them (the console offers them on the search form); admins
 * write them. Like the other administration endpoints, they need no licence seat (`recordData: false`): they are
 * conditions, a count names no record, and a search that uses a filter checks the seat anyway.
 */
export async function filterRoutes(
  app: FastifyInstance,
  { store, recordTypes, guards }: { store: Store; recordTypes: RecordTypeStore; guards: AuthGuards },
) {
  const read = [guards.authenticate, guards.requireRole('steward')];
  const write = [guards.authenticate, guards.requireRole('admin')];
  const noRecordData = { recordData: false } as const;
  const tags = ['administration'];
  const one = `${apiPaths.filters}/:recordType/:developerName`;

  app.get<{ Querystring: FilterListQuery }>(
    apiPaths.filters,
    {
      onRequest: read,
      config: noRecordData,
      schema: {
        tags,
        summary: 'List search filters',
        description:
          'Every filter, or those of the record type `objectName` names; ordered by record type, then label. ' +
          'Needs the steward role.',
        querystring: FilterListQuery,
        response: { 200: FilterList, ...errors },
      },
    },
    async (request) => ({
      filters: await listFiltersOf(store.db, recordTypes, request.query.objectName),
    }),
  );

  app.post<{ Body: FilterCountInput }>(
    apiPaths.filterCount,
    {
      onRequest: write,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Count the records some conditions let through',
        description:
          'The conditions are checked as a save checks them (problems named by path, e.g. `conditions.0.value`) ' +
          'and counted over every record of the type, so an admin sees what a filter keeps before saving it. ' +
          'Needs the admin role.',
        body: FilterCountInput,
        response: { 200: FilterCount, ...errors },
      },
    },
    async (request) => countFilterMatches(store.db, recordTypes, request.body),
  );

  app.get<{ Params: FilterPath }>(
    one,
    {
      onRequest: read,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Read one search filter',
        params: FilterPath,
        response: { 200: Filter, ...errors },
      },
    },
    async (request) =>
      getFilter(store.db, recordTypes, request.params.recordType, request.params.developerName),
  );

  app.put<{ Params: FilterPath; Body: FilterInput }>(
    one,
    {
      onRequest: write,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Create or replace a search filter',
        description:
          'Conditions combine with AND. Each names a field of the record type, an operator that applies to its ' +
          'type and the operands that operator takes; a problem answers 400 naming its path, e.g. ' +
          '`conditions.1.value`. Answers 201 when the filter is new, 200 when it replaced one. Needs the admin role.',
        params: FilterPath,
        body: FilterInput,
        response: { 200: Filter, 201: Filter, ...errors },
      },
    },
    async (request, reply) => {
      const { filter, created } = await putFilter(store.db, recordTypes, request.params, request.body);
      request.log.info(
        { recordType: filter.recordType, developerName: filter.developerName, created },
        'search filter saved',
      );
      return reply.code(created ? 201 : 200).send(filter);
    },
  );

  app.delete<{ Params: FilterPath }>(
    one,
    {
      onRequest: write,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Delete a search filter',
        description: 'Searches naming it are refused from then on. Needs the admin role.',
        params: FilterPath,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { recordType, developerName } = request.params;
      await removeFilter(store.db, recordTypes, recordType, developerName);
      request.log.info({ recordType, developerName }, 'search filter deleted');
      return reply.code(204).send();
    },
  );
}
