import Type, { type Static } from 'typebox';
import { MatchMethod } from './matching';
import { ScenarioScore, SearchResult } from './search';
import type { SObjectRecord } from './records';

const FieldSide = Type.Object(
  {
    value: Type.Union([Type.String(), Type.Null()], { description: 'The value as given or stored' }),
    normalised: Type.String({ description: 'What the method compares' }),
    droppedWords: Type.Array(Type.String(), { description: 'Frequent words set aside before comparing' }),
  },
  { title: 'FieldSide' },
);

export const FieldExplanation = Type.Object(
  {
    field: Type.String(),
    matchMethod: MatchMethod,
    weight: Type.Number(),
    score: Type.Number({ description: '0–100' }),
    input: FieldSide,
    candidateField: Type.String({
      description:
        "The candidate's field the input was compared with: the same field, or its counterpart when first and last names were entered the wrong way round",
    }),
    candidate: FieldSide,
    synonymMatches: Type.Array(Type.String(), {
      description: 'Words that matched through a synonym list, as input=candidate',
    }),
  },
  { title: 'FieldExplanation' },
);
export type FieldExplanation = Static<typeof FieldExplanation>;

export const ScenarioExplanation = Type.Object(
  {
    ...ScenarioScore.properties,
    threshold: Type.Number(),
    reached: Type.Boolean(),
    fields: Type.Array(FieldExplanation, {
      description: 'The scenario fields the input filled; the others do not count',
    }),
  },
  { title: 'ScenarioExplanation' },
);
export type ScenarioExplanation = Static<typeof ScenarioExplanation>;

export const ExplainedResult = Type.Object(
  {
    ...SearchResult.properties,
    explanation: Type.Array(ScenarioExplanation, { description: 'Every selected scenario, reached or not' }),
  },
  { title: 'ExplainedResult' },
);
export type ExplainedResult = Omit<Static<typeof ExplainedResult>, 'objectData'> & {
  objectData: SObjectRecord;
};

export const ExplainOutput = Type.Record(Type.String(), Type.Array(ExplainedResult), {
  title: 'ExplainOutput',
  description: 'The search result, each match with the field-by-field reasoning behind its scores',
});
export type ExplainOutput = Record<string, ExplainedResult[]>;
