import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { ExplainOutput } from '../../contract/explain';
import type { RecordList } from '../../contract/record-list';
import type { ScenarioInput } from '../../contract/scenario-admin';
import type { ScenarioPreview } from '../../contract/scenario-preview';
import type { Scenario, ScenariosOutput } from '../../contract/scenarios';
import { findRecords } from '../records/record-store';
import { ok, useTestApi, type As } from '../testing/api-kit';

// Trained by the admin's call only, so that the tests see the scenario untrained until then.
const api = useTestApi({ as: 'admin', env: { SCENARIO_AUTO_TRAIN: 'false' } });
const { call } = api;
let scenarios: Record<string, Scenario>;

const listedLeadScenarios = async () =>
  (await ok<ScenariosOutput>(call('GET', `${apiPaths.scenarios}?objectName=Lead`, undefined, 'integration')))
    .scenarios;

beforeAll(async () => {
  const list = await listedLeadScenarios();
  scenarios = Object.fromEntries(list.map((scenario) => [scenario.scenarioName, scenario]));
});

const PROBABILISTIC = 'Lead Person (probabilistic)';

/** The demo lead at `offset` in the order of ids, with its values. */
async function leadAt(offset: number) {
  const row = await api.service.store.db
    .selectFrom('records')
    .select('id')
    .where('record_type', '=', 'Lead')
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  const [lead] = await findRecords(api.service.store.db, [row.id]);
  return lead!;
}

/** What a PUT or a preview takes to configure `scenario` as it is, with `changes`. */
function inputOf(
  { scenarioId: _id, model: _model, scenarioFields, ...settings }: Scenario,
  changes: Partial<ScenarioInput> = {},
): ScenarioInput {
  return {
    objectName: 'Lead',
    ...settings,
    scenarioFields: scenarioFields.map(({ scenarioFieldId: _fieldId, matchMethod, ...field }) => ({
      ...field,
      matchMethod: matchMethod ?? 'EQUAL',
    })),
    ...changes,
  };
}

const train = (id: string, as?: As) => call('POST', apiPaths.scenarioTraining(id), undefined, as);

