import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { apiPaths } from '../../contract/api-paths';
import { SalesforceErrorBody } from '../../contract/errors';
import { WordList, WordListCollection, WordListInput, WordListPath } from '../../contract/word-lists';
import type { AuthGuards } from '../identity/auth-guards';
import {
  explainRefusedBody,
  listWordLists,
  putWordList,
  readWordList,
  removeWordList,
  type WordListAdminDependencies,
} from './word-list-admin';
import { errorResponses } from '../http/error-responses';

const errors = errorResponses(400, 401, 403, 404);
const conflict = { 409: SalesforceErrorBody };

/**
 * Frequent-word and synonym lists that scenario fields reference by name. Stewards read them; admins create,
 * replace and delete custom lists. Like licence administration, no licence seat is needed.
 */
export async function wordListRoutes(
  app: FastifyInstance,
  { guards, ...deps }: WordListAdminDependencies & { guards: AuthGuards },
) {
  const read = [guards.authenticate, guards.requireRole('steward')];
  const write = [guards.authenticate, guards.requireRole('admin')];
  const noRecordData = { recordData: false } as const;
  const tags = ['administration'];
  const path = `${apiPaths.wordLists}/:name`;

  app.get(
    apiPaths.wordLists,
    {
      onRequest: read,
      config: noRecordData,
      schema: {
        tags,
        summary: 'List the word lists, built-in and custom, with their entry counts and users',
        response: { 200: WordListCollection, ...errors },
      },
    },
    async () => listWordLists(deps.db),
  );

  app.get<{ Params: WordListPath }>(
    path,
    {
      onRequest: read,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Read a word list with its entries and the scenario fields that use it',
        params: WordListPath,
        response: { 200: WordList, ...errors },
      },
    },
    async (request) => readWordList(deps.db, request.params.name),
  );

  app.put<{ Params: WordListPath }>(
    path,
    {
      onRequest: write,
      config: noRecordData,
      // A body the schema refuses is explained by checkWordList, which names the word at fault inside a synonym
      // group where the schema's union can only say that the whole entry matches neither kind.
      attachValidation: true,
      schema: {
        tags,
        summary: 'Create or replace a custom word list',
        description:
          'Answers 201 when the list is new, 200 when it replaced one. Built-in lists are refused with 409. ' +
          'The records of every record type whose scenarios use the list are indexed again in the same ' +
          'transaction, and searches use the new entries from the next request on.',
        params: WordListPath,
        body: WordListInput,
        response: { 200: WordList, 201: WordList, ...errors, ...conflict },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        throw explainRefusedBody(request.params.name, request.body, request.validationError);
      }
      const { created, list } = await putWordList(deps, request.params.name, request.body);
      request.log.info({ wordList: list.name, created }, 'word list saved');
      return reply.code(created ? 201 : 200).send(list);
    },
  );

  app.delete<{ Params: WordListPath }>(
    path,
    {
      onRequest: write,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Delete a custom word list that no scenario field uses',
        params: WordListPath,
        response: { 204: Type.Null(), ...errors, ...conflict },
      },
    },
    async (request, reply) => {
      await removeWordList(deps, request.params.name);
      request.log.info({ wordList: request.params.name }, 'word list deleted');
      return reply.code(204).send();
    },
  );
}
