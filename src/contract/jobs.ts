import Type, { type Static } from 'typebox';
import { PageOffsetParameter, PageSizeParameter } from './paging';
import { FieldRule, MasterRule, MasterWhere } from './merge';
import { DifferingFields, RecordRef } from './record-ref';
import { SObjectRecord } from './records';
import { ReviewStatus } from './review-queue';
import { ScenarioIds, ScenarioScore } from './search';
import { StringEnum } from './string-enum';

export const AutoMerge = Type.Object(
  {
    minScore: Type.Integer({
      minimum: 50,
      maximum: 100,
      description:
        'Groups whose average score is at least this are merged when the job ends; the rest wait for review',
    }),
    masterRule: Type.Optional(MasterRule),
    masterWhere: Type.Optional(MasterWhere),
    fieldRule: Type.Optional(FieldRule),
    confirmed: Type.Optional(
      Type.Boolean({
        description:
          'true saves an auto-merge whose rehearsal on the stewards’ decisions falls short (below the admin’s ' +
          'minimum precision, or on too few decided pairs: POST …/auto-merge-rehearsals); audited',
      }),
    ),
  },
  { title: 'AutoMerge', additionalProperties: false },
);
export type AutoMerge = Static<typeof AutoMerge>;

/** A duplicate job over every stored record of one type: what to run. */
export const JobInput = Type.Object(
  {
    objectType: Type.String({ minLength: 1, maxLength: 80, description: 'API name of the record type' }),
    scenarioIds: Type.Optional({
      ...ScenarioIds,
      description: "Scenarios to run instead of the type's batch scenarios (`onBatch`)",
    }),
    filterDeveloperName: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        description: 'API name of a filter of the type: only the records it accepts are compared',
      }),
    ),
    crossObjectType: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        description:
          'Compare each record with the records of this type instead of its own, through the cross-object mapping ' +
          "(a lead with the contacts it duplicates), scored with that type's batch scenarios or `scenarioIds`",
      }),
    ),
    autoMerge: Type.Optional({
      ...AutoMerge,
      description:
        'Merge the groups at or above a score when the job ends, by these rules, as a review batch that can be ' +
        'undone together; not with `crossObjectType`',
    }),
  },
  { title: 'JobInput', additionalProperties: false },
);
export type JobInput = Static<typeof JobInput>;

export const JobStatus = StringEnum(['QUEUED', 'RUNNING', 'DONE', 'CANCELLED', 'FAILED'], {
  title: 'JobStatus',
  description:
    'QUEUED until a service process takes its first chunk; RUNNING while chunks are searched and the groups built; ' +
    'DONE with its groups; CANCELLED by a steward; FAILED with `errorMessage`',
});
export type JobStatus = Static<typeof JobStatus>;

export const JobProgress = Type.Object(
  {
    recordsTotal: Type.Integer({
      description:
        'Records of the type when the job was created (of those changed since `changedSince`, with the records ' +
        'they were found with, for an incremental run)',
    }),
    recordsDone: Type.Integer({ description: 'Records searched so far' }),
    pairsFound: Type.Integer({ description: 'Pairs of duplicates found so far' }),
    recordsPerSecond: Type.Union([Type.Number(), Type.Null()], {
      description: 'Since the job started; null before it has',
    }),
    secondsLeft: Type.Union([Type.Number(), Type.Null()], {
      description: 'Estimated from the rate so far; null when not running or not yet known',
    }),
  },
  { title: 'JobProgress' },
);
export type JobProgress = Static<typeof JobProgress>;

export const Job = Type.Object(
  {
    id: Type.String(),
    objectType: Type.String(),
    scenarios: Type.Array(Type.Object({ scenarioId: Type.String(), scenarioName: Type.String() }), {
      description: 'The scenarios the job runs',
    }),
    filterDeveloperName: Type.Union([Type.String(), Type.Null()]),
    crossObjectType: Type.Union([Type.String(), Type.Null()], {
      description: 'The type a cross-object job compares the records with; null for a job within one type',
    }),
    status: JobStatus,
    createdBy: Type.String(),
    createdAt: Type.String(),
    startedAt: Type.Union([Type.String(), Type.Null()]),
    finishedAt: Type.Union([Type.String(), Type.Null()]),
    progress: JobProgress,
    groupCount: Type.Union([Type.Integer(), Type.Null()], { description: 'Groups found; null until DONE' }),
    autoMerge: Type.Union([AutoMerge, Type.Null()], {
      description: 'The auto-merge asked for; null for none',
    }),
    autoMergeBatchId: Type.Union([Type.String(), Type.Null()], {
      description:
        'The review batch merging the groups at or above its score, once the job is DONE (…/review-batches/{id})',
    }),
    errorMessage: Type.Union([Type.String(), Type.Null()]),
    changedSince: Type.Union([Type.String(), Type.Null()], {
      description:
        'For an incremental run of a schedule: it searched the records created or changed since then (and the ' +
        'records they were found with), each against every stored record; null: it searched every record',
    }),
  },
  { title: 'Job' },
);
export type Job = Static<typeof Job>;

