import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { apiPaths } from '../../contract/api-paths';
import {
  NotDuplicateCreated,
  NotDuplicateInput,
  NotDuplicateList,
  NotDuplicatePath,
  NotDuplicateQuery,
} from '../../contract/decisions';
import { parseRecordId } from '../../contract/record-id';
import { InputProblem } from '../input/input-problem';
import type { AuthGuards } from '../identity/auth-guards';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Store } from '../storage/database';
import { decideNotDuplicates, listNotDuplicates, restoreDecision, toDecisions } from './not-duplicate-store';
import { recordsOfType, recordTypeNamed } from '../records/records-of-type';
import { errorResponses } from '../http/error-responses';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Not-a-duplicate decisions (our extension): a steward says records are different, and later jobs, searches of a
 * stored record and upserts' review log leave the pairs alone; the decisions can be listed and withdrawn.
 */
export async function decisionRoutes(
  app: FastifyInstance,
  { store, recordTypes, guards }: { store: Store; recordTypes: RecordTypeStore; guards: AuthGuards },
) {
  const onRequest = [guards.authenticate, guards.requireRole('steward')];
  const tags = ['review'];

  app.post<{ Body: NotDuplicateInput }>(
    apiPaths.notDuplicates,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Decide that records are not duplicates',
        description:
          'Every pair among `recordIds` is decided: duplicate jobs hold the pair apart, a search of one of the ' +
          'records (`recordId`) leaves the other out, and upserts no longer log the pair for review. Answers 201 ' +
          'with every pair’s decision. Needs the steward role.',
        body: NotDuplicateInput,
        response: { 201: NotDuplicateCreated, ...errors },
      },
    },
    async (request, reply) => {
      const type = recordTypeNamed(recordTypes, request.body.objectType);
      const decided = await store.db.transaction().execute(async (trx) => {
        const records = await recordsOfType(trx, type, request.body.recordIds, 'recordIds');
        return decideNotDuplicates(trx, type.name, records, {
          principal: request.principal!.subject,
          endpoint: `POST ${apiPaths.notDuplicates}`,
        });
      });
      return reply.code(201).send({ decisions: await toDecisions(store.db, recordTypes, decided) });
    },
  );

  app.get<{ Querystring: NotDuplicateQuery }>(
    apiPaths.notDuplicates,
    {
      onRequest,
      schema: {
        tags,
        summary: 'List not-a-duplicate decisions',
        description: 'Newest first; of one record type, or about one record, when asked. Page with `before`.',
        querystring: NotDuplicateQuery,
        response: { 200: NotDuplicateList, ...errors },
      },
    },
    async (request) => {
      const { recordId, ...rest } = request.query;
      const recordId15 = recordId === undefined ? undefined : parseRecordId(recordId);
      if (recordId15 === null)
        throw new InputProblem('recordId', `'${recordId}' is not a record id (15 or 18 characters)`);
      return listNotDuplicates(store.db, recordTypes, { ...rest, recordId15 });
    },
  );

  app.delete<{ Params: NotDuplicatePath }>(
    `${apiPaths.notDuplicates}/:decisionId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Withdraw a not-a-duplicate decision',
        description: 'The pair may be found again by the next job, search or upsert. Answers 204.',
        params: NotDuplicatePath,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await restoreDecision(store.db, request.params.decisionId, {
        principal: request.principal!.subject,
        endpoint: `DELETE ${apiPaths.notDuplicate(request.params.decisionId)}`,
      });
      return reply.code(204).send();
    },
  );
}
