import Type, { type Static } from 'typebox';
import { FilterCondition } from './filters';
import { WordListKind } from './word-lists';
import { StringEnum } from './string-enum';
import { ScheduleInput } from './schedules';

/**
 * The original's configuration export (reference-notes §1.5), as read and written here. Reading is lenient: the
 * original's settings this service has no use for are accepted and reported as warnings on import. Steward's own
 * settings travel as extensions (marked so) and make an export of ours import back with the same meaning.
 */
const open = { additionalProperties: true } as const;
const NullableText = Type.Optional(Type.Union([Type.String(), Type.Null()]));

export const ConfigScenarioField = Type.Object(
  {
    field: Type.String({ minLength: 1 }),
    matchMethod: Type.String({ minLength: 1 }),
    frequentList: NullableText,
    synonymList: NullableText,
    weight: Type.Number(),
    indexGroup: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description:
          'The field’s index group as text, "1"; several joined with commas, "1,3"; empty for none',
      }),
    ),
    doNotIndex: Type.Optional(Type.Boolean()),
    matchConfig: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
    guard: Type.Optional(Type.Boolean({ description: 'Steward extension' })),
    identifier: Type.Optional(Type.Boolean({ description: 'Steward extension' })),
  },
  { title: 'ConfigScenarioField', ...open },
);
export type ConfigScenarioField = Static<typeof ConfigScenarioField>;

export const ConfigScenario = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    threshold: Type.Number(),
    scoreMethod: Type.Optional(Type.String()),
    onApi: Type.Optional(Type.Boolean()),
    onDataApi: Type.Optional(Type.Boolean()),
    onBatch: Type.Optional(Type.Boolean()),
    onSearch: Type.Optional(Type.Boolean()),
    onInsert: Type.Optional(Type.Boolean()),
    isHidden: Type.Optional(Type.Boolean({ description: 'Steward extension' })),
    minimumEvidence: Type.Optional(Type.Number({ description: 'Steward extension' })),
    fields: Type.Array(ConfigScenarioField),
  },
  { title: 'ConfigScenario', ...open },
);
export type ConfigScenario = Static<typeof ConfigScenario>;

export const ConfigCrossObject = Type.Object(
  { objectFrom: Type.String(), fieldFrom: Type.String(), objectTo: Type.String(), fieldTo: Type.String() },
  { title: 'ConfigCrossObject', ...open },
);
export type ConfigCrossObject = Static<typeof ConfigCrossObject>;

export const ConfigFilter = Type.Object(
  { developerName: Type.String(), label: Type.String(), conditions: Type.Array(FilterCondition) },
  { title: 'ConfigFilter', description: 'Steward extension: a search filter of the object' },
);
export type ConfigFilter = Static<typeof ConfigFilter>;

export const ConfigObject = Type.Object(
  {
    objectName: Type.String({ minLength: 1 }),
    objectPrefix: NullableText,
    recordCount: Type.Optional(Type.Number()),
    crossObjects: Type.Optional(Type.Array(ConfigCrossObject)),
    resultFields: Type.Optional(
      Type.Array(Type.Object({ order: Type.Number(), field: Type.String() }, open)),
    ),
    scenarios: Type.Array(ConfigScenario),
    filters: Type.Optional(Type.Array(ConfigFilter)),
    updateRules: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), rule: Type.String() }), {
        description:
          'Steward extension: the update rule of each field that has one other than OVERWRITE ' +
          '(docs/survivorship.md); absent: the stored rules stay',
      }),
    ),
    sourceTrust: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'Steward extension: the sources of writes, most trusted first; absent: the stored ranking stays',
      }),
    ),
  },
  { title: 'ConfigObject', ...open },
);
export type ConfigObject = Static<typeof ConfigObject>;

export const ConfigWordList = Type.Object(
  {
    name: Type.String(),
    kind: WordListKind,
    entries: Type.Union([Type.Array(Type.String()), Type.Array(Type.Array(Type.String()))]),
  },
  { title: 'ConfigWordList', description: 'Steward extension: a custom word list' },
);
export type ConfigWordList = Static<typeof ConfigWordList>;

