import { writeSourceOf } from '../identity/principal';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import {
  Merge,
  MergeInput,
  MergeList,
  MergePath,
  MergePreview,
  MergeQuery,
  MergeResult,
} from '../../contract/merge';
import { parseRecordId } from '../../contract/record-id';
import { InputProblem } from '../input/input-problem';
import type { AuthGuards } from '../identity/auth-guards';
import { mergeRecords, previewMerge, type MergeDependencies } from './merge-records';
import { listMerges, undoMerge } from './merge-undo';
import { errorResponses } from '../http/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Merge (the original's merge page sends this shape) with a preview, and undo (our extension). Stewards merge;
 * like everything that shows records, it needs a licence seat.
 */
export async function mergeRoutes(
  app: FastifyInstance,
  { guards, ...deps }: MergeDependencies & { guards: AuthGuards },
) {
  const onRequest = [guards.authenticate, guards.requireRole('steward')];
  const tags = ['merge'];

  app.post<{ Body: MergeInput }>(
    apiPaths.merge,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Merge records into one',
        description:
          'All or nothing: the master (`masterId`, or the first by `masterRule`) takes the values `fieldSelect` ' +
          'picks, a non-empty value beating an empty one where nothing is picked; the other records are removed ' +
          '(reading one answers 404 `ENTITY_IS_DELETED` with `masterRecordId`); their related records move to the ' +
          'master, a campaign member the master already has for the same campaign folded in; the match index and ' +
          'every open job group follow. With `jobId` and `groupId` the group is marked merged. Answers 201 with ' +
          '`mergeId`, which undoes it. Needs the steward role.',
        body: MergeInput,
        response: { 201: MergeResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await mergeRecords(deps, request.body, {
          principal: request.principal!.subject,
          endpoint: `POST ${apiPaths.merge}`,
          source: writeSourceOf(request.principal!),
        }),
      ),
  );

  app.post<{ Body: MergeInput }>(
    apiPaths.mergePreview,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Preview a merge',
        description:
          'The master as the same merge would make it, where each value comes from, and the related records it ' +
          'would move; nothing is written.',
        body: MergeInput,
        response: { 200: MergePreview, ...errors },
      },
    },
    async (request) => previewMerge(deps, request.body),
  );

  app.get<{ Querystring: MergeQuery }>(
    apiPaths.merges,
    {
      onRequest,
      schema: {
        tags,
        summary: 'List merges',
        description:
          'The 100 most recent, newest first; of one record (as master or merged away) when asked.',
        querystring: MergeQuery,
        response: { 200: MergeList, ...errors },
      },
    },
    async (request) => {
      const { recordId } = request.query;
      if (recordId === undefined) return listMerges(deps.db, deps.recordTypes);
      const id15 = parseRecordId(recordId);
      if (!id15) throw new InputProblem('recordId', `'${recordId}' is not a record id (15 or 18 characters)`);
      return listMerges(deps.db, deps.recordTypes, id15);
    },
  );

  app.post<{ Params: MergePath }>(
    `${apiPaths.merges}/:mergeId/undo`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Undo a merge',
        description:
          'The master’s previous values, the merged records and their related records return exactly as they ' +
          'were, and the index with them. 409 when it was undone already, or when the master or a moved record ' +
          'changed since (the message names what changed).',
        params: MergePath,
        response: { 200: Merge, ...errors },
      },
    },
    async (request) =>
      undoMerge(deps, request.params.mergeId, {
        principal: request.principal!.subject,
        endpoint: `POST ${apiPaths.mergeUndo(request.params.mergeId)}`,
      }),
  );
}