export const JobQuery = Type.Object(
  { objectType: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })) },
  { title: 'JobQuery', additionalProperties: false },
);
export type JobQuery = Static<typeof JobQuery>;

export const JobList = Type.Object(
  { jobs: Type.Array(Job, { description: 'Newest first' }) },
  { title: 'JobList' },
);
export type JobList = Static<typeof JobList>;

export const JobPath = Type.Object(
  { jobId: Type.String({ minLength: 1, maxLength: 64 }) },
  { title: 'JobPath', additionalProperties: false },
);
export type JobPath = Static<typeof JobPath>;

/** Records a job found to be one person (or company): connected by duplicate pairs, no two held apart by a guard. */
export const DuplicateGroup = Type.Object(
  {
    id: Type.String({ description: 'Unique within the job' }),
    recordCount: Type.Integer(),
    pairCount: Type.Integer({ description: 'Duplicate pairs found among the records' }),
    minScore: Type.Number(),
    maxScore: Type.Number(),
    averageScore: Type.Number(),
    recordIds: Type.Array(Type.String(), { description: 'The records, 18 characters, ascending' }),
    records: Type.Array(RecordRef, { description: 'The records named, in the order of `recordIds`' }),
    differingFields: DifferingFields,
    status: ReviewStatus,
    reviewedBy: Type.Union([Type.String(), Type.Null()]),
    reviewedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'DuplicateGroup' },
);
export type DuplicateGroup = Static<typeof DuplicateGroup>;

export const GroupSort = StringEnum(['score', 'size'], {
  description: 'score: by average score; size: by record count; ties by group id',
});

export const GroupQuery = Type.Object(
  {
    sort: Type.Optional(GroupSort),
    order: Type.Optional(StringEnum(['asc', 'desc'], { description: 'desc when not given' })),
    minScore: Type.Optional(
      Type.String({
        pattern: '^(100|[1-9]?[0-9])$',
        description: 'Only groups whose average score is at least this',
      }),
    ),
    status: Type.Optional(ReviewStatus),
    minRecords: Type.Optional(
      Type.String({ pattern: '^[1-9][0-9]{0,5}$', description: 'Only groups of at least this many records' }),
    ),
    limit: PageSizeParameter,
    offset: PageOffsetParameter('Groups'),
  },
  { title: 'GroupQuery', additionalProperties: false },
);
export type GroupQuery = Static<typeof GroupQuery>;

export const GroupPage = Type.Object(
  {
    groups: Type.Array(DuplicateGroup),
    total: Type.Integer({ description: 'Groups matching the query, on every page' }),
  },
  { title: 'GroupPage' },
);
export type GroupPage = Static<typeof GroupPage>;

export const GroupPath = Type.Object(
  {
    jobId: Type.String({ minLength: 1, maxLength: 64 }),
    groupId: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { title: 'GroupPath', additionalProperties: false },
);
export type GroupPath = Static<typeof GroupPath>;

export const GroupPair = Type.Object(
  {
    recordId: Type.String(),
    duplicateId: Type.String(),
    score: Type.Number(),
    scenarioScores: Type.Array(ScenarioScore),
  },
  { title: 'GroupPair' },
);
export type GroupPair = Static<typeof GroupPair>;

export const GroupDetail = Type.Object(
  {
    group: DuplicateGroup,
    records: Type.Array(SObjectRecord, {
      description: 'The records as they are stored now; a deleted one is left out',
    }),
    pairs: Type.Array(GroupPair, { description: 'The duplicate pairs among them, best first' }),
  },
  { title: 'GroupDetail' },
);
export type GroupDetail = Omit<Static<typeof GroupDetail>, 'records'> & { records: SObjectRecord[] };