export const Configuration = Type.Object(
  {
    exportTime: Type.String(),
    managed: Type.Optional(Type.Boolean()),
    dcVersion: Type.Optional(Type.String()),
    objects: Type.Array(ConfigObject),
    customSettings: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    wordLists: Type.Optional(Type.Array(ConfigWordList)),
    schedules: Type.Optional(
      Type.Array(ScheduleInput, {
        description:
          'Steward extension: the schedules of duplicate jobs, by name. An import creates or changes those it ' +
          'carries and keeps the others',
      }),
    ),
  },
  { title: 'Configuration', ...open },
);
export type Configuration = Static<typeof Configuration>;

export const ConfigJobRequest = Type.Object(
  { jobId: Type.String({ minLength: 1 }) },
  { title: 'ConfigJobRequest' },
);
export type ConfigJobRequest = Static<typeof ConfigJobRequest>;

export const ConfigJobStarted = Type.Object(
  {
    ok: Type.Boolean(),
    jobId: Type.Union([Type.String(), Type.Null()]),
    errorMessage: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'ConfigJobStarted' },
);
export type ConfigJobStarted = Static<typeof ConfigJobStarted>;

export const ConfigJobStatus = Type.Object(
  {
    ok: Type.Boolean(),
    errorMessage: Type.Union([Type.String(), Type.Null()]),
    jobInfo: Type.Union([
      Type.Object({
        Status: Type.String({ description: 'Completed, Failed, or Queued/Processing while it runs' }),
        ExtendedStatus: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
    warnings: Type.Array(Type.String(), { description: 'What an import left out or changed, one line each' }),
  },
  { title: 'ConfigJobStatus' },
);
export type ConfigJobStatus = Static<typeof ConfigJobStatus>;

export const SCENARIO_SETTINGS = [
  'threshold',
  'minimumEvidence',
  'scoreMethod',
  'onApi',
  'onDataApi',
  'onBatch',
  'onSearch',
  'onInsert',
  'isHidden',
] as const;
export const SCENARIO_FIELD_SETTINGS = [
  'matchMethod',
  'weight',
  'synonymList',
  'frequentList',
  'guard',
  'identifier',
  'doNotIndex',
  'indexGroups',
  'matchConfig',
] as const;

const SettingValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

export const ScenarioSettingChange = Type.Object(
  {
    field: Type.Union([Type.String(), Type.Null()], {
      description:
        'The scenario field (its record field’s API name) the change is of; null for the scenario’s own',
    }),
    setting: StringEnum(
      [...SCENARIO_SETTINGS, ...SCENARIO_FIELD_SETTINGS, 'FIELD_ADDED', 'FIELD_REMOVED', 'FIELD_ORDER'],
      {
        description:
          'The setting that changes; FIELD_ADDED or FIELD_REMOVED for a field the scenario gains or loses, FIELD_ORDER ' +
          'when only the order of its fields changes. Index groups read as a comma-separated list, a match ' +
          'configuration as JSON',
      },
    ),
    before: SettingValue,
    after: SettingValue,
  },
  { title: 'ScenarioSettingChange' },
);
export type ScenarioSettingChange = Static<typeof ScenarioSettingChange>;

export const ConfigChange = Type.Object(
  {
    kind: StringEnum([
      'WORD_LIST',
      'SCENARIO',
      'FILTER',
      'CROSS_OBJECTS',
      'UPDATE_RULES',
      'SOURCE_TRUST',
      'SCHEDULE',
    ]),
    objectType: Type.Union([Type.String(), Type.Null()], { description: 'null for a word list' }),
    name: Type.String({
      description:
        'The word list, scenario or filter; the record type for its mappings, update rules or source ranking',
    }),
    action: StringEnum(['ADD', 'CHANGE', 'REMOVE'], {
      description: 'What the import would do to it; what it leaves as it is is not listed',
    }),
    settings: Type.Array(ScenarioSettingChange, {
      description: 'A scenario changed: each setting it changes, before and after; empty for anything else',
    }),
  },
  { title: 'ConfigChange' },
);
export type ConfigChange = Static<typeof ConfigChange>;

export const ConfigImportDryRun = Type.Object(
  {
    changes: Type.Array(ConfigChange),
    warnings: Type.Array(Type.String(), {
      description: 'What the import would leave out, as the import says it',
    }),
  },
  { title: 'ConfigImportDryRun' },
);
export type ConfigImportDryRun = Static<typeof ConfigImportDryRun>;
