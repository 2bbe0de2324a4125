import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import { SalesforceErrorBody } from '../../contract/errors';
import { SearchInput, SearchOutput } from '../../contract/search';
import type { AuthGuards } from '../identity/auth-guards';
import { searchDuplicates, type SearchDependencies } from './search-service';

export function registerSearchRoutes(app: FastifyInstance, deps: SearchDependencies, guards: AuthGuards) {
  app.post<{ Body: SearchInput }>(
    apiPaths.search,
    {
      preHandler: [guards.authenticate, guards.requireRole('steward'), guards.requireLicence],
      schema: {
        tags: ['duplicate detection'],
        summary: 'Search existing records for duplicates of the given field values',
        description:
          'Uses the visible scenarios of the record type applied to the API (onApi), or `scenarioIds` when given; ' +
          'scenario scores combine with OR. A search without matches answers `{"<prefix>": []}`. Needs an API licence seat.',
        body: SearchInput,
        response: {
          200: SearchOutput,
          400: SalesforceErrorBody,
          401: SalesforceErrorBody,
          403: SalesforceErrorBody,
        },
      },
    },
    async (request) => searchDuplicates(deps, request.body),
  );
}
