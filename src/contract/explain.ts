import Type, { type Static } from 'typebox';
import { MatchMethod, ScoreMethod } from './matching';
import { ScenarioScore, SearchResult } from './search';
import type { SObjectRecord } from './records';

const Evidence = Type.Union([Type.Literal('COMPARED'), Type.Literal('WEAK'), Type.Literal('MISSING')], {
  description:
    'COMPARED: both records fill the field. WEAK: a placeholder on either side (a year-only date written as 1 January, "unknown", one digit repeated), counted at a quarter of its weight. MISSING: empty on either side, so it does not count',
});

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
    weight: Type.Number({ description: "The field's configured weight" }),
    evidence: Evidence,
    countedWeight: Type.Number({
      description:
        'The weight the field counted with: the configured one, a quarter of it when WEAK, 0 when MISSING',
    }),
    termFrequency: Type.Number({
      description:
        'Factor on the counted weight in the score when the values agree: below 1 (down to 0.5) for a value commoner than most; 1 for any other, when they disagree, when the method does not weigh values by frequency, or when the store holds too few values to tell',
    }),
    score: Type.Number({ description: '0–100; 0 and not counted when the evidence is MISSING' }),
    bits: Type.Union([Type.Number(), Type.Null()], {
      description:
        'PROBABILISTIC scenarios: the field’s weight of evidence in bits, log2(m/u) at its agreement level (adjusted by the value’s rarity when equal); positive for one person, negative for two. null for SEARCH',
    }),
    guard: Type.Boolean({
      description:
        'True when a clear disagreement of this field holds a pair apart (given names, birth dates)',
    }),
    guardFired: Type.Boolean({ description: "True when this field's guard held the pair apart" }),
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
    scoreMethod: ScoreMethod,
    weightedMean: Type.Number({
      description:
        "Steward extension: the weighted mean of the field scores, 0–100. It is the SEARCH score unless the scenario's trained model calibrated it (calibrated is true); a PROBABILISTIC score is the match probability instead",
    }),
    calibrated: Type.Boolean({
      description:
        "Steward extension: true when the SEARCH score is the weighted mean calibrated to the scenario's trained model, so that 70 means the pair is as likely one person as two",
    }),
    reached: Type.Boolean(),
    verdict: Type.Union(
      [
        Type.Literal('DUPLICATE'),
        Type.Literal('BELOW_THRESHOLD'),
        Type.Literal('NOT_ENOUGH_EVIDENCE'),
        Type.Literal('GUARDED'),
      ],
      {
        description:
          'DUPLICATE: the score reached the threshold. BELOW_THRESHOLD: it did not. NOT_ENOUGH_EVIDENCE: the records share too little of the scenario for a verdict (comparedWeight below requiredWeight). GUARDED: a guarded field clearly disagrees, so the records are different people whatever the score',
      },
    ),
    comparedWeight: Type.Number({ description: 'The weight of the fields both records fill' }),
    requiredWeight: Type.Number({
      description: "The weight a verdict needs: the scenario's minimum evidence share of its whole weight",
    }),
    fields: Type.Array(FieldExplanation, { description: 'Every scenario field, in configured order' }),
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
