import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEvent, AuditEventList } from '../../contract/audit';
import type { BatchUpsertOutput } from '../../contract/batch-upsert';
import type { RecordList } from '../../contract/record-list';
import type { AdminScenario, AdminScenarioList, ScenarioInput } from '../../contract/scenario-admin';
import { ok, useTestApi, type TestApi } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';
import { until } from '../testing/until';

/** Some two dozen new leads beside the demo’s are enough to train again. */
const RETRAIN_PERCENT = 1;
const automatic = useTestApi({
  as: 'admin',
  env: { SCENARIO_AUTO_TRAIN: 'true', SCENARIO_RETRAIN_CHANGE: String(RETRAIN_PERCENT) },
});
const off = useTestApi({ as: 'admin', env: { SCENARIO_AUTO_TRAIN: 'false' } });

/**
 * Training one scenario on the demo's leads takes a second or two, many times that on a busy machine, and every Lead
 * scenario of the demo trains before the one a test creates.
 */
const TRAINING_PATIENCE_MS = 240_000;
const TRAINING_TEST_TIMEOUT_MS = 300_000;

const selfTrained: ScenarioInput = {
  objectName: 'Lead',
  scenarioName: 'Lead Person (self-trained)',
  scoreMethod: 'PROBABILISTIC',
  threshold: 80,
  scenarioFields: [
    {
      field: 'FirstName',
      matchMethod: 'FUZZY_PERSON',
      weight: 30,
      indexGroup: [1],
      frequentList: 'NAME',
      synonymList: 'NICKNAMES',
    },
    { field: 'LastName', matchMethod: 'FUZZY_PERSON', weight: 30, indexGroup: [1], frequentList: 'NAME' },
    { field: 'Email', matchMethod: 'EMAIL', weight: 40, indexGroup: [2] },
  ],
};

const create = (api: TestApi) =>
  ok<AdminScenario>(api.call('POST', apiPaths.adminScenarios, selfTrained), 201);

const read = (api: TestApi, id: string) => ok<AdminScenario>(api.call('GET', apiPaths.adminScenario(id)));

/** The leads the records page counts. */
const leadCount = async (api: TestApi) =>
  (await ok<RecordList>(api.call('GET', `${apiPaths.recordList}?objectType=Lead&limit=1`))).total;

/** The trainings of a scenario in the audit trail, oldest first. */
const trainings = async (api: TestApi, scenarioId: string): Promise<AuditEvent[]> =>
  (
    await ok<AuditEventList>(api.call('GET', `${apiPaths.auditEvents}?action=SCENARIO_TRAINED&limit=200`))
  ).events
    .filter((event) => event.scenarioId === scenarioId)
    .reverse();

describe('scenarios train themselves', () => {
  let trained: AdminScenario;
  let untrained: AdminScenario;

  it(
    'trains a scenario created on the demo’s leads without anyone asking, and says so in the audit trail',
    async () => {
      [trained, untrained] = await Promise.all([create(automatic), create(off)]);
      expect(trained.model).toBeNull();
      const leads = await leadCount(automatic);
      const scenario = await until(
        () => read(automatic, trained.scenarioId),
        (current) => current.model !== null,
        TRAINING_PATIENCE_MS,
      );
      expect(scenario.model).toMatchObject({ records: leads });
      expect(await trainings(automatic, trained.scenarioId)).toEqual([
        expect.objectContaining({
          principal: 'service',
          endpoint: 'automatic training',
          objectType: 'Lead',
          recordId: null,
          at: scenario.model!.trainedAt,
          changes: [{ field: 'records', before: null, after: leads }],
        }),
      ]);
      trained = scenario;
      // The demo's SEARCH scenarios were trained before it, and are calibrated to their models.
      const { scenarios } = await ok<AdminScenarioList>(
        automatic.call('GET', `${apiPaths.adminScenarios}?objectName=Lead`),
      );
      const leadDefault = scenarios.find((one) => one.scenarioName === 'Lead Default')!;
      expect(leadDefault.scoreMethod).toBe('SEARCH');
      expect(leadDefault.model).toMatchObject({ records: leads, searchBoundary: expect.any(Number) });
    },
    TRAINING_TEST_TIMEOUT_MS,
  );

  it(
    'trains it again on the new count once the leads changed by the configured share',
    async () => {
      const before = trained.model!.records!;
      const added = Math.ceil((before * RETRAIN_PERCENT) / 100) + 1;
      const outputs = await ok<BatchUpsertOutput>(
        automatic.call(
          'POST',
          apiPaths.batchUpsert,
          {
            records: Array.from({ length: added }, () => ({
              objectType: 'Lead',
              objectData: randomPerson(),
            })),
          },
          'integration',
        ),
      );
      expect(outputs.filter((output) => output.isSuccess && output.objectId !== null)).toHaveLength(added);
      const scenario = await until(
        () => read(automatic, trained.scenarioId),
        (current) => current.model?.records !== before,
        TRAINING_PATIENCE_MS,
      );
      expect(scenario.model!.records).toBe(before + added);
      expect(await leadCount(automatic)).toBe(before + added);
      expect(scenario.model!.trainedAt > trained.model!.trainedAt).toBe(true);
      expect((await trainings(automatic, trained.scenarioId)).map((event) => event.changes)).toEqual([
        [{ field: 'records', before: null, after: before }],
        [{ field: 'records', before, after: before + added }],
      ]);
    },
    TRAINING_TEST_TIMEOUT_MS,
  );

  it('trains nothing with SCENARIO_AUTO_TRAIN=false, where the same start trained twice with it on', async () => {
    // The service with it off ran beside the other all along, with the same scenario created at the same moment.
    const { scenarios } = await ok<AdminScenarioList>(
      off.call('GET', `${apiPaths.adminScenarios}?objectName=Lead`),
    );
    expect(scenarios.map((scenario) => scenario.scenarioName)).toContain(untrained.scenarioName);
    expect(scenarios.filter((scenario) => scenario.model !== null)).toEqual([]);
    const trail = await ok<AuditEventList>(
      off.call('GET', `${apiPaths.auditEvents}?action=SCENARIO_TRAINED`),
    );
    expect(trail.events).toEqual([]);
  });
});
