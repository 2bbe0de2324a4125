import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { apiPaths } from '../../contract/api-paths';
import {
  AdminRecordType,
  AdminRecordTypeList,
  CrossObjectMappings,
  NewRecordType,
  RecordTypeChange,
  RecordTypeChangeQuery,
  RecordTypePath,
} from '../../contract/record-type-admin';
import { FieldUpdateRules, SourceTrust } from '../../contract/update-rules';
import type { AuthGuards } from '../identity/auth-guards';
import type { LiveIndex } from '../match-index/live-index';
import {
  adminRecordType,
  changeRecordType,
  createRecordType,
  removeRecordType,
  replaceCrossObjectMappings,
  replaceFieldUpdateRules,
  replaceTypeSourceTrust,
  toAdminRecordType,
  type RecordTypeAdminDependencies,
} from './record-type-admin';
import { errorResponses } from '../http/error-responses';

const errors = errorResponses(400, 401, 403, 404);
const conflictErrors = errorResponses(400, 401, 403, 404, 409);

/** Record types with every field and mapping, for administrators (Steward extension). */
export async function recordTypeAdminRoutes(
  app: FastifyInstance,
  { guards, ...deps }: RecordTypeAdminDependencies & { index: LiveIndex; guards: AuthGuards },
) {
  // Another process may have changed the mappings: its change reaches this one's record types on catching up.
  const caughtUp = () => deps.index.current();
  const onRequest = [guards.authenticate, guards.requireRole('admin')];
  /** Definitions, and counts of the records a change would touch, never their values: no licence seat needed. */
  const noRecordData = { recordData: false } as const;
  const tags = ['administration'];

  app.get(
    apiPaths.adminRecordTypes,
    {
      onRequest,
      config: noRecordData,
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
      config: noRecordData,
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

  app.post<{ Body: NewRecordType }>(
    apiPaths.adminRecordTypes,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Create a record type',
        description:
          'A name and key prefix (3 letters or digits, the start of its records’ ids) no type has, labels, the ' +
          'name field and the fields. Every record has Id, CreatedDate and LastModifiedDate besides. Every ' +
          'problem is named by its path, e.g. `fields.2.type`. Records of the type can be upserted and searched ' +
          'on every instance at once; a scenario makes searches find its duplicates. Needs the admin role.',
        body: NewRecordType,
        response: { 201: AdminRecordType, ...errors },
      },
    },
    async (request, reply) => {
      const type = await createRecordType(deps, request.body);
      request.log.info({ recordType: type.name, fields: type.fields.length }, 'record type created');
      return reply.code(201).send(type);
    },
  );

  app.put<{ Params: RecordTypePath; Querystring: RecordTypeChangeQuery; Body: RecordTypeChange }>(
    `${apiPaths.adminRecordTypes}/:recordType`,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Replace the labels, name field and fields of a record type',
        description:
          'The name and key prefix stay. A field scenarios, filters or cross-object mappings use cannot be ' +
          'removed, nor change type under a filter; the name field must be one of the fields. When records hold ' +
          'values in a field the change removes, or gives another type or lookup target, it answers 409 naming ' +
          'each such field and how many records hold one; sent again with `?confirm=true`, those values are ' +
          'dropped from the records. Needs the admin role.',
        params: RecordTypePath,
        querystring: RecordTypeChangeQuery,
        body: RecordTypeChange,
        response: { 200: AdminRecordType, ...conflictErrors },
      },
    },
    async (request) => {
      const { recordType } = request.params;
      const confirmed = request.query.confirm === 'true';
      const type = await changeRecordType(deps, recordType, request.body, confirmed);
      request.log.info({ recordType, fields: type.fields.length, confirmed }, 'record type changed');
      return type;
    },
  );

  app.delete<{ Params: RecordTypePath }>(
    `${apiPaths.adminRecordTypes}/:recordType`,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Delete a record type',
        description:
          '409 naming why while it has records, scenarios or filters, or another type maps onto it or looks it ' +
          'up. Needs the admin role.',
        params: RecordTypePath,
        response: { 204: Type.Null(), ...conflictErrors },
      },
    },
    async (request, reply) => {
      await removeRecordType(deps, request.params.recordType);
      request.log.info({ recordType: request.params.recordType }, 'record type deleted');
      return reply.code(204).send();
    },
  );

  app.put<{ Params: RecordTypePath; Body: CrossObjectMappings }>(
    `${apiPaths.adminRecordTypes}/:recordType/cross-objects`,
    {
      onRequest,
      config: noRecordData,
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

  app.put<{ Params: RecordTypePath; Body: FieldUpdateRules }>(
    `${apiPaths.adminRecordTypes}/:recordType/update-rules`,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Replace what writes that update a record do with each field',
        description:
          'Each rule names a field and what a write that updates a stored record (an upsert that finds a ' +
          'duplicate, a batch upsert, a file import in update mode) does with the field’s incoming ' +
          'value: OVERWRITE (the default, the seed’s upsert), IF_EMPTY, IF_BETTER or NEVER. A field left out is ' +
          'OVERWRITE. Every problem is named by its path, e.g. `rules.2.field`. Writes on every instance follow ' +
          'the rules from their next request. Needs the admin role.',
        params: RecordTypePath,
        body: FieldUpdateRules,
        response: { 200: AdminRecordType, ...errors },
      },
    },
    async (request) => {
      const type = await replaceFieldUpdateRules(deps, request.params.recordType, request.body);
      request.log.info(
        { recordType: type.name, rules: request.body.rules.length },
        'field update rules replaced',
      );
      return type;
    },
  );

  app.put<{ Params: RecordTypePath; Body: SourceTrust }>(
    `${apiPaths.adminRecordTypes}/:recordType/source-trust`,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Replace which sources of writes this type trusts more than others',
        description:
          'The sources, most trusted first: a client id (the integration or console a token was issued to) or ' +
          '`import` (file imports). Where a field’s rule is IF_NEWER or IF_BETTER, a write from a less trusted ' +
          'source keeps the value a more trusted one stored; OVERWRITE, the default, trusts every write. A source ' +
          'not listed is trusted less than every listed one; an empty list trusts all alike. Writes on every ' +
          'instance follow the ranking from their next request. Needs the admin role.',
        params: RecordTypePath,
        body: SourceTrust,
        response: { 200: AdminRecordType, ...errors },
      },
    },
    async (request) => {
      const type = await replaceTypeSourceTrust(deps, request.params.recordType, request.body);
      request.log.info({ recordType: type.name, sources: type.sourceTrust.length }, 'source trust replaced');
      return type;
    },
  );
}