describe('POST dc3Api/scenarios/{id}/train', () => {
  it('learns a PROBABILISTIC scenario’s model from the leads and stores it with the scenario', async () => {
    const scenario = scenarios[PROBABILISTIC]!;
    expect(scenario).toMatchObject({ scoreMethod: 'PROBABILISTIC', model: null });
    const model = (await ok<Scenario>(train(scenario.scenarioId))).model!;
    expect(model.fields.map((field) => field.field)).toEqual(
      scenario.scenarioFields.map((field) => field.field),
    );
    expect(model.prior).toBeGreaterThan(0);
    expect(model.prior).toBeLessThan(0.5);
    expect(model.randomPairs).toBeGreaterThan(1000);
    expect(model.blockedPairs).toBeGreaterThan(100);
    // Two records of one person share an e-mail far more often than two people do (tens of times in the demo,
    // whose duplicates also differ in an e-mail's case or lack one).
    const email = model.fields.find((field) => field.field === 'Email')!;
    expect(email.m[3]! / email.u[3]!).toBeGreaterThan(50);
    for (const field of model.fields) {
      expect(field.m.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
      expect(field.u.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
    }
    const stored = (await listedLeadScenarios()).find((one) => one.scenarioName === PROBABILISTIC);
    expect(stored?.model).toEqual(model);
  });

  it('said on how many records it trained, and put the training in the audit trail under the admin', async () => {
    const scenario = scenarios[PROBABILISTIC]!;
    const leads = (await ok<RecordList>(call('GET', `${apiPaths.recordList}?objectType=Lead&limit=1`))).total;
    const { model } = (await listedLeadScenarios()).find((one) => one.scenarioName === PROBABILISTIC)!;
    expect(model?.records).toBe(leads);
    const trail = await ok<AuditEventList>(call('GET', `${apiPaths.auditEvents}?action=SCENARIO_TRAINED`));
    expect(trail.events[0]).toMatchObject({
      principal: 'admin',
      endpoint: `POST ${apiPaths.scenarioTraining(scenario.scenarioId)}`,
      objectType: 'Lead',
      scenarioId: scenario.scenarioId,
      at: model!.trainedAt,
      changes: [{ field: 'records', before: null, after: leads }],
    });
  });

  it('then scores a search with the match probability, each field with its weight of evidence', async () => {
    const lead = await leadAt(11);
    const values = lead.values;
    const explained = await ok<ExplainOutput>(
      call(
        'POST',
        apiPaths.searchExplain,
        {
          objectPrefix: '00Q',
          objectData: {
            FirstName: values['FirstName'],
            LastName: values['LastName'],
            Email: values['Email'],
          },
          scenarioIds: [scenarios[PROBABILISTIC]!.scenarioId],
        },
        'integration',
      ),
    );
    const found = explained['00Q']!.find((result) => result.objectData.Id?.startsWith(lead.id))!;
    expect(found.score).toBeGreaterThanOrEqual(80);
    const [explanation] = found.explanation;
    expect(explanation).toMatchObject({ scoreMethod: 'PROBABILISTIC', verdict: 'DUPLICATE' });
    const email = explanation!.fields.find((field) => field.field === 'Email')!;
    expect(email.bits).toBeGreaterThan(5);
    expect(explanation!.fields.find((field) => field.field === 'Phone')!.bits).toBe(0);
  });

  it('refuses an unknown id, and anyone but an admin', async () => {
    expect((await train('a0S000000000000')).status).toBe(404);
    expect((await train('not-an-id')).status).toBe(400);
    expect((await train(scenarios[PROBABILISTIC]!.scenarioId, 'steward')).status).toBe(403);
  });

  it('calibrates a SEARCH scenario: its scores move to the model’s boundary, the weighted mean shown beside', async () => {
    const scenario = scenarios['Lead Default']!;
    const lead = await leadAt(7);
    // Its threshold lowered to 40, so that the lead's names with another e-mail (a weighted mean near 40) are found.
    await ok(call('PUT', apiPaths.adminScenario(scenario.scenarioId), inputOf(scenario, { threshold: 40 })));
    const explain = async () =>
      (
        await ok<ExplainOutput>(
          call(
            'POST',
            apiPaths.searchExplain,
            {
              objectPrefix: '00Q',
              objectData: {
                FirstName: lead.values['FirstName'],
                LastName: lead.values['LastName'],
                Email: 'someone.else@example.org',
              },
              scenarioIds: [scenario.scenarioId],
            },
            'integration',
          ),
        )
      )['00Q']!.find((result) => result.objectData.Id?.startsWith(lead.id))!.explanation[0]!;
    const before = await explain();
    expect(before).toMatchObject({
      calibrated: false,
      scenarioScore: before.weightedMean,
      verdict: 'DUPLICATE',
    });
    expect(before.weightedMean).toBeLessThan(60);

    const model = (await ok<Scenario>(train(scenario.scenarioId))).model!;
    const boundary = model.searchBoundary!;
    expect(boundary).toBeGreaterThanOrEqual(45);
    expect(boundary).toBeLessThanOrEqual(90);
    expect(boundary).not.toBe(70);

    // The same comparison, its score moved: lifted when the model's boundary is under 70, lowered when above.
    const after = await explain();
    expect(after).toMatchObject({
      scoreMethod: 'SEARCH',
      calibrated: true,
      weightedMean: before.weightedMean,
    });
    expect(Math.sign(after.scenarioScore - after.weightedMean)).toBe(Math.sign(70 - boundary));
  });

  it('previews the calibrated scenario as it scores, and a draft with its fields in another order uncalibrated', async () => {
    const scenario = (await listedLeadScenarios()).find((each) => each.scenarioName === 'Lead Default')!;
    expect(scenario.model?.searchBoundary).toEqual(expect.any(Number));
    const lead = await leadAt(7);
    const values = {
      FirstName: lead.values['FirstName']!,
      LastName: lead.values['LastName']!,
      Company: lead.values['Company']!,
      Email: 'someone.else@example.org',
    };
    const namesake = (await api.upsert({ objectType: 'Lead', objectData: values, duplicateCheck: false }))
      .objectId!;
    const labelledPairs = [{ firstId: lead.id, secondId: namesake, duplicate: true }];
    const scored = async (draft: ScenarioInput) => {
      const preview = await ok<ScenarioPreview>(
        call('POST', apiPaths.adminScenarioPreview, {
          scenario: draft,
          compareWith: scenario.scenarioId,
          labelledPairs,
        }),
      );
      return preview.pairs.find((pair) => pair.source === 'UPLOAD')!;
    };
    const { weightedMean } = (
      await ok<ExplainOutput>(
        call(
          'POST',
          apiPaths.searchExplain,
          { objectPrefix: '00Q', objectData: values, scenarioIds: [scenario.scenarioId] },
          'integration',
        ),
      )
    )['00Q']!.find((result) => result.objectData.Id?.startsWith(lead.id))!.explanation[0]!;

    // Unchanged, the draft keeps the model a save would keep, and calls the pair as the stored scenario does.
    const unchanged = await scored(inputOf(scenario));
    expect(unchanged.draft).toEqual(unchanged.current);
    expect(unchanged.current!.score).not.toBe(weightedMean);

    // Its fields in another order, a save would drop the model: the draft scores the plain weighted mean.
    const [first, second, ...rest] = inputOf(scenario).scenarioFields;
    const reordered = await scored(inputOf(scenario, { scenarioFields: [second!, first!, ...rest] }));
    expect(reordered.draft.score).toBe(weightedMean);
    expect(reordered.current).toEqual(unchanged.current);
  });
});
