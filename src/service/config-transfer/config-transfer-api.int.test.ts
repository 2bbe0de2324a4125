import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type {
  ConfigImportDryRun,
  ConfigJobStarted,
  ConfigJobStatus,
  Configuration,
} from '../../contract/config-transfer';
import type { SalesforceErrorBody } from '../../contract/errors';
import type { AdminRecordType } from '../../contract/record-type-admin';
import type { IndexBuildList } from '../../contract/index-builds';
import type { AdminScenario, AdminScenarioList, ScenarioInput } from '../../contract/scenario-admin';
import type { Schedule, ScheduleList } from '../../contract/schedules';
import { ok, startTestApi, type StartedTestApi, type TestApi } from '../testing/api-kit';
import { until } from '../testing/until';
import { ORIGINAL_CONFIGURATION } from './original-config.fixture';

let source: StartedTestApi;
let target: StartedTestApi;

beforeAll(async () => {
  [source, target] = await Promise.all([startTestApi({ as: 'admin' }), startTestApi({ as: 'admin' })]);
}, 120_000);
afterAll(() => Promise.all([source?.close(), target?.close()]));

type Call = TestApi['call'];
const callSource: Call = (...args) => source.call(...args);
const callTarget: Call = (...args) => target.call(...args);

/** POSTs a JSON body as the admin, calling `whenSent` once the last byte is handed to the connection. */
function postSent(api: TestApi, path: string, body: string, whenSent: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, api.service.baseUrl),
      {
        method: 'POST',
        headers: { authorization: `Bearer ${api.tokens.admin}`, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(text) : reject(new Error(`${response.statusCode}: ${text}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body, whenSent);
  });
}

async function exportFrom(call: Call): Promise<Configuration> {
  const { jobId } = await ok<ConfigJobStarted>(call('POST', apiPaths.exportConfig, {}));
  const status = await ok(call('POST', apiPaths.exportConfigJobStat, { jobId }));
  expect(status).toMatchObject({ ok: true, jobInfo: { Status: 'Completed' } });
  return ok<Configuration>(call('POST', apiPaths.exportConfigDownload, { jobId }));
}

async function importInto(call: Call, configuration: unknown): Promise<ConfigJobStatus> {
  const { jobId } = await ok<ConfigJobStarted>(call('POST', apiPaths.importConfig, configuration));
  return ok<ConfigJobStatus>(call('POST', apiPaths.importConfigJobStat, { jobId }));
}

/** What a configuration means, without what says when and where it was taken. */
const meaning = (configuration: Configuration) => ({
  wordLists: configuration.wordLists,
  objects: configuration.objects.map(
    ({ objectName, crossObjects, scenarios, filters, updateRules, sourceTrust }) => ({
      objectName,
      crossObjects,
      scenarios,
      filters,
      updateRules,
      sourceTrust,
    }),
  ),
});

describe('configuration export and import', () => {
  it('moves a configuration to a fresh store with the same meaning: scenarios, custom word lists, filters, update rules, trusted sources', async () => {
    await ok(
      callSource('PUT', apiPaths.wordList('TEAM_NICKNAMES'), {
        kind: 'SYNONYM',
        entries: [['Bill', 'William']],
      }),
      201,
    );
    await ok(
      callSource('POST', apiPaths.adminScenarios, {
        objectName: 'Lead',
        scenarioName: 'Team names',
        threshold: 85,
        onApi: true,
        scenarioFields: [
          {
            field: 'FirstName',
            matchMethod: 'FUZZY_PERSON',
            weight: 40,
            synonymList: 'TEAM_NICKNAMES',
            indexGroup: [1, 2],
          },
          { field: 'LastName', matchMethod: 'FUZZY_PERSON', weight: 60, indexGroup: [2], guard: false },
        ],
      }),
      201,
    );
    await ok(
      callSource('PUT', apiPaths.filter('Lead', 'Acme_Only'), {
        label: 'Acme only',
        conditions: [{ field: 'Company', operator: 'EQUALS', value: 'Acme' }],
      }),
      201,
    );
    await ok(
      callSource('PUT', apiPaths.adminUpdateRules('Lead'), {
        rules: [
          { field: 'Email', rule: 'IF_BETTER' },
          { field: 'Title', rule: 'IF_EMPTY' },
        ],
      }),
    );
    await ok(callSource('PUT', apiPaths.adminSourceTrust('Lead'), { sources: ['crm-sync', 'import'] }));

    const exported = await exportFrom(callSource);
    const lead = exported.objects.find((object) => object.objectName === 'Lead')!;
    expect(lead).toMatchObject({ objectPrefix: '00Q', recordCount: expect.any(Number) });
    // In the type's field order, OVERWRITE (no rule) left out.
    expect(lead.updateRules).toEqual([
      { field: 'Title', rule: 'IF_EMPTY' },
      { field: 'Email', rule: 'IF_BETTER' },
    ]);
    expect(lead.sourceTrust).toEqual(['crm-sync', 'import']);
    expect(lead.scenarios.find((one) => one.name === 'Team names')!.fields[0]).toMatchObject({
      synonymList: 'TEAM_NICKNAMES',
      indexGroup: '1,2',
    });

    const before = meaning(await exportFrom(callTarget));
    const dryRun = await ok<ConfigImportDryRun>(callTarget('POST', apiPaths.importConfigDryRun, exported));
    expect(dryRun.changes).toEqual(
      expect.arrayContaining([
        { kind: 'WORD_LIST', objectType: null, name: 'TEAM_NICKNAMES', action: 'ADD', settings: [] },
        { kind: 'SCENARIO', objectType: 'Lead', name: 'Team names', action: 'ADD', settings: [] },
        { kind: 'FILTER', objectType: 'Lead', name: 'Acme_Only', action: 'ADD', settings: [] },
        { kind: 'UPDATE_RULES', objectType: 'Lead', name: 'Lead', action: 'CHANGE', settings: [] },
        { kind: 'SOURCE_TRUST', objectType: 'Lead', name: 'Lead', action: 'CHANGE', settings: [] },
      ]),
    );
    expect(meaning(await exportFrom(callTarget))).toEqual(before);

    const imported = await importInto(callTarget, exported);
    expect(imported).toMatchObject({ ok: true, jobInfo: { Status: 'Completed' }, warnings: [] });
    expect(meaning(await exportFrom(callTarget))).toEqual(meaning(exported));
    // The same configuration again changes nothing, and the dry run says so.
    const again = await ok(callTarget('POST', apiPaths.importConfigDryRun, exported));
    expect(again).toEqual({ changes: [], warnings: [] });

    // A scenario changed says what changes in it, setting by setting.
    const teamNames = lead.scenarios.find((one) => one.name === 'Team names')!;
    const edited = structuredClone(exported);
    const editedTeam = edited.objects
      .find((object) => object.objectName === 'Lead')!
      .scenarios.find((one) => one.name === 'Team names')!;
    editedTeam.threshold = teamNames.threshold === 90 ? 85 : 90;
    editedTeam.fields[0]!.weight = teamNames.fields[0]!.weight + 5;
    const edit = await ok<ConfigImportDryRun>(callTarget('POST', apiPaths.importConfigDryRun, edited));
    expect(edit.changes).toEqual([
      {
        kind: 'SCENARIO',
        objectType: 'Lead',
        name: 'Team names',
        action: 'CHANGE',
        settings: [
          { field: null, setting: 'threshold', before: teamNames.threshold, after: editedTeam.threshold },
          {
            field: teamNames.fields[0]!.field,
            setting: 'weight',
            before: teamNames.fields[0]!.weight,
            after: editedTeam.fields[0]!.weight,
          },
        ],
      },
    ]);
  });

  it('carries the schedules: created or changed by name, those it does not carry kept, one that cannot run here left out', async () => {
    const nightly = { cron: '0 2 * * *', timeZone: 'Europe/Berlin', job: { objectType: 'Lead' } };
    await ok<Schedule>(callSource('POST', apiPaths.schedules, { ...nightly, name: 'Nightly leads' }), 201);
    await ok<Schedule>(
      callTarget('POST', apiPaths.schedules, { ...nightly, name: 'nightly LEADS', cron: '0 4 * * *' }),
      201,
    );
    await ok<Schedule>(callTarget('POST', apiPaths.schedules, { ...nightly, name: 'Kept here' }), 201);
    const exported = await exportFrom(callSource);
    expect(exported.schedules).toContainEqual({
      ...nightly,
      name: 'Nightly leads',
      enabled: true,
      scope: 'CHANGED',
    });
    const carried: Configuration = {
      ...exported,
      schedules: [
        ...exported.schedules!,
        { ...nightly, name: 'Weekly gadgets', job: { objectType: 'Gadget' } },
        { ...nightly, name: 'Weekly contacts', cron: '0 3 * * 0', job: { objectType: 'Contact' } },
      ],
    };

    const dryRun = await ok<ConfigImportDryRun>(callTarget('POST', apiPaths.importConfigDryRun, carried));
    const scheduleChanges = dryRun.changes.filter((change) => change.kind === 'SCHEDULE');
    expect(scheduleChanges.map(({ name, action }) => [name, action])).toEqual([
      ['Nightly leads', 'CHANGE'],
      ['Weekly contacts', 'ADD'],
    ]);
    expect(dryRun.warnings).toContain("Schedule 'Weekly gadgets' left out: there is no record type Gadget");

    const status = await importInto(callTarget, carried);
    expect(status.jobInfo).toMatchObject({ Status: 'Completed' });
    const { schedules } = await ok<ScheduleList>(callTarget('GET', apiPaths.schedules));
    expect(schedules.map(({ name, cron }) => [name, cron])).toEqual([
      ['Kept here', '0 2 * * *'],
      ['Nightly leads', '0 2 * * *'],
      ['Weekly contacts', '0 3 * * 0'],
    ]);
    const again = await ok<ConfigImportDryRun>(callTarget('POST', apiPaths.importConfigDryRun, carried));
    expect(again.changes.filter((change) => change.kind === 'SCHEDULE')).toEqual([]);
  });

  it("imports the original's configuration, listing what it leaves out and what it removes", async () => {
    const status = await importInto(callTarget, ORIGINAL_CONFIGURATION);
    expect(status).toMatchObject({ ok: true, jobInfo: { Status: 'Completed' } });
    expect(status.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Lead scenario 'Lead Default By Import': onWeb2Lead, .* are features this service lacks/,
        ),
        expect.stringMatching(/^Lead scenario 'Lead Default' removed: the configuration does not have it$/),
        expect.stringMatching(/^custom settings are not used here/),
      ]),
    );
    const { scenarios } = await ok<AdminScenarioList>(
      callTarget('GET', `${apiPaths.adminScenarios}?objectName=Lead`),
    );
    expect(scenarios.map((scenario) => scenario.scenarioName)).toEqual(['Lead Default By Import']);
    const lead = await ok<AdminRecordType>(callTarget('GET', apiPaths.adminRecordType('Lead')));
    expect(lead.crossObjects).toEqual([
      { objectTo: 'Account', fields: [{ fieldFrom: 'Company', fieldTo: 'Name' }] },
    ]);
    expect(
      scenarios[0]!.scenarioFields.map((field) => [field.field, field.matchMethod, field.weight]),
    ).toEqual([
      ['FirstName', 'FUZZY_PERSON', 20],
      ['LastName', 'FUZZY_PERSON', 20],
      ['Company', 'FUZZY_COMPANY_EXTRA_STRICT', 30],
      ['Email', 'EMAIL', 50],
    ]);
  });

  it('refuses a body that is no configuration, naming the field, and changes nothing', async () => {
    const before = await exportFrom(callTarget);
    const refused = await ok<SalesforceErrorBody>(
      callTarget('POST', apiPaths.importConfig, {
        exportTime: '2024-01-01T00:00:00Z',
        objects: [{ objectName: 'Lead', scenarios: [{ name: 'No threshold', fields: [] }] }],
      }),
      400,
    );
    expect(refused[0]!.message).toContain('objects.0.scenarios.0.threshold');
    expect(meaning(await exportFrom(callTarget))).toEqual(meaning(before));
  });

  it('checks every scenario as the admin API does: out of bounds is left out with a warning, the stored one kept', async () => {
    const exported = await exportFrom(callTarget);
    const lead = exported.objects.find((object) => object.objectName === 'Lead')!;
    const [first] = lead.scenarios;
    const tampered = {
      ...exported,
      objects: [{ ...lead, scenarios: [{ ...first!, minimumEvidence: 1000 }, ...lead.scenarios.slice(1)] }],
    };
    const status = await importInto(callTarget, tampered);
    expect(status).toMatchObject({ ok: true, jobInfo: { Status: 'Completed' } });
    expect(status.warnings).toContain(
      `Lead scenario '${first!.name}' not imported: minimumEvidence: must be at most 100`,
    );

    const { scenarios } = await ok<AdminScenarioList>(
      callTarget('GET', `${apiPaths.adminScenarios}?objectName=Lead`),
    );
    const stored = scenarios.find((scenario) => scenario.scenarioName === first!.name)!;
    expect(stored.minimumEvidence).toBe(first!.minimumEvidence);
    // What the import stored, saved back unchanged, passes the admin API's check.
    await ok(callTarget('PUT', apiPaths.adminScenario(stored.scenarioId), asInput(stored)));
  });

  it('leaves the update rules and trusted sources as stored when the configuration gives ones that cannot work here', async () => {
    const exported = await exportFrom(callTarget);
    const lead = exported.objects.find((object) => object.objectName === 'Lead')!;
    const before = await ok<AdminRecordType>(callTarget('GET', apiPaths.adminRecordType('Lead')));
    const tampered = {
      ...exported,
      objects: [
        {
          ...lead,
          updateRules: [
            { field: 'Email', rule: 'SOMETIMES' },
            { field: 'Nope', rule: 'NEVER' },
          ],
          sourceTrust: ['crm sync', 'import', 'import'],
        },
      ],
    };
    const status = await importInto(callTarget, tampered);
    expect(status).toMatchObject({ ok: true, jobInfo: { Status: 'Completed' } });
    expect(status.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Lead: update rules left as they are: .*Email: no rule SOMETIMES.*Lead has no field Nope/,
        ),
        expect.stringMatching(
          /^Lead: source ranking left as it is: .*without spaces.*import is ranked already/,
        ),
      ]),
    );
    const after = await ok<AdminRecordType>(callTarget('GET', apiPaths.adminRecordType('Lead')));
    expect(after.sourceTrust).toEqual(before.sourceTrust);
    expect(after.fields.map((field) => [field.name, field.updateRule])).toEqual(
      before.fields.map((field) => [field.name, field.updateRule]),
    );
  });

  it('answers other requests while it imports a configuration of four megabytes', async () => {
    // Custom synonym lists make a configuration this large; the original's Lead scenario compares first names with
    // the first. (A list is checked in one step, so they are many small ones, not a few of the most a list holds.)
    // It takes many slices even on a fast machine: a slower one answers more checks meanwhile, not fewer.
    const lists = Array.from({ length: 400 }, (_, index) => `ALIASES_${index}`);
    const [lead] = ORIGINAL_CONFIGURATION.objects;
    const [scenario] = lead!.scenarios;
    const large: Configuration = {
      ...ORIGINAL_CONFIGURATION,
      wordLists: lists.map((name) => ({
        name,
        kind: 'SYNONYM' as const,
        entries: Array.from({ length: 300 }, (_, index) => [
          `${name}${index}`,
          `alias${index}`,
          `other${index}`,
        ]),
      })),
      objects: [
        {
          ...lead!,
          scenarios: [
            {
              ...scenario!,
              fields: scenario!.fields.map((field) =>
                field.field === 'FirstName' ? { ...field, synonymList: lists[0] } : field,
              ),
            },
          ],
        },
      ],
    };
    const body = JSON.stringify(large);
    expect(body.length).toBeGreaterThan(4 * 1024 * 1024);

    // A health check asked again and again while the import runs: each answered after the whole body was sent and
    // before the import's answer is one the import let through rather than holding it up to the end. (Answers while
    // the body is still on its way say nothing of the import, so they are not counted.)
    let importing = true;
    let sent = false;
    const imported = postSent(target, apiPaths.importConfig, body, () => (sent = true)).finally(
      () => (importing = false),
    );
    let answeredMeanwhile = 0;
    while (importing) {
      const wasSent = sent;
      expect((await callTarget('GET', '/healthz')).status).toBe(200);
      if (wasSent && importing) answeredMeanwhile++;
    }
    const { jobId } = JSON.parse(await imported) as ConfigJobStarted;
    expect(await ok(callTarget('POST', apiPaths.importConfigJobStat, { jobId }))).toMatchObject({
      ok: true,
      jobInfo: { Status: 'Completed' },
    });
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);

    const { scenarios } = await ok<AdminScenarioList>(
      callTarget('GET', `${apiPaths.adminScenarios}?objectName=Lead`),
    );
    expect(scenarios.map((one) => one.scenarioFields[0]!.synonymList)).toEqual([lists[0]]);
    // The index is built in the background; the service stops only once it is.
    await until(
      () => ok<IndexBuildList>(callTarget('GET', apiPaths.adminIndexBuilds)),
      ({ indexBuilds }) => indexBuilds.every((build) => build.status !== 'BUILDING'),
      120_000,
    );
  }, 180_000);

  it('answers 404 with ok false for a job it does not know, and needs the admin role', async () => {
    const unknown = await ok(
      callTarget('POST', apiPaths.importConfigJobStat, { jobId: '707000000000001' }),
      404,
    );
    expect(unknown).toMatchObject({
      ok: false,
      errorMessage: expect.stringContaining('707000000000001'),
    });
    expect((await callTarget('POST', apiPaths.exportConfigDownload, { jobId: 'nothing' })).status).toBe(404);
    expect((await callTarget('POST', apiPaths.exportConfig, {}, 'steward')).status).toBe(403);
  });
});

/** A stored scenario as the admin API takes it back. */
function asInput(scenario: AdminScenario): ScenarioInput {
  const { objectName, scenarioName, scoreMethod, threshold, minimumEvidence, scenarioFields } = scenario;
  const { onApi, onDataApi, onBatch, onSearch, onInsert, isHidden } = scenario;
  return {
    ...{ objectName, scenarioName, scoreMethod, threshold, minimumEvidence },
    ...{ onApi, onDataApi, onBatch, onSearch, onInsert, isHidden },
    scenarioFields: scenarioFields.map((field) => ({
      field: field.field,
      matchMethod: field.matchMethod!,
      matchConfig: field.matchConfig ?? null,
      synonymList: field.synonymList ?? null,
      frequentList: field.frequentList ?? null,
      weight: field.weight,
      doNotIndex: field.doNotIndex,
      indexGroup: field.indexGroup,
      guard: field.guard,
      identifier: field.identifier,
    })),
  };
}
