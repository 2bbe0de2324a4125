import type { MatchMethod, ScoreMethod } from '../../contract/matching';
import type { MatchModel } from '../matching/probabilistic/match-model';

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
  /** True when a clear disagreement of this field holds a pair apart (design.md §5). */
  guard: boolean;
  /** True for a field that names one person only: exact agreement outweighs any guard. */
  identifier: boolean;
}

export interface ScenarioDefinition {
  id: string;
  recordType: string;
  name: string;
  threshold: number;
  /** The share, in percent, of the scenario's weight that both records must fill for a verdict. */
  minimumEvidence: number;
  /**
   * The model last trained from the record type's records, if any: a PROBABILISTIC scenario scores with it, a SEARCH
   * scenario's scores are calibrated to its boundary.
   */
  model: MatchModel | null;
  scoreMethod: ScoreMethod;
  onApi: boolean;
  onDataApi: boolean;
  onBatch: boolean;
  onSearch: boolean;
  onInsert: boolean;
  isHidden: boolean;
  fields: ScenarioFieldDefinition[];
}

/**
 * A scenario as configuration describes it before the store gives it and its fields ids; the minimum evidence and
 * the guards take their defaults when not given, and a field is no identifier unless it says so.
 */
export type NewScenario = Omit<ScenarioDefinition, 'id' | 'fields' | 'minimumEvidence' | 'model'> & {
  minimumEvidence?: number;
  fields: (Omit<ScenarioFieldDefinition, 'id' | 'guard' | 'identifier'> & {
    guard?: boolean;
    identifier?: boolean;
  })[];
};

/** Half the scenario's weight: two records that share one field of several and nothing else are not duplicates. */
export const DEFAULT_MINIMUM_EVIDENCE = 40;

/**
 * Birth dates and given names are guarded unless configured otherwise: they tell family members apart. A person
 * name with a nickname list is a given name; surnames change with marriage and are not guarded.
 */
export const defaultGuard = (field: { matchMethod: MatchMethod; synonymList: string | null }): boolean =>
  field.matchMethod === 'DATE' || (field.matchMethod === 'FUZZY_PERSON' && field.synonymList !== null);

/**
 * A scenario not stored (yet) as the stored one would be, its defaults resolved: what a preview scores a draft
 * with, and what the store writes.
 */
export function resolvedScenario(scenario: NewScenario, id: string): ScenarioDefinition {
  return {
    ...scenario,
    id,
    minimumEvidence: scenario.minimumEvidence ?? DEFAULT_MINIMUM_EVIDENCE,
    model: null,
    fields: scenario.fields.map((field, position) => ({
      ...field,
      id: `${id}-${position}`,
      guard: field.guard ?? defaultGuard(field),
      identifier: field.identifier ?? false,
    })),
  };
}

/** What a field's comparison, and so a model learned from it, depends on: not where it is indexed. */
const comparisonOf = (field: Omit<ScenarioFieldDefinition, 'id'>) =>
  JSON.stringify([
    field.field,
    field.matchMethod,
    field.matchConfig,
    field.synonymList,
    field.frequentList,
    field.weight,
    field.guard,
    field.identifier,
  ]);

/**
 * The trained model a scenario keeps when `replacement` replaces it: its own while it compares the same fields the
 * same way (method, setting, lists, weight, guard, identifier, in order) and needs the same evidence, since a model's
 * m and u probabilities and a SEARCH scenario's boundary were learned from those comparisons; a change of name,
 * threshold, score method or use keeps it. Otherwise none, until it is trained again.
 */
export function modelKept(current: ScenarioDefinition, replacement: NewScenario): MatchModel | null {
  const resolved = resolvedScenario(replacement, current.id);
  const sameComparisons =
    current.minimumEvidence === resolved.minimumEvidence &&
    current.fields.length === resolved.fields.length &&
    current.fields.every((field, i) => comparisonOf(field) === comparisonOf(resolved.fields[i]!));
  return sameComparisons ? current.model : null;
}
