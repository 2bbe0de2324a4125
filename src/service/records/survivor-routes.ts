import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '../../contract/api-paths';
import { RecordIdParameter, Survivor, SurvivorList, SurvivorsInput } from '../../contract/events';
import { parseRecordId, toId18 } from '../../contract/record-id';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import type { Database } from '../storage/schema';
import { mergedInto } from './merged-away';
import { findRecords } from './record-store';

/** Where each id lives now: itself, the live record at the end of its merges, or nowhere. */
async function survivorsOf(db: Kysely<Database>, given: readonly string[]): Promise<Survivor[]> {
  const ids = given.map(parseRecordId);
  const valid = ids.filter((id): id is string => id !== null);
  const merged = new Map(await Promise.all(valid.map(async (id) => [id, await mergedInto(db, id)] as const)));
  const endOf = (id: string) => merged.get(id)?.masterId15 ?? id;
  const live = new Map(
    (await findRecords(db, [...new Set(valid.map(endOf))])).map((record) => [record.id, record.type]),
  );
  return given.map((input, position) => {
    const id = ids[position];
    const none = { recordId: input, survivorId: null, objectType: null, mergedAt: null };
    if (!id) return { ...none, status: 'NOT_FOUND' };
    const tombstone = merged.get(id);
    const end = endOf(id);
    const type = live.get(end);
    const recordId = toId18(id);
    if (!tombstone)
      return type
        ? { ...none, recordId, status: 'LIVE', survivorId: recordId, objectType: type }
        : { ...none, recordId, status: 'NOT_FOUND' };
    return {
      recordId,
      status: type ? 'MERGED' : 'DELETED',
      survivorId: type ? toId18(end) : null,
      objectType: tombstone.recordType,
      mergedAt: tombstone.mergedAt,
    };
  });
}

/**
 * Where a record went (our extension): the live record an id is, or lives on in at the end of any chain of
 * merges, one id or up to 200 at once. A merged-away record read through the sObject API still answers
 * ENTITY_IS_DELETED with the same survivor as `masterRecordId`.
 */
export async function survivorRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; guards: AuthGuards },
) {
  const onRequest = [deps.guards.authenticate, deps.guards.requireRole('viewer')];
  const tags = ['records'];
  const errors = errorResponses(400, 401, 403, 404);

  app.get<{ Params: RecordIdParameter }>(
    `${apiPaths.dc3Records}/:recordId/survivor`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Find where a record went',
        description:
          'The live record the id is or was merged into, at the end of any chain of merges (A into B, later B ' +
          'into C answers C), with when it was merged away; DELETED when that record was deleted since. 404 for ' +
          'an id no record ever had.',
        params: RecordIdParameter,
        response: { 200: Survivor, ...errors },
      },
    },
    async (request) => {
      const [survivor] = await survivorsOf(deps.db, [request.params.recordId]);
      if (survivor!.status === 'NOT_FOUND') {
        throw new ApiError(404, 'NOT_FOUND', `No record has the id ${request.params.recordId}`);
      }
      return survivor;
    },
  );

  app.post<{ Body: SurvivorsInput }>(
    apiPaths.recordSurvivors,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Find where records went',
        description:
          'Up to 200 ids at once, each answered as `GET …/records/<id>/survivor` answers it, in the order given; ' +
          'an id no record ever had answers NOT_FOUND.',
        body: SurvivorsInput,
        response: { 200: SurvivorList, ...errors },
      },
    },
    async (request) => ({ survivors: await survivorsOf(deps.db, request.body.recordIds) }),
  );
}
