import Type, { type Static } from 'typebox';
import { MatchMethod, ScoreMethod } from './matching';

export const ScenarioField = Type.Object(
  {
    scenarioFieldId: Type.String(),
    field: Type.String({ description: 'API name of the record field' }),
    matchMethod: Type.Optional(MatchMethod),
    matchConfig: Type.Optional(
      Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
        description: 'Per-method parameters; null when the method defaults apply',
      }),
    ),
    synonymList: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { description: 'Name of a synonym list' }),
    ),
    frequentList: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { description: 'Name of a frequent-word list, e.g. PERSON' }),
    ),
    weight: Type.Number(),
    doNotIndex: Type.Boolean(),
    indexGroup: Type.Array(Type.Integer()),
    guard: Type.Boolean({
      description:
        'Steward extension: when this field clearly disagrees (given names that are not a nickname, initial or typo of each other; birth dates that are not a slip of one another), the records are different people whatever the other fields say',
    }),
    identifier: Type.Boolean({
      description:
        'Steward extension: the field names one person only (a social security or customer number), so exact agreement on it outweighs any guard',
    }),
  },
  { title: 'ScenarioField' },
);
export type ScenarioField = Static<typeof ScenarioField>;

/**
 * When a SEARCH scenario's scores are calibrated to its model (the service's matching/probabilistic/search-boundary.ts
 * places the boundary; the console explains a scenario left uncalibrated by the same rules):
 * - `minimumPairs`: fewer candidate pairs than this on either side of the model's line leave the boundary unknown;
 * - `lowestBoundary`–`highestBoundary` (70 − 25 to 70 + 20): a model that puts even odds at a weighted mean outside
 *   has learned something else than duplicates (one household or one firm as one class), and calibrating to it would
 *   make scores mean less than they did;
 * - `minimumAgreement`: the F1 of the weighted mean's verdicts at the boundary against the model's. When they disagree
 *   on which pairs are alike, no threshold of the weighted mean means what the model says. On the bench's sets they
 *   agree at 0.97 to 1; a scenario whose fields a data set leaves half empty (the demo's Lead Default on households,
 *   without Company) agreed at 0.33 to 0.76.
 */
export const SEARCH_CALIBRATION_RULES = {
  minimumPairs: 10,
  lowestBoundary: 45,
  highestBoundary: 90,
  minimumAgreement: 0.9,
} as const;

export const SearchCalibration = Type.Object(
  {
    pairsAlike: Type.Integer({
      description: 'Candidate pairs (sharing blocking keys) the model finds more likely one person than two',
    }),
    pairsApart: Type.Integer({ description: 'Candidate pairs the model finds more likely two people' }),
    bestMean: Type.Integer({
      description: 'The lowest whole weighted mean at which "mean ≥ it" agrees best with the model',
    }),
    agreement: Type.Number({
      description: 'That agreement: F1 of the weighted mean at bestMean against the model',
    }),
  },
  {
    title: 'SearchCalibration',
    description: `What placing searchBoundary saw, and so, when it is absent, why not: fewer than ${SEARCH_CALIBRATION_RULES.minimumPairs} pairs on a side, bestMean outside ${SEARCH_CALIBRATION_RULES.lowestBoundary}–${SEARCH_CALIBRATION_RULES.highestBoundary}, or an agreement below ${SEARCH_CALIBRATION_RULES.minimumAgreement}`,
  },
);
export type SearchCalibration = Static<typeof SearchCalibration>;

/** The rule of SEARCH_CALIBRATION_RULES a calibration breaks, in the order they are checked; null when it breaks none. */
export function calibrationProblem({
  pairsAlike,
  pairsApart,
  bestMean,
  agreement,
}: SearchCalibration): 'TOO_FEW_PAIRS' | 'OUT_OF_RANGE' | 'DISAGREES' | null {
  const { minimumPairs, lowestBoundary, highestBoundary, minimumAgreement } = SEARCH_CALIBRATION_RULES;
  if (pairsAlike < minimumPairs || pairsApart < minimumPairs) return 'TOO_FEW_PAIRS';
  if (bestMean < lowestBoundary || bestMean > highestBoundary) return 'OUT_OF_RANGE';
  return agreement >= minimumAgreement - 1e-12 ? null : 'DISAGREES';
}

