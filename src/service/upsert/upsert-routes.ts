import { writeSourceOf } from '../identity/principal';
import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../config/env';
import { DEFAULT_PATIENCE } from '../match-index/find-duplicates';
import { apiPaths } from '../../contract/api-paths';
import {
  BatchUpsertOutput,
  BatchUpsertQuery,
  BatchUpsertRequest,
  MAX_BATCH_RECORDS,
} from '../../contract/batch-upsert';
import { UpsertDataOutput, UpsertQuery, UpsertRequest } from '../../contract/upsert';
import type { AuthGuards } from '../identity/auth-guards';
import { UpsertGroups } from './upsert-groups';
import { upsert, upsertBatch, type UpsertCaller, type UpsertDependencies } from './upsert-service';
import { errorResponses } from '../http/error-responses';

const errors = errorResponses(400, 401, 403);

export async function upsertRoutes(
  app: FastifyInstance,
  {
    guards,
    config,
    ...shared
  }: Omit<UpsertDependencies, 'limits' | 'defaultCountry'> & { guards: AuthGuards; config: ServiceConfig },
) {
  const deps: UpsertDependencies = {
    ...shared,
    limits: { cap: config.upsertCandidateCap, patience: DEFAULT_PATIENCE },
    defaultCountry: config.defaultCountry,
  };
  // One group commit per process: the upserts this process answers are written together while one commits.
  const groups = new UpsertGroups(deps);
  const onRequest = [guards.authenticate, guards.requireRole('steward')];
  app.post<{ Body: UpsertRequest; Querystring: UpsertQuery }>(
    apiPaths.upsert,
    {
      onRequest,
      schema: {
        tags: ['duplicate detection'],
        summary: 'Create or update a record, with duplicate detection, and its related records',
        description:
          'With `duplicateCheck`, the best match whose score reaches `duplicateScore` (without it: any match) among ' +
          "the type's Data API scenarios (`onDataApi`, or `scenarioIds`) is updated with the given fields — a given " +
          'null clears a field, an absent one is kept; otherwise a record is created. Other matches that reached a ' +
          'scenario are logged as potential duplicates. Each related entry follows with its `referenceField` set to ' +
          'the parent. `allOrNone` (default true) writes all or nothing; false keeps what succeeded. A record that ' +
          'breaks a rule of its type answers 200 with `isSuccess: false` and an `errorMessage` naming the field; a ' +
          'malformed body answers 400. `preview=true` makes the same decisions and saves nothing, so a form can show ' +
          'what will change before it is saved. Needs the steward role.',
        querystring: UpsertQuery,
        body: UpsertRequest,
        response: { 200: UpsertDataOutput, ...errors },
      },
    },
    async (request) => {
      const caller: UpsertCaller = {
        principal: request.principal!.subject,
        source: writeSourceOf(request.principal!),
        endpoint: `POST ${apiPaths.upsert}`,
        detail: request.query.detail === 'true',
        preview: request.query.preview === 'true',
      };
      return caller.preview
        ? upsert(deps, request.body.input, caller)
        : groups.upsert(request.body.input, caller);
    },
  );

  app.post<{ Body: BatchUpsertRequest; Querystring: BatchUpsertQuery }>(
    apiPaths.batchUpsert,
    {
      onRequest,
      schema: {
        tags: ['duplicate detection'],
        summary: 'Upsert many records in one request, in order (Steward extension)',
        description:
          `Up to ${MAX_BATCH_RECORDS} inputs (\`records\`), each exactly as \`POST …/dc3DataApi\` takes its ` +
          '`input` and upserts it (duplicate check, rules, related list under its own `allOrNone`, audit, pairs ' +
          'logged for review), in order: an input finds the records the inputs before it wrote, so two inputs for ' +
          'one new person create it and then update it. Answers one output per input, in order, each as the single ' +
          'upsert answers it. `allOrNone` of the batch, as in Salesforce sObject Collections: false (the default) ' +
          'saves each input or fails it on its own; true saves nothing when any input fails (`isSuccess: false`): ' +
          'each failed input answers its own error, and every record that would have been saved "Rolled back: ' +
          'input N of the batch failed, so nothing was saved" (N counted from 1: the first that failed). More ' +
          'inputs, or an input its schema refuses, answer 400 naming the field (`records.3.objectType`) and save ' +
          'nothing. Needs the steward role.',
        querystring: BatchUpsertQuery,
        body: BatchUpsertRequest,
        response: { 200: BatchUpsertOutput, ...errors },
      },
    },
    async (request) =>
      upsertBatch(deps, request.body.records, request.body.allOrNone === true, {
        principal: request.principal!.subject,
        source: writeSourceOf(request.principal!),
        endpoint: `POST ${apiPaths.batchUpsert}`,
        detail: request.query.detail === 'true',
      }),
  );
}
