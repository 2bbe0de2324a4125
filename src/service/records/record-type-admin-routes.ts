import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import {
  AdminRecordType,
  AdminRecordTypeList,
  CrossObjectMappings,
  RecordTypePath,
} from '../../contract/record-type-admin';
import type { AuthGuards } from '../identity/auth-guards';
import type { LiveIndex } from '../match-index/live-index';
import {
  adminRecordType,
  replaceCrossObjectMappings,
  toAdminRecordType,
  type RecordTypeAdminDependencies,
} from './record-type-admin';
import { errorResponses } from '../http/error-responses';

const errors = errorResponses(400, 401, 403, 404);

/** Record types with every field and mapping, for administrators (Steward extension). */
export function registerRecordTypeAdminRoutes(
  app: FastifyInstance,
  deps: RecordTypeAdminDependencies & { index: LiveIndex },
  guards: AuthGuards,
) {
  // Another process may have changed the mappings: its change reaches this one's record types on catching up.
  const caughtUp = () => deps.index.current();
  const onRequest = [guards.authenticate, guards.requireRole('admin')];
  const tags = ['administration'];

  app.get(
    apiPaths.adminRecordTypes,
    {
      onRequest,
      schema: {
        tags,
        summary: 'List record types with their fields and cross-object mappings',
        response: { 200: AdminRecordTypeList, ...errors },
      },
    },
    async () => {
      await caughtUp();
      return { recordTypes: deps.recordTypes.all().map(toAdminRecordType) };
    },
  );

  app.get<{ Params: RecordTypePath }>(
    `${apiPaths.adminRecordTypes}/:recordType`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Read one record type',
        params: RecordTypePath,
        response: { 200: AdminRecordType, ...errors },
      },
    },
    async (request) => {
      await caughtUp();
      return toAdminRecordType(adminRecordType(deps.recordTypes, request.params.recordType));
    },
  );

  app.put<{ Params: RecordTypePath; Body: CrossObjectMappings }>(
    `${apiPaths.adminRecordTypes}/:recordType/cross-objects`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replace the record types this type is also searched as',
        description:
          'Each mapping names another record type and pairs of fields (this type’s, searched as the other’s): a ' +
          'search of this type also searches the other with the mapped values, and a cross-object job compares ' +
          'them. Every problem is named by its path, e.g. `mappings.0.fields.1.fieldTo`. Searches on every instance ' +
          'use the mappings from their next request. Needs the admin role.',
        params: RecordTypePath,
        body: CrossObjectMappings,
        response: { 200: AdminRecordType, ...errors },
      },
    },
    async (request) => {
      const type = await replaceCrossObjectMappings(deps, request.params.recordType, request.body);
      request.log.info(
        { recordType: type.name, mappings: type.crossObjects.length },
        'cross-object mappings replaced',
      );
      return type;
    },
  );
}
