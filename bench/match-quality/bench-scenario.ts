import type { MatchMethod } from '../../src/contract/matching';
import type { NewScenario } from '../../src/service/scenarios/scenario';

/** A scenario field as a bench writes it: what the store derives (ids, doNotIndex) is left out. */
export interface BenchField {
  field: string;
  matchMethod: MatchMethod;
  weight: number;
  /** None: the field is scored but never used to find candidates. */
  indexGroups: readonly number[];
  synonymList: string | null;
  frequentList: string | null;
  /** Unset: the product's default (given names and birth dates are guarded). */
  guard?: boolean;
  identifier?: boolean;
}

/**
 * A scenario on every path (API, data API, batch, search, insert), as a bench measures it; the minimum evidence and
 * guards are the product's defaults unless given.
 */
export function searchScenario(
  recordType: string,
  name: string,
  threshold: number,
  fields: readonly BenchField[],
  minimumEvidence?: number,
): NewScenario {
  return {
    recordType,
    name,
    threshold,
    ...(minimumEvidence === undefined ? {} : { minimumEvidence }),
    scoreMethod: 'SEARCH',
    onApi: true,
    onDataApi: true,
    onBatch: true,
    onSearch: true,
    onInsert: true,
    isHidden: false,
    fields: fields.map((field) => ({
      ...field,
      indexGroups: [...field.indexGroups],
      doNotIndex: field.indexGroups.length === 0,
      matchConfig: null,
    })),
  };
}

export type FieldSpec = readonly [
  field: string,
  method: MatchMethod,
  weight: number,
  indexGroups: readonly number[],
  synonymList: string | null,
  frequentList?: string,
];

/** Bench fields from compact specs. */
export const benchFields = (specs: readonly FieldSpec[]): BenchField[] =>
  specs.map(([field, matchMethod, weight, indexGroups, synonymList, frequentList]) => ({
    field,
    matchMethod,
    weight,
    indexGroups,
    synonymList,
    frequentList: frequentList ?? null,
  }));
