import type { MatchMethod, ScoreMethod } from '../../contract/matching';

export interface ScenarioFieldDefinition {
  id: string;
  field: string;
  matchMethod: MatchMethod;
  matchConfig: Record<string, unknown> | null;
  synonymList: string | null;
  frequentList: string | null;
  weight: number;
  doNotIndex: boolean;
  indexGroups: number[];
}

export interface ScenarioDefinition {
  id: string;
  recordType: string;
  name: string;
  threshold: number;
  scoreMethod: ScoreMethod;
  onApi: boolean;
  onDataApi: boolean;
  onBatch: boolean;
  onSearch: boolean;
  onInsert: boolean;
  isHidden: boolean;
  fields: ScenarioFieldDefinition[];
}

/** A scenario as configuration describes it before the store gives it and its fields ids. */
export type NewScenario = Omit<ScenarioDefinition, 'id' | 'fields'> & {
  fields: Omit<ScenarioFieldDefinition, 'id'>[];
};

/** Key prefixes of configuration records, so their ids look like the original's custom-object ids. */
export const SCENARIO_KEY_PREFIX = 'a0S';
export const SCENARIO_FIELD_KEY_PREFIX = 'a0T';
