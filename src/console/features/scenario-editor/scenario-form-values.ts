import { GUARDING_METHODS, type MatchMethod, type ScoreMethod } from '../../../contract/matching';
import type { AdminScenario, ScenarioFieldInput, ScenarioInput } from '../../../contract/scenario-admin';

/** A method's one setting, as its field row offers it: a choice, or a number within bounds. */
export type MethodSetting =
  | { key: string; label: string; choices: readonly string[] }
  | { key: string; label: string; min: number; max: number; minExclusive: boolean; hint: string };

/** The settings (matchConfig) the service reads, by method; other methods take none. */
export const METHOD_SETTINGS: Partial<Record<MatchMethod, MethodSetting>> = {
  DATE: { key: 'order', label: 'Date order', choices: ['DMY', 'MDY'] },
  NUMBER: {
    key: 'tolerance',
    label: 'Tolerance',
    min: 0,
    max: 1,
    minExclusive: true,
    hint: 'Relative difference still alike, e.g. 0.05',
  },
  POSTAL_CODE: {
    key: 'nearScore',
    label: 'Near score',
    min: 0,
    max: 100,
    minExclusive: false,
    hint: 'Score of codes in one area, 0–100',
  },
};

/** One scenario field as the form holds it: numbers and lists as typed, the method's setting as text. */
export interface ScenarioFieldValues {
  field: string;
  matchMethod: MatchMethod | '';
  weight: string;
  frequentList: string;
  synonymList: string;
  /** Index groups, comma-separated. */
  indexGroup: string;
  /** The method's setting (METHOD_SETTINGS); empty for its default. */
  setting: string;
  doNotIndex: boolean;
  guard: boolean;
  identifier: boolean;
}

export interface ScenarioFormValues {
  scenarioName: string;
  threshold: string;
  scoreMethod: ScoreMethod;
  minimumEvidence: string;
  onApi: boolean;
  onDataApi: boolean;
  onBatch: boolean;
  onSearch: boolean;
  onInsert: boolean;
  isHidden: boolean;
  scenarioFields: ScenarioFieldValues[];
}

export const emptyScenarioField = (): ScenarioFieldValues => ({
  field: '',
  matchMethod: '',
  weight: '10',
  frequentList: '',
  synonymList: '',
  indexGroup: '',
  setting: '',
  doNotIndex: false,
  guard: false,
  identifier: false,
});

export const emptyScenarioForm = (): ScenarioFormValues => ({
  scenarioName: '',
  // Calibrated, 70 is where the scenario's model finds a pair as likely one person as two.
  threshold: '70',
  // The better method on the labelled sets measured (score-methods.ts): ahead on two, level on one, behind on one.
  scoreMethod: 'SEARCH',
  minimumEvidence: '40',
  onApi: false,
  onDataApi: false,
  onBatch: false,
  onSearch: false,
  onInsert: false,
  isHidden: false,
  // A scenario finds its candidates through an indexed field: the first starts in the first group.
  scenarioFields: [{ ...emptyScenarioField(), indexGroup: '1' }],
});

const settingText = (method: MatchMethod | undefined, config: Record<string, unknown> | null | undefined) => {
  const setting = method && METHOD_SETTINGS[method];
  const value = setting && config?.[setting.key];
  return value === undefined || value === null ? '' : String(value);
};

/** A stored scenario as the form edits it. */
export function toScenarioFormValues(scenario: AdminScenario): ScenarioFormValues {
  return {
    scenarioName: scenario.scenarioName,
    threshold: String(scenario.threshold),
    scoreMethod: scenario.scoreMethod ?? 'SEARCH',
    minimumEvidence: String(scenario.minimumEvidence),
    onApi: scenario.onApi,
    onDataApi: scenario.onDataApi,
    onBatch: scenario.onBatch,
    onSearch: scenario.onSearch,
    onInsert: scenario.onInsert,
    isHidden: scenario.isHidden,
    scenarioFields: scenario.scenarioFields.map((field) => ({
      field: field.field,
      matchMethod: field.matchMethod ?? 'EQUAL',
      weight: String(field.weight),
      frequentList: field.frequentList ?? '',
      synonymList: field.synonymList ?? '',
      indexGroup: field.indexGroup.join(', '),
      setting: settingText(field.matchMethod, field.matchConfig),
      doNotIndex: field.doNotIndex,
      guard: field.guard,
      identifier: field.identifier,
    })),
  };
}

/** What is wrong with a number typed for a bounded input, if anything. */
export function numberProblem(
  text: string,
  min: number,
  max: number,
  minExclusive = false,
): string | undefined {
  const typed = text.trim();
  const value = Number(typed);
  if (typed === '' || !Number.isFinite(value)) return 'Enter a number.';
  if (minExclusive ? value <= min : value < min) {
    return minExclusive ? `Enter more than ${min}.` : `Enter ${min} or more.`;
  }
  return value > max ? `Enter ${max} or less.` : undefined;
}

