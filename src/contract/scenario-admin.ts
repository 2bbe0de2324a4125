import Type, { type Static } from 'typebox';
import { MatchMethod, ScoreMethod } from './matching';
import { Scenario } from './scenarios';

const NullableText = (description: string) =>
  Type.Optional(Type.Union([Type.String(), Type.Null()], { description }));

export const ScenarioFieldInput = Type.Object(
  {
    field: Type.String({ minLength: 1, description: 'API name of a field of the record type' }),
    matchMethod: MatchMethod,
    matchConfig: Type.Optional(
      Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
        description:
          "The method's parameters, null for its defaults: DATE `order` ('DMY' or 'MDY'), NUMBER `tolerance` (0–1), POSTAL_CODE `nearScore` (0–100)",
      }),
    ),
    synonymList: NullableText('Name of a SYNONYM word list'),
    frequentList: NullableText('Name of a FREQUENT word list'),
    weight: Type.Number({
      minimum: 0,
      maximum: 100,
      description: 'Share of the scenario score; 0 for a field that only guards or counts as evidence',
    }),
    doNotIndex: Type.Optional(
      Type.Boolean({ description: 'true: compared, but not used to find candidates' }),
    ),
    indexGroup: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 99 }), {
        maxItems: 10,
        description: 'Fields sharing a group are indexed together: a candidate must agree on all of them',
      }),
    ),
    guard: Type.Optional(
      Type.Boolean({
        description:
          'A clear disagreement holds a pair apart; by default given names (with a nickname list) and dates',
      }),
    ),
    identifier: Type.Optional(Type.Boolean({ description: 'The field names one person only' })),
  },
  { title: 'ScenarioFieldInput', additionalProperties: false },
);
export type ScenarioFieldInput = Static<typeof ScenarioFieldInput>;

const flag = (description: string) =>
  Type.Optional(Type.Boolean({ description: `${description}; default false` }));

export const ScenarioInput = Type.Object(
  {
    objectName: Type.String({ minLength: 1, description: 'API name of the record type, e.g. Lead' }),
    scenarioName: Type.String({ minLength: 1, maxLength: 80 }),
    scoreMethod: Type.Optional(ScoreMethod),
    threshold: Type.Number({ minimum: 0, maximum: 100 }),
    minimumEvidence: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 100,
        description:
          "The share, in percent, of the scenario's weight that both records must fill; default 40",
      }),
    ),
    onApi: flag('Used by the search API'),
    onDataApi: flag('Used by the upsert (data) API'),
    onBatch: flag('Used by duplicate jobs'),
    onSearch: flag("Used by the console's search"),
    onInsert: flag('Used on entry'),
    isHidden: flag('Hidden from the scenarios list of the search API'),
    scenarioFields: Type.Array(ScenarioFieldInput, { minItems: 1, maxItems: 30 }),
  },
  { title: 'ScenarioInput', additionalProperties: false },
);
export type ScenarioInput = Static<typeof ScenarioInput>;

export const AdminScenario = Type.Object(
  { ...Scenario.properties, objectName: Type.String({ description: 'API name of the record type' }) },
  { title: 'AdminScenario', description: 'A scenario with every setting, hidden ones included' },
);
export type AdminScenario = Static<typeof AdminScenario>;

export const AdminScenarioList = Type.Object(
  { scenarios: Type.Array(AdminScenario) },
  { title: 'AdminScenarioList' },
);
export type AdminScenarioList = Static<typeof AdminScenarioList>;

export const AdminScenariosQuery = Type.Object(
  { objectName: Type.Optional(Type.String({ description: 'Only the scenarios of this record type' })) },
  { title: 'AdminScenariosQuery', additionalProperties: false },
);
export type AdminScenariosQuery = Static<typeof AdminScenariosQuery>;
