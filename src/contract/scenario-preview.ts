import Type, { type Static } from 'typebox';
import { ScenarioInput } from './scenario-admin';
import { StringEnum } from './string-enum';

/** Most pairs a preview scores: the newest decisions first; enough to judge a change, quick to score as one types. */
export const MAX_PREVIEW_PAIRS = 2000;

export const LabelledPairInput = Type.Object(
  {
    firstId: Type.String({ minLength: 15, maxLength: 18 }),
    secondId: Type.String({ minLength: 15, maxLength: 18 }),
    duplicate: Type.Boolean({ description: 'true: the two records are one; false: they are not' }),
  },
  { title: 'LabelledPairInput', additionalProperties: false },
);
export type LabelledPairInput = Static<typeof LabelledPairInput>;

export const ScenarioPreviewInput = Type.Object(
  {
    scenario: ScenarioInput,
    compareWith: Type.Optional(
      Type.String({
        minLength: 15,
        maxLength: 18,
        description: 'The stored scenario the draft would replace',
      }),
    ),
    labelledPairs: Type.Optional(
      Type.Array(LabelledPairInput, {
        maxItems: MAX_PREVIEW_PAIRS,
        description: 'Pairs the admin labelled (uploaded as CSV), scored beside the stewards’ decisions',
      }),
    ),
  },
  { title: 'ScenarioPreviewInput', additionalProperties: false },
);
export type ScenarioPreviewInput = Static<typeof ScenarioPreviewInput>;

export const PairScore = Type.Object(
  {
    score: Type.Number(),
    decisive: Type.Boolean({
      description:
        'false when no score can make the pair a duplicate: a guard holds it apart, or the records share too little',
    }),
  },
  { title: 'PairScore' },
);
export type PairScore = Static<typeof PairScore>;

export const LabelledPairSource = StringEnum(['MERGE', 'NOT_DUPLICATE', 'UPLOAD'], {
  title: 'LabelledPairSource',
  description:
    'MERGE: a steward merged them (duplicates); NOT_DUPLICATE: a steward decided they are not; UPLOAD',
});
export type LabelledPairSource = Static<typeof LabelledPairSource>;

export const ScoredPair = Type.Object(
  {
    firstId: Type.String(),
    secondId: Type.String(),
    firstName: Type.Union([Type.String(), Type.Null()]),
    secondName: Type.Union([Type.String(), Type.Null()]),
    source: LabelledPairSource,
    duplicate: Type.Boolean(),
    draft: PairScore,
    current: Type.Union([PairScore, Type.Null()], {
      description: 'With compareWith: the stored scenario’s score',
    }),
  },
  { title: 'ScoredPair' },
);
export type ScoredPair = Static<typeof ScoredPair>;

export const ScenarioPreview = Type.Object(
  {
    threshold: Type.Number({ description: 'The draft’s threshold' }),
    currentThreshold: Type.Union([Type.Number(), Type.Null()]),
    pairs: Type.Array(ScoredPair),
    unknownIds: Type.Array(Type.String(), {
      description: 'Ids of uploaded pairs that name no record of the type: those pairs are left out',
    }),
  },
  { title: 'ScenarioPreview' },
);
export type ScenarioPreview = Static<typeof ScenarioPreview>;