const groupNumbers = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** What is wrong with the index groups typed, if anything: whole numbers 1–99, at most ten. */
export function indexGroupProblem(text: string): string | undefined {
  const groups = groupNumbers(text);
  if (groups.length > 10) return 'Use at most ten groups.';
  const wrong = groups.find((group) => !/^\d+$/.test(group) || Number(group) < 1 || Number(group) > 99);
  return wrong === undefined ? undefined : `'${wrong}' is not a group: use whole numbers 1–99.`;
}

/** What is wrong with a method's setting typed, if anything; empty keeps the method's default. */
export function settingProblem(method: MatchMethod | '', text: string): string | undefined {
  const setting = method === '' ? undefined : METHOD_SETTINGS[method];
  if (!setting || text.trim() === '' || 'choices' in setting) return undefined;
  return numberProblem(text, setting.min, setting.max, setting.minExclusive);
}

function matchConfigOf(method: MatchMethod, text: string): Record<string, unknown> | null {
  const setting = METHOD_SETTINGS[method];
  if (!setting || text.trim() === '') return null;
  return { [setting.key]: 'choices' in setting ? text : Number(text) };
}

const listName = (name: string) => (name === '' ? null : name);

function toFieldInput(values: ScenarioFieldValues): ScenarioFieldInput {
  const matchMethod = values.matchMethod as MatchMethod;
  return {
    field: values.field,
    matchMethod,
    matchConfig: matchConfigOf(matchMethod, values.setting),
    frequentList: listName(values.frequentList),
    synonymList: listName(values.synonymList),
    weight: Number(values.weight),
    doNotIndex: values.doNotIndex,
    indexGroup: groupNumbers(values.indexGroup).map(Number),
    ...(GUARDING_METHODS.includes(matchMethod) ? { guard: values.guard } : {}),
    identifier: values.identifier,
  };
}

/** The body that saves (or previews) the form as a scenario of `objectName`. */
export function toScenarioInput(values: ScenarioFormValues, objectName: string): ScenarioInput {
  return {
    objectName,
    scenarioName: values.scenarioName.trim(),
    scoreMethod: values.scoreMethod,
    threshold: Number(values.threshold),
    minimumEvidence: Number(values.minimumEvidence),
    onApi: values.onApi,
    onDataApi: values.onDataApi,
    onBatch: values.onBatch,
    onSearch: values.onSearch,
    onInsert: values.onInsert,
    isHidden: values.isHidden,
    scenarioFields: values.scenarioFields.map(toFieldInput),
  };
}

/** The threshold typed, when it is one (0–100). */
export const typedThreshold = (text: string): number | undefined =>
  numberProblem(text, 0, 100) === undefined ? Number(text) : undefined;

/**
 * The form as the preview scores it. A pair's score does not depend on the threshold, only whether it is called a
 * duplicate, which the console works out at the form's threshold; sending one fixed threshold lets the threshold
 * move without the draft being scored again.
 */
export const toPreviewedScenario = (values: ScenarioFormValues, objectName: string): ScenarioInput => ({
  ...toScenarioInput(values, objectName),
  threshold: 0,
});

type FieldKey = keyof ScenarioFieldValues;
const FIELD_KEYS: readonly FieldKey[] = [
  'field',
  'matchMethod',
  'weight',
  'frequentList',
  'synonymList',
  'indexGroup',
  'doNotIndex',
  'guard',
  'identifier',
];
const SCENARIO_KEYS = [
  'scenarioName',
  'threshold',
  'scoreMethod',
  'minimumEvidence',
] as const satisfies readonly (keyof ScenarioFormValues)[];

/**
 * The form's field for a field the service names (`threshold`, `scenarioFields.2.synonymList`,
 * `scenarioFields.0.matchConfig.order`); a preview's problems are named under `scenario.`.
 */
export function scenarioFormPathOf(
  serverField: string,
): (typeof SCENARIO_KEYS)[number] | `scenarioFields.${number}.${FieldKey}` | undefined {
  const field = serverField.replace(/^scenario\./, '');
  const scenarioKey = SCENARIO_KEYS.find((key) => key === field);
  if (scenarioKey) return scenarioKey;
  const match = /^scenarioFields\.(\d+)\.(\w+)/.exec(field);
  if (!match) return undefined;
  const key = match[2] === 'matchConfig' ? 'setting' : FIELD_KEYS.find((each) => each === match[2]);
  return key ? `scenarioFields.${Number(match[1])}.${key}` : undefined;
}
