import type { MatchMethod } from '../../contract/matching';
import { NO_WORD_LISTS, type MatchOptions } from '../matching/match-method';
import { matchMethod } from '../matching/method-registry';
import type { FieldPlan, ScenarioPlan } from '../matching/scoring/score-scenario';
import { Shared } from '../matching/probabilistic/match-model';

export const indexTestOptions: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };

/**
 * A scenario field as the index tests plan it: the field compared by `method` (its form named after both), with
 * no word lists and the US as the default country, neither guard nor identifier.
 */
export const fieldPlan = (
  name: string,
  method: MatchMethod,
  weight = 1,
  indexGroups: number[] = [],
): FieldPlan => ({
  scenarioFieldId: name,
  field: name,
  preparation: method,
  form: `${name}:${method}`,
  weight,
  indexGroups,
  method: matchMethod(method),
  options: indexTestOptions,
  guard: false,
  identifier: false,
  shared: matchMethod(method).shared ? Shared.place : Shared.no,
});

/** A scenario of `fields` as the index tests plan it: threshold 50, no minimum evidence, untrained. */
export const scenarioPlan = (fields: FieldPlan[]): ScenarioPlan => ({
  scenarioId: 's',
  scenarioName: 'S',
  threshold: 50,
  minimumEvidence: 0,
  model: null,
  searchBoundary: null,
  fields,
});
