import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { apiPaths, SOBJECTS_BASE } from '../../contract/api-paths';
import { SalesforceErrorBody } from '../../contract/errors';
import {
  DescribeGlobalOutput,
  SObjectDescribeOutput,
  type SObjectField,
  type SObjectFieldType,
  type SObjectSummary,
} from '../../contract/sobjects';
import { ApiError } from '../http/api-error';
import type { AuthGuards } from '../identity/auth-guards';
import { salesforceTypeOf } from './field-rules';
import { SYSTEM_FIELDS, type FieldDefinition, type RecordTypeDefinition } from './record-type';
import type { CatchUp, RecordTypeStore } from './record-type-store';

function describeField(field: FieldDefinition, system: boolean): SObjectField {
  const type: SObjectFieldType = system ? (field.name === 'Id' ? 'id' : 'datetime') : salesforceTypeOf(field);
  return {
    name: field.name,
    label: field.label,
    type,
    nillable: !field.required && !system,
    createable: !field.readOnly && !system,
    updateable: !field.readOnly && !system,
    referenceTo: field.referenceTo ? [field.referenceTo] : [],
    relationshipName: field.relationshipName ?? null,
    picklistValues: (field.picklistValues ?? []).map((value) => ({ value, label: value, active: true })),
  };
}

const summary = (type: RecordTypeDefinition): SObjectSummary => ({
  name: type.name,
  label: type.label,
  labelPlural: type.labelPlural,
  keyPrefix: type.keyPrefix,
  urls: { sobject: `${SOBJECTS_BASE}/${type.name}`, describe: apiPaths.describe(type.name) },
});

/** Salesforce's describe calls, so clients and the console learn record types and fields from the API. */
export async function describeRoutes(
  app: FastifyInstance,
  { recordTypes, index, guards }: { recordTypes: RecordTypeStore; index: CatchUp; guards: AuthGuards },
) {
  const onRequest = [guards.authenticate, guards.requireRole('viewer')];
  /**
   * Record types and their fields, never a record's values: no licence seat needed, so forms can be built without one.
   */
  const noRecordData = { recordData: false } as const;
  const errors = { 401: SalesforceErrorBody, 403: SalesforceErrorBody, 404: SalesforceErrorBody };

  app.get(
    SOBJECTS_BASE,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags: ['records'],
        summary: 'List record types',
        response: { 200: DescribeGlobalOutput, ...errors },
      },
    },
    async () => {
      // Another process may have changed the record types: its change reaches this one's on catching up.
      await index.current();
      return { encoding: 'UTF-8', maxBatchSize: 200, sobjects: recordTypes.all().map(summary) };
    },
  );

  app.get<{ Params: { objectType: string } }>(
    `${SOBJECTS_BASE}/:objectType/describe`,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags: ['records'],
        summary: 'Describe a record type and its fields',
        params: Type.Object({ objectType: Type.String() }),
        response: { 200: SObjectDescribeOutput, ...errors },
      },
    },
    async (request) => {
      await index.current();
      const type = recordTypes.byApiName(request.params.objectType);
      if (!type)
        throw new ApiError(
          404,
          'NOT_FOUND',
          `The requested resource does not exist: no record type ${request.params.objectType}`,
        );
      return {
        ...summary(type),
        crossObjects: (type.crossObjects ?? [])
          .map((mapping) => mapping.objectTo)
          .filter((name) => recordTypes.byApiName(name) !== undefined),
        fields: [
          ...SYSTEM_FIELDS.map((field) => describeField(field, true)),
          ...type.fields.map((field) => describeField(field, false)),
        ],
      };
    },
  );
}
