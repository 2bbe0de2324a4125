import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../config/env';
import { DEFAULT_PATIENCE } from '../match-index/find-duplicates';
import { apiPaths } from '../../contract/api-paths';
import { ExplainOutput } from '../../contract/explain';
import { SearchInput, SearchOutput } from '../../contract/search';
import type { AuthGuards } from '../identity/auth-guards';
import { explainSearch, searchDuplicates, type SearchDependencies } from './search-service';
import { errorResponses } from '../http/error-responses';

const errors = errorResponses(400, 401, 403);

export async function searchRoutes(
  app: FastifyInstance,
  {
    guards,
    config,
    ...shared
  }: Omit<SearchDependencies, 'limits'> & { guards: AuthGuards; config: ServiceConfig },
) {
  const deps: SearchDependencies = {
    ...shared,
    limits: { cap: config.searchCandidateCap, patience: DEFAULT_PATIENCE },
  };
  const onRequest = [guards.authenticate, guards.requireRole('steward')];

  app.post<{ Body: SearchInput }>(
    apiPaths.search,
    {
      onRequest,
      schema: {
        tags: ['duplicate detection'],
        summary: 'Search existing records for duplicates of the given field values',
        description:
          'Uses the visible scenarios of the record type applied to the API (onApi), or `scenarioIds` when given; ' +
          'scenario scores combine with OR. A search without matches answers `{"<prefix>": []}`.',
        body: SearchInput,
        response: { 200: SearchOutput, ...errors },
      },
    },
    async (request) => searchDuplicates(deps, request.body),
  );

  app.post<{ Body: SearchInput }>(
    apiPaths.searchExplain,
    {
      onRequest,
      schema: {
        tags: ['duplicate detection'],
        summary: 'Search, and explain every score field by field (Steward extension)',
        description:
          'Takes the search body and answers the search result, each match with `explanation`: per selected scenario ' +
          'its score, threshold and whether it was reached; per field the input and candidate values, their normalised ' +
          'forms, the words dropped as frequent, the method, weight, score and the words matched through synonyms.',
        body: SearchInput,
        response: { 200: ExplainOutput, ...errors },
      },
    },
    async (request) => explainSearch(deps, request.body),
  );
}
