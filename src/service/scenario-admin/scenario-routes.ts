import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import { SalesforceErrorBody } from '../../contract/errors';
import {
  AUTO_TRAIN_MINIMUM_RECORDS,
  Scenario,
  ScenarioPath,
  ScenariosErrorOutput,
  ScenariosOutput,
  ScenariosQuery,
} from '../../contract/scenarios';
import type { AuthGuards } from '../identity/auth-guards';
import type { RecordTypeStore } from '../records/record-type-store';
import { resolveScenarioTarget } from '../scenarios/scenario-target';
import { toWireScenario } from '../scenarios/scenario-wire';
import { trainScenario, type ScenarioTrainingDependencies } from './scenario-training';

export async function scenarioRoutes(
  app: FastifyInstance,
  {
    recordTypes,
    guards,
    ...deps
  }: ScenarioTrainingDependencies & { recordTypes: RecordTypeStore; guards: AuthGuards },
) {
  app.post<{ Params: ScenarioPath }>(
    `${apiPaths.scenarios}/:scenarioId/train`,
    {
      onRequest: [guards.authenticate, guards.requireRole('admin')],
      // It answers the scenario and its model, figures over the records, never a record's values: no seat needed.
      config: { recordData: false },
      schema: {
        tags: ['administration'],
        summary: 'Train a scenario’s model from its record type’s records (Steward extension)',
        description: `Learns, without labels, how often each field agrees between records of one person (m, by expectation–maximisation over pairs that share blocking keys) and of different people (u, from pairs drawn at random), and stores the model as the scenario’s configuration: a PROBABILISTIC scenario scores with it, a SEARCH scenario’s scores are calibrated to the weighted mean at which it best separates the pairs (model.searchBoundary). Answers the scenario with its model, and puts the training in the audit trail (SCENARIO_TRAINED). The service also trains every scenario by itself (SCENARIO_AUTO_TRAIN): first once its record type has ${AUTO_TRAIN_MINIMUM_RECORDS} records, then whenever their count has changed by SCENARIO_RETRAIN_CHANGE since. 409 for a record type with fewer than two records.`,
        params: ScenarioPath,
        response: {
          200: Scenario,
          401: SalesforceErrorBody,
          403: SalesforceErrorBody,
          404: SalesforceErrorBody,
          409: SalesforceErrorBody,
        },
      },
    },
    async (request) =>
      toWireScenario(
        await trainScenario(deps, request.params.scenarioId, {
          principal: request.principal!.subject,
          endpoint: `POST ${apiPaths.scenarioTraining(request.params.scenarioId)}`,
        }),
      ),
  );

  app.get<{ Querystring: ScenariosQuery }>(
    apiPaths.scenarios,
    {
      onRequest: [guards.authenticate, guards.requireRole('viewer')],
      // The seed answers bad parameters with {ok: false, errorMessage}, not the Salesforce error body.
      attachValidation: true,
      config: { inputProblemBody: (message) => ({ ok: false, errorMessage: message }) },
      schema: {
        tags: ['duplicate detection'],
        summary: 'List the visible duplicate scenarios of a record type',
        description:
          'Give the record type as `prefix` or `objectName` (parameter names are case-sensitive). Hidden scenarios are never listed.',
        querystring: ScenariosQuery,
        response: {
          200: ScenariosOutput,
          400: ScenariosErrorOutput,
          401: SalesforceErrorBody,
          403: SalesforceErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const parameter =
          request.validationError.validation?.[0]?.instancePath.replace(/^\//, '') || 'a parameter';
        return reply
          .code(400)
          .send({ ok: false, errorMessage: `Parameter '${parameter}' must be given once, as text` });
      }
      const target = resolveScenarioTarget(request.query, recordTypes);
      if ('error' in target) return reply.code(400).send({ ok: false, errorMessage: target.error });
      // The scenarios searches use: during an index build, those from before the change being built.
      const { matching } = await deps.index.current();
      const scenarios = matching.scenariosOf(target.type.name).map(({ definition }) => definition);
      return { ok: true, scenarios: scenarios.filter((scenario) => !scenario.isHidden).map(toWireScenario) };
    },
  );
}
