import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import {
  ReviewBatch,
  ReviewBatchInput,
  ReviewBatchPath,
  ReviewBatchUndo,
} from '../../contract/review-batches';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import type { MergeDependencies } from '../merge/merge-records';
import { recordTypeNamed } from '../records/records-of-type';
import { batchItems } from './batch-items';
import { BatchRunner } from './batch-runner';
import { createBatch, readBatch } from './batch-store';
import { undoBatch } from './batch-undo';

export interface BatchRouteDependencies extends MergeDependencies {
  runner: BatchRunner;
}

/** Review many items in one action, in the background, and undo them together (Steward extension). */
export async function reviewBatchRoutes(
  app: FastifyInstance,
  { guards, ...shared }: MergeDependencies & { guards: AuthGuards },
) {
  // Every process runs batches, and takes up one whose process stopped.
  const runner = new BatchRunner({ ...shared, log: app.log.child({ component: 'review-batches' }) });
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
  const deps: BatchRouteDependencies = { ...shared, runner };
  const onRequest = [guards.authenticate, guards.requireRole('steward')];
  const tags = ['review'];
  const errors = errorResponses(400, 401, 403, 404);

  app.post<{ Body: ReviewBatchInput }>(
    apiPaths.reviewBatches,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Merge many review items, or decide them not duplicates, in one action',
        description:
          'The items named (`itemIds`), or every open item of the type’s review queue a `filter` lets through ' +
          '(at most 10,000), are merged by `masterRule`, `masterWhere` and `fieldRule` (MERGE) or decided not ' +
          'duplicates (NOT_DUPLICATE) in the background: answers 202 with the batch, whose progress ' +
          '`GET …/review-batches/{batchId}` reads. Each merge is undoable on its own, and the batch together ' +
          '(`…/undo`). An item reviewed meanwhile, whose records are gone, or that the merge refuses is skipped ' +
          'with the reason. Needs the steward role.',
        body: ReviewBatchInput,
        response: { 202: ReviewBatch, ...errors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const type = recordTypeNamed(deps.recordTypes, body.objectType);
      const items = await batchItems(deps.db, type, body);
      const batchId = await createBatch(deps.db, {
        recordType: type.name,
        action: body.action,
        masterRule: body.masterRule ?? 'OLDEST',
        masterWhere: body.masterWhere ?? null,
        fieldRule: body.fieldRule ?? 'NON_EMPTY',
        createdBy: request.principal!.subject,
        jobId: null,
        items,
      });
      deps.runner.wake();
      return reply.code(202).send(await readBatch(deps.db, deps.recordTypes, batchId));
    },
  );

  app.get<{ Params: ReviewBatchPath }>(
    `${apiPaths.reviewBatches}/:batchId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Read a review batch: its progress and the items it skipped',
        params: ReviewBatchPath,
        response: { 200: ReviewBatch, ...errors },
      },
    },
    async (request) => readBatch(deps.db, deps.recordTypes, request.params.batchId),
  );

  app.post<{ Params: ReviewBatchPath }>(
    `${apiPaths.reviewBatches}/:batchId/undo`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Undo what a review batch did',
        description:
          'Every merge of the batch that nothing changed since is undone and every decision it made withdrawn, ' +
          'newest first; those that cannot be undone are listed with why. 409 while the batch is still running.',
        params: ReviewBatchPath,
        response: { 200: ReviewBatchUndo, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      undoBatch(deps, request.params.batchId, {
        principal: request.principal!.subject,
        endpoint: `POST ${apiPaths.reviewBatchUndo(request.params.batchId)}`,
      }),
  );
}
