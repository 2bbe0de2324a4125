import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { apiPaths, SOBJECTS_BASE } from '../../contract/api-paths';
import { SalesforceErrorBody } from '../../contract/errors';
import { parseRecordId } from '../../contract/record-id';
import { SObjectRecord } from '../../contract/records';
import { RecordFieldSources } from '../../contract/update-rules';
import { ApiError } from '../http/api-error';
import type { AuthGuards } from '../identity/auth-guards';
import type { Store } from '../storage/database';
import { refuseMergedAway } from './merged-away';
import { findRecord } from './record-store';
import type { CatchUp, RecordTypeStore } from './record-type-store';
import { relatedRecordsOf } from './related-records';
import { toSObject } from './sobject-serializer';

const notFound = (what: string) =>
  new ApiError(404, 'NOT_FOUND', `The requested resource does not exist: ${what}`);

/** A record by id, as Salesforce's REST API answers it: the `attributes.url` of every search and upsert result. */
export async function recordRoutes(
  app: FastifyInstance,
  {
    store,
    recordTypes,
    index,
    guards,
  }: { store: Store; recordTypes: RecordTypeStore; index: CatchUp; guards: AuthGuards },
) {
  app.get<{ Params: { objectType: string; recordId: string } }>(
    `${SOBJECTS_BASE}/:objectType/:recordId`,
    {
      onRequest: [guards.authenticate, guards.requireRole('viewer')],
      schema: {
        tags: ['records'],
        summary: 'Read a record',
        description:
          'The record in Salesforce JSON: `attributes`, `Id` (18 characters), every field (null when empty), ' +
          'lookups also as `{attributes, Id, Name}` under the relationship name, `CreatedDate`, ' +
          '`LastModifiedDate`. The id may have 15 or 18 characters. A record merged into another answers 404 ' +
          '`ENTITY_IS_DELETED` with `masterRecordId`, the record it went into.',
        params: Type.Object({ objectType: Type.String(), recordId: Type.String() }),
        response: {
          200: SObjectRecord,
          401: SalesforceErrorBody,
          403: SalesforceErrorBody,
          404: SalesforceErrorBody,
        },
      },
    },
    async (request) => {
      const { objectType, recordId } = request.params;
      // A type created through another process is known here once the configuration is caught up with.
      await index.current();
      const type = recordTypes.byApiName(objectType);
      if (!type) throw notFound(`no record type ${objectType}`);
      const id15 = parseRecordId(recordId);
      const record = id15 && id15.startsWith(type.keyPrefix) ? await findRecord(store.db, id15) : undefined;
      if (!record && id15) await refuseMergedAway(store.db, type.name, id15);
      if (!record || record.type !== type.name) throw notFound(`no ${type.name} has the id ${recordId}`);
      return toSObject(type, record, await relatedRecordsOf(store.db, recordTypes, type, [record]));
    },
  );

  app.get<{ Params: { recordId: string } }>(
    `${apiPaths.recordList}/:recordId/field-sources`,
    {
      onRequest: [guards.authenticate, guards.requireRole('viewer')],
      schema: {
        tags: ['records'],
        summary: 'Which source wrote each field of a record, and when',
        description:
          'Each field with a stored value whose writer is known: the source (the client id of the integration or ' +
          'console that wrote it, or `import`) and when it was written, or when the values were changed where ' +
          'they came from if the write said (`modifiedAt`). Values stored before Steward kept sources, and the ' +
          'demo’s records, have none. What the update rules IF_NEWER and IF_BETTER weigh (docs/survivorship.md).',
        params: Type.Object({ recordId: Type.String() }),
        response: {
          200: RecordFieldSources,
          401: SalesforceErrorBody,
          403: SalesforceErrorBody,
          404: SalesforceErrorBody,
        },
      },
    },
    async (request) => {
      await index.current();
      const id15 = parseRecordId(request.params.recordId);
      const record = id15 ? await findRecord(store.db, id15) : undefined;
      const type = record && recordTypes.byApiName(record.type);
      if (!record || !type) throw notFound(`no record has the id ${request.params.recordId}`);
      return {
        fields: type.fields.flatMap((field) => {
          const source = record.sources[field.name];
          const value = record.values[field.name];
          return source && value !== null && value !== undefined
            ? [{ field: field.name, source: source[0], at: source[1] }]
            : [];
        }),
      };
    },
  );
}
