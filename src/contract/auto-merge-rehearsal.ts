import Type, { type Static } from 'typebox';
import { JobInput } from './jobs';

/** Decided pairs below which a rehearsal says too little, whatever its precision. */
export const MIN_DECIDED_PAIRS = 50;

/** The admin's least precision an auto-merge may rehearse at without a confirmation, when none is set. */
export const DEFAULT_MINIMUM_PRECISION = 0.99;

export const AutoMergeRehearsalInput = Type.Object(
  { job: JobInput },
  {
    title: 'AutoMergeRehearsalInput',
    description: 'A job with `autoMerge`, as `POST …/jobs` or a schedule takes it',
    additionalProperties: false,
  },
);
export type AutoMergeRehearsalInput = Static<typeof AutoMergeRehearsalInput>;

export const Estimate = Type.Object(
  {
    value: Type.Union([Type.Number(), Type.Null()], {
      description: 'null when no pair counts towards it',
    }),
    low: Type.Union([Type.Number(), Type.Null()], { description: '95 % Wilson interval, lower bound' }),
    high: Type.Union([Type.Number(), Type.Null()], { description: '95 % Wilson interval, upper bound' }),
  },
  { title: 'Estimate' },
);
export type Estimate = Static<typeof Estimate>;

export const RehearsedPair = Type.Object(
  {
    firstId: Type.String(),
    secondId: Type.String(),
    firstName: Type.Union([Type.String(), Type.Null()]),
    secondName: Type.Union([Type.String(), Type.Null()]),
    score: Type.Number(),
  },
  { title: 'RehearsedPair' },
);
export type RehearsedPair = Static<typeof RehearsedPair>;

export const AutoMergeRehearsal = Type.Object(
  {
    minScore: Type.Number(),
    mergedPairs: Type.Integer({ description: 'Pairs stewards merged: duplicates' }),
    notDuplicatePairs: Type.Integer({ description: 'Pairs stewards decided are not duplicates' }),
    truePositives: Type.Integer({ description: 'Merged pairs the auto-merge would merge' }),
    falsePositives: Type.Integer({ description: 'Pairs decided not duplicates it would merge' }),
    falseNegatives: Type.Integer({ description: 'Merged pairs it would leave for review' }),
    trueNegatives: Type.Integer({ description: 'Pairs decided not duplicates it would leave alone' }),
    precision: Estimate,
    recall: Estimate,
    minimumPrecision: Type.Number({ description: 'The admin’s minimum (…/admin/auto-merge-settings)' }),
    needsConfirmation: Type.Boolean({
      description:
        `true when the precision is below the minimum, unknown, or rests on fewer than ${MIN_DECIDED_PAIRS} ` +
        'decided pairs: saving the auto-merge then needs `autoMerge.confirmed`, which is audited',
    }),
    reasons: Type.Array(Type.String(), { description: 'Why it needs the confirmation, in words' }),
    lastJob: Type.Union(
      [
        Type.Object({
          jobId: Type.String(),
          finishedAt: Type.Union([Type.String(), Type.Null()]),
          groups: Type.Integer({ description: 'Its groups' }),
          groupsMerged: Type.Integer({
            description: 'Of them, the open ones (not yet merged or decided) the auto-merge would merge',
          }),
          recordsMerged: Type.Integer({ description: 'Records those merges would fold into their masters' }),
          relatedRecordsMoved: Type.Integer({
            description:
              'Records of other types that point at those records and would move to the masters (an estimate: the ' +
              'first record of each group stands for its master)',
          }),
        }),
        Type.Null(),
      ],
      { description: 'The last job of the type that ended, within one type; null before any' },
    ),
    mergedDecidedApart: Type.Array(RehearsedPair, {
      description: 'Pairs a steward decided are not duplicates that it would merge, highest score first (20)',
    }),
  },
  { title: 'AutoMergeRehearsal' },
);
export type AutoMergeRehearsal = Static<typeof AutoMergeRehearsal>;

export const AutoMergeSettings = Type.Object(
  {
    minimumPrecision: Type.Number({
      minimum: 0.5,
      maximum: 1,
      description: `Least rehearsed precision an auto-merge is saved at without a confirmation (default ${DEFAULT_MINIMUM_PRECISION})`,
    }),
  },
  { title: 'AutoMergeSettings', additionalProperties: false },
);
export type AutoMergeSettings = Static<typeof AutoMergeSettings>;
