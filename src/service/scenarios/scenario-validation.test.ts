import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../contract/scenario-admin';
import { DEMO_RECORD_TYPES } from '../demo/demo-record-types';
import { checkScenario, type ScenarioContext } from './scenario-validation';

const lead = DEMO_RECORD_TYPES.find((type) => type.name === 'Lead')!;
const context: ScenarioContext = {
  type: lead,
  wordLists: new Map([
    ['NAME', 'FREQUENT'],
    ['NICKNAMES', 'SYNONYM'],
  ]),
  otherNames: ['Lead Default'],
};

const input = (overrides: Partial<ScenarioInput> = {}): ScenarioInput => ({
  objectName: 'Lead',
  scenarioName: 'Name and e-mail',
  threshold: 80,
  scenarioFields: [
    { field: 'FirstName', matchMethod: 'FUZZY_PERSON', weight: 20, synonymList: 'NICKNAMES' },
    { field: 'LastName', matchMethod: 'FUZZY_PERSON', weight: 30, frequentList: 'NAME', indexGroup: [1] },
    { field: 'Email', matchMethod: 'EMAIL', weight: 50 },
  ],
  ...overrides,
});

const problemsOf = (overrides: Partial<ScenarioInput>) => {
  const checked = checkScenario(input(overrides), context);
  return 'problems' in checked ? checked.problems : [];
};

describe('checkScenario', () => {
  it('stores unset flags as false and gives each field without an index group one of its own', () => {
    const checked = checkScenario(input({ onApi: true }), context);
    if (!('scenario' in checked)) throw new Error(JSON.stringify(checked.problems));
    expect(checked.scenario).toMatchObject({
      recordType: 'Lead',
      name: 'Name and e-mail',
      scoreMethod: 'SEARCH',
      onApi: true,
      onDataApi: false,
      isHidden: false,
    });
    expect(checked.scenario.fields.map((field) => field.indexGroups)).toEqual([[2], [1], [3]]);
    expect(checked.scenario.fields[0]).toMatchObject({ synonymList: 'NICKNAMES', matchConfig: null });
  });

  it('names the path of each problem: unknown field, wrong list kind, unknown list, a name taken', () => {
    const problems = problemsOf({
      scenarioName: ' lead default ',
      scenarioFields: [
        { field: 'Nickname', matchMethod: 'FUZZY', weight: 10 },
        { field: 'FirstName', matchMethod: 'FUZZY_PERSON', weight: 20, synonymList: 'NAME' },
        { field: 'LastName', matchMethod: 'FUZZY_PERSON', weight: 20, frequentList: 'SURNAMES' },
      ],
    });
    expect(problems).toEqual([
      { field: 'scenarioName', problem: "another Lead scenario is named 'lead default'" },
      { field: 'scenarioFields.0.field', problem: 'Lead has no field Nickname' },
      {
        field: 'scenarioFields.1.synonymList',
        problem: "'NAME' is a FREQUENT list; this setting takes a SYNONYM list",
      },
      { field: 'scenarioFields.2.frequentList', problem: "no word list is named 'SURNAMES'" },
    ]);
  });

  it("checks a method's settings by what the method reads", () => {
    const problems = problemsOf({
      scenarioFields: [
        { field: 'Email', matchMethod: 'EMAIL', weight: 50 },
        { field: 'NumberOfEmployees', matchMethod: 'NUMBER', weight: 10, matchConfig: { tolerance: 5 } },
        { field: 'PostalCode', matchMethod: 'POSTAL_CODE', weight: 10, matchConfig: { nearScore: 60 } },
        { field: 'LastName', matchMethod: 'FUZZY', weight: 10, matchConfig: { order: 'DMY' } },
      ],
    });
    expect(problems).toEqual([
      {
        field: 'scenarioFields.1.matchConfig.tolerance',
        problem: expect.stringMatching(/^must be a number above 0 and at most 1/),
      },
      { field: 'scenarioFields.3.matchConfig.order', problem: "FUZZY reads no setting 'order'" },
    ]);
  });

  it('refuses a guard on a method that cannot guard, a field compared twice alike, and nothing indexed', () => {
    expect(
      problemsOf({
        scenarioFields: [
          { field: 'Company', matchMethod: 'FUZZY_COMPANY', weight: 30, guard: true, doNotIndex: true },
          { field: 'Company', matchMethod: 'FUZZY_COMPANY', weight: 30, doNotIndex: true },
        ],
      }),
    ).toEqual([
      {
        field: 'scenarioFields.0.guard',
        problem: expect.stringMatching(/^FUZZY_COMPANY cannot tell different values apart.*FUZZY_PERSON/),
      },
      {
        field: 'scenarioFields.1.field',
        problem: 'Company is already compared with FUZZY_COMPANY (scenarioFields.0)',
      },
      { field: 'scenarioFields', problem: expect.stringMatching(/^at least one field must be indexed/) },
    ]);
  });
});
