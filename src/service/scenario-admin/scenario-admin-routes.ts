import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { apiPaths } from '../../contract/api-paths';
import {
  AdminScenario,
  AdminScenarioList,
  AdminScenariosQuery,
  ScenarioInput,
} from '../../contract/scenario-admin';
import { ScenarioPreview, ScenarioPreviewInput } from '../../contract/scenario-preview';
import { ScenarioPath } from '../../contract/scenarios';
import type { AuthGuards } from '../identity/auth-guards';
import {
  createAdminScenario,
  deleteAdminScenario,
  listAdminScenarios,
  readAdminScenario,
  updateAdminScenario,
  type ScenarioAdminDependencies,
} from './scenario-admin';
import { previewScenario, type ScenarioPreviewDependencies } from './scenario-preview';
import { errorResponses } from '../http/error-responses';

const errors = errorResponses(400, 401, 403, 404);

const WRITE_DESCRIPTION =
  'Each field names a field of the record type and a match method; word lists must exist and be of the kind the ' +
  'setting takes; `matchConfig` holds only settings the method reads. A problem answers 400 naming its path, e.g. ' +
  '`scenarioFields.2.synonymList`. The record type’s match index is rebuilt in the same transaction, so searches ' +
  'on every instance use the change from their next request. Needs the admin role.';

/** Scenarios with every setting, for administrators (Steward extension); the seed's list stays read-only. */
export async function scenarioAdminRoutes(
  app: FastifyInstance,
  { guards, ...deps }: ScenarioAdminDependencies & ScenarioPreviewDependencies & { guards: AuthGuards },
) {
  const onRequest = [guards.authenticate, guards.requireRole('admin')];
  /**
   * Scenarios are settings, no record's values: no licence seat needed. The preview names the pairs it scores
   * differently, so it leaves this out and needs a seat.
   */
  const noRecordData = { recordData: false } as const;
  const tags = ['administration'];
  const one = `${apiPaths.adminScenarios}/:scenarioId`;

  app.get<{ Querystring: AdminScenariosQuery }>(
    apiPaths.adminScenarios,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'List scenarios with every setting, hidden ones included',
        querystring: AdminScenariosQuery,
        response: { 200: AdminScenarioList, ...errors },
      },
    },
    async (request) => listAdminScenarios(deps, request.query.objectName),
  );

  app.get<{ Params: ScenarioPath }>(
    one,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Read one scenario',
        params: ScenarioPath,
        response: { 200: AdminScenario, ...errors },
      },
    },
    async (request) => readAdminScenario(deps, request.params.scenarioId),
  );

  app.post<{ Body: ScenarioInput }>(
    apiPaths.adminScenarios,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Create a scenario',
        description: `Appended after the record type’s scenarios. ${WRITE_DESCRIPTION}`,
        body: ScenarioInput,
        response: { 201: AdminScenario, ...errors },
      },
    },
    async (request, reply) => {
      const scenario = await createAdminScenario(deps, request.body);
      request.log.info(
        { scenarioId: scenario.scenarioId, objectName: scenario.objectName },
        'scenario created',
      );
      return reply.code(201).send(scenario);
    },
  );

  app.post<{ Body: ScenarioPreviewInput }>(
    apiPaths.adminScenarioPreview,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Score a draft scenario on labelled pairs, changing nothing',
        description:
          'The pairs stewards decided (merged: duplicates; decided not a duplicate: not) and any `labelledPairs` ' +
          'the admin gives are scored with the draft and, with `compareWith`, with the stored scenario it would ' +
          'replace. Each score says whether it decides the pair (a guard or too little shared evidence means no ' +
          'threshold makes it a duplicate), so precision and recall follow at any threshold. The draft is checked ' +
          'as a save would check it, its problems named under `scenario.`.',
        body: ScenarioPreviewInput,
        response: { 200: ScenarioPreview, ...errors },
      },
    },
    async (request) => previewScenario(deps, request.body),
  );

  app.put<{ Params: ScenarioPath; Body: ScenarioInput }>(
    one,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Replace a scenario’s settings and fields',
        description:
          'The scenario keeps its id and place; its fields get new ids. A PROBABILISTIC scenario keeps its trained ' +
          `model only while its fields and methods stay the same. ${WRITE_DESCRIPTION}`,
        params: ScenarioPath,
        body: ScenarioInput,
        response: { 200: AdminScenario, ...errors },
      },
    },
    async (request) => {
      const scenario = await updateAdminScenario(deps, request.params.scenarioId, request.body);
      request.log.info(
        { scenarioId: scenario.scenarioId, objectName: scenario.objectName },
        'scenario changed',
      );
      return scenario;
    },
  );

  app.delete<{ Params: ScenarioPath }>(
    one,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Delete a scenario',
        description:
          'Searches naming it are refused from then on, and a duplicate job using it stops saying so; pairs it found ' +
          'and decisions stewards made stay. Needs the admin role.',
        params: ScenarioPath,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAdminScenario(deps, request.params.scenarioId);
      request.log.info({ scenarioId: request.params.scenarioId }, 'scenario deleted');
      return reply.code(204).send();
    },
  );
}
