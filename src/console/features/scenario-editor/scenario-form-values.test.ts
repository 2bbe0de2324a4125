import { describe, expect, it } from 'vitest';
import type { AdminScenario } from '../../../contract/scenario-admin';
import {
  emptyScenarioField,
  indexGroupProblem,
  numberProblem,
  scenarioFormPathOf,
  settingProblem,
  toPreviewedScenario,
  toScenarioFormValues,
  toScenarioInput,
  typedThreshold,
} from './scenario-form-values';

const stored: AdminScenario = {
  scenarioId: 'a0S000000000001AAA',
  objectName: 'Lead',
  scenarioName: 'Person',
  scoreMethod: 'SEARCH',
  threshold: 82,
  model: null,
  minimumEvidence: 40,
  onApi: true,
  onDataApi: false,
  onBatch: true,
  onSearch: true,
  onInsert: false,
  isHidden: false,
  scenarioFields: [
    {
      scenarioFieldId: 'f1',
      field: 'FirstName',
      matchMethod: 'FUZZY_PERSON',
      matchConfig: null,
      synonymList: 'NICKNAMES',
      frequentList: null,
      weight: 30,
      doNotIndex: false,
      indexGroup: [1, 2],
      guard: true,
      identifier: false,
    },
    {
      scenarioFieldId: 'f2',
      field: 'Birthdate',
      matchMethod: 'DATE',
      matchConfig: { order: 'MDY' },
      weight: 20,
      doNotIndex: true,
      indexGroup: [],
      guard: false,
      identifier: false,
    },
    {
      scenarioFieldId: 'f3',
      field: 'Phone',
      matchMethod: 'PHONE',
      matchConfig: null,
      weight: 10,
      doNotIndex: false,
      indexGroup: [],
      guard: false,
      identifier: true,
    },
  ],
};

describe('form values and scenario input', () => {
  it('edits a stored scenario and sends back the same settings', () => {
    const values = toScenarioFormValues(stored);
    expect(values.scenarioFields[0]).toMatchObject({
      indexGroup: '1, 2',
      synonymList: 'NICKNAMES',
      setting: '',
    });
    expect(values.scenarioFields[1]!.setting).toBe('MDY');
    expect(toScenarioInput(values, 'Lead')).toEqual({
      objectName: 'Lead',
      scenarioName: 'Person',
      scoreMethod: 'SEARCH',
      threshold: 82,
      minimumEvidence: 40,
      onApi: true,
      onDataApi: false,
      onBatch: true,
      onSearch: true,
      onInsert: false,
      isHidden: false,
      scenarioFields: [
        {
          field: 'FirstName',
          matchMethod: 'FUZZY_PERSON',
          matchConfig: null,
          synonymList: 'NICKNAMES',
          frequentList: null,
          weight: 30,
          doNotIndex: false,
          indexGroup: [1, 2],
          guard: true,
          identifier: false,
        },
        {
          field: 'Birthdate',
          matchMethod: 'DATE',
          matchConfig: { order: 'MDY' },
          synonymList: null,
          frequentList: null,
          weight: 20,
          doNotIndex: true,
          indexGroup: [],
          guard: false,
          identifier: false,
        },
        {
          field: 'Phone',
          matchMethod: 'PHONE',
          matchConfig: null,
          synonymList: null,
          frequentList: null,
          weight: 10,
          doNotIndex: false,
          indexGroup: [],
          identifier: true,
        },
      ],
    });
  });

  it('types a number setting and leaves the guard off methods that cannot guard', () => {
    const input = toScenarioInput(
      {
        ...toScenarioFormValues(stored),
        scenarioFields: [
          {
            ...emptyScenarioField(),
            field: 'AnnualRevenue',
            matchMethod: 'NUMBER',
            setting: '0.05',
            guard: true,
          },
        ],
      },
      'Lead',
    );
    expect(input.scenarioFields[0]).toMatchObject({ matchConfig: { tolerance: 0.05 }, weight: 10 });
    expect(input.scenarioFields[0]).not.toHaveProperty('guard');
  });
});

describe('threshold', () => {
  it('reads the threshold typed when it is one', () => {
    expect(typedThreshold(' 82.5 ')).toBe(82.5);
    expect(typedThreshold('')).toBeUndefined();
    expect(typedThreshold('101')).toBeUndefined();
  });

  it('previews the draft whatever its threshold, so that moving it scores nothing again', () => {
    const values = toScenarioFormValues(stored);
    const previewed = toPreviewedScenario({ ...values, threshold: '95' }, 'Lead');
    expect(previewed).toEqual(toPreviewedScenario(values, 'Lead'));
    expect(previewed).toEqual({ ...toScenarioInput(values, 'Lead'), threshold: 0 });
  });
});

describe('checks', () => {
  it('bounds numbers as the service does', () => {
    expect(numberProblem('50', 0, 100)).toBeUndefined();
    expect(numberProblem('', 0, 100)).toBe('Enter a number.');
    expect(numberProblem('101', 0, 100)).toBe('Enter 100 or less.');
    expect(numberProblem('0', 0, 1, true)).toBe('Enter more than 0.');
  });

  it('reads index groups as whole numbers 1–99', () => {
    expect(indexGroupProblem('1, 2')).toBeUndefined();
    expect(indexGroupProblem('')).toBeUndefined();
    expect(indexGroupProblem('1, x')).toBe("'x' is not a group: use whole numbers 1–99.");
    expect(indexGroupProblem('100')).toBe("'100' is not a group: use whole numbers 1–99.");
  });

  it('checks a method setting only where the method has a number', () => {
    expect(settingProblem('NUMBER', '2')).toBe('Enter 1 or less.');
    expect(settingProblem('NUMBER', '')).toBeUndefined();
    expect(settingProblem('DATE', 'DMY')).toBeUndefined();
    expect(settingProblem('EMAIL', 'anything')).toBeUndefined();
  });
});

describe('scenarioFormPathOf', () => {
  it('puts the problems of a save or a preview at their inputs', () => {
    expect(scenarioFormPathOf('threshold')).toBe('threshold');
    expect(scenarioFormPathOf('scenarioFields.2.synonymList')).toBe('scenarioFields.2.synonymList');
    expect(scenarioFormPathOf('scenario.scenarioFields.0.weight')).toBe('scenarioFields.0.weight');
    expect(scenarioFormPathOf('scenarioFields.1.matchConfig.order')).toBe('scenarioFields.1.setting');
    expect(scenarioFormPathOf('scenarioFields.1.indexGroup.0')).toBe('scenarioFields.1.indexGroup');
    expect(scenarioFormPathOf('objectName')).toBeUndefined();
    expect(scenarioFormPathOf('scenarioFields')).toBeUndefined();
  });
});