export const MatchModel = Type.Object(
  {
    prior: Type.Number({ description: 'How likely two records picked at random are one person' }),
    fields: Type.Array(
      Type.Object({
        field: Type.String(),
        m: Type.Array(Type.Number(), {
          description:
            'By agreement level of the field score (0 different, 1 faint 50–74, 2 alike 75–89, 3 close 90–99, 4 equal): how often two records of one person are at that level',
        }),
        u: Type.Array(Type.Number(), {
          description: 'By agreement level: how often two records of different people are at that level',
        }),
      }),
      { description: "The scenario's fields, in order" },
    ),
    trainedAt: Type.String({ description: 'When the model was trained (ISO 8601, UTC)' }),
    records: Type.Optional(
      Type.Integer({
        description:
          'How many records of the type the model was trained on, counted when it was trained. The service trains ' +
          'the scenario again once that count has changed by SCENARIO_RETRAIN_CHANGE (20 % by default). Absent on ' +
          'a model trained before Steward kept the count',
      }),
    ),
    searchBoundary: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100,
        description:
          'The weighted mean of field scores at which the model best separates the pairs it finds one person from ' +
          'the others: with scoreMethod SEARCH, scores are calibrated so that this weighted mean scores 70. Absent ' +
          'when searchCalibration breaks a rule of calibration',
      }),
    ),
    searchCalibration: Type.Optional(SearchCalibration),
    randomPairs: Type.Integer({ description: 'Pairs drawn at random that u was counted from' }),
    blockedPairs: Type.Integer({ description: 'Pairs sharing blocking keys that m was learned from' }),
  },
  {
    title: 'MatchModel',
    description:
      'Steward extension: a Fellegi–Sunter model learned from the record type’s own records without labels, which a PROBABILISTIC scenario scores with and a SEARCH scenario is calibrated to',
  },
);
export type MatchModel = Static<typeof MatchModel>;

/**
 * Fewer records of a type than this are not trained on automatically: a few writes would change their count by the
 * retraining share each time, and so few records teach the model little.
 */
export const AUTO_TRAIN_MINIMUM_RECORDS = 100;

export const Scenario = Type.Object(
  {
    scenarioId: Type.String(),
    scenarioName: Type.String(),
    scoreMethod: Type.Optional(ScoreMethod),
    threshold: Type.Number(),
    model: Type.Union([MatchModel, Type.Null()], {
      description: `Steward extension: the model learned from the record type's records, null until trained. A PROBABILISTIC scenario scores with it (until then it scores as SEARCH); a SEARCH scenario's scores are calibrated to its searchBoundary. The service trains every scenario itself once its record type has ${AUTO_TRAIN_MINIMUM_RECORDS} records, unless SCENARIO_AUTO_TRAIN is false`,
    }),
    minimumEvidence: Type.Number({
      description:
        "Steward extension: the share, in percent, of the scenario's whole weight that both records must fill for a verdict",
    }),
    onApi: Type.Boolean({ description: 'Used by the search API' }),
    onDataApi: Type.Boolean({ description: 'Used by the upsert (data) API' }),
    onBatch: Type.Boolean(),
    onSearch: Type.Boolean(),
    onInsert: Type.Boolean(),
    isHidden: Type.Boolean({ description: 'Always false in returned scenarios' }),
    scenarioFields: Type.Array(ScenarioField),
  },
  { title: 'Scenario' },
);
export type Scenario = Static<typeof Scenario>;

export const ScenarioPath = Type.Object(
  {
    scenarioId: Type.String({
      minLength: 15,
      maxLength: 18,
      description: 'The scenario’s 15- or 18-character id',
    }),
  },
  { title: 'ScenarioPath' },
);
export type ScenarioPath = Static<typeof ScenarioPath>;

export const ScenariosQuery = Type.Object(
  {
    prefix: Type.Optional(
      Type.String({ description: 'Three-character key prefix of the record type, e.g. 00Q' }),
    ),
    objectName: Type.Optional(Type.String({ description: 'API name of the record type, e.g. Lead' })),
  },
  { title: 'ScenariosQuery' },
);
export type ScenariosQuery = Static<typeof ScenariosQuery>;

export const ScenariosOutput = Type.Object(
  { ok: Type.Literal(true), scenarios: Type.Array(Scenario) },
  { title: 'ScenariosOutput' },
);
export type ScenariosOutput = Static<typeof ScenariosOutput>;

export const ScenariosErrorOutput = Type.Object(
  { ok: Type.Literal(false), errorMessage: Type.String() },
  { title: 'ScenariosErrorOutput' },
);
export type ScenariosErrorOutput = Static<typeof ScenariosErrorOutput>;
