import Type, { type Static } from 'typebox';
import { IndexBuildReport } from './index-builds';
import { JobStatus } from './jobs';
import { ReviewSource } from './review-queue';

export const DashboardQuery = Type.Object(
  {
    weeks: Type.Optional(
      Type.String({
        pattern: '^([1-9]|[1-4][0-9]|5[0-2])$',
        description: 'Weeks of activity to read, 1 to 52; 12 when not given',
      }),
    ),
  },
  { title: 'DashboardQuery', additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

export const OpenReviewCount = Type.Object(
  {
    objectType: Type.String(),
    source: ReviewSource,
    open: Type.Integer({ description: 'Items of the review queue of the type and source still OPEN' }),
    oldestDetectedAt: Type.Union([Type.String(), Type.Null()], {
      description: 'When the oldest of them was found; null when none is open',
    }),
  },
  { title: 'OpenReviewCount' },
);
export type OpenReviewCount = Static<typeof OpenReviewCount>;

export const WeeklyActivity = Type.Object(
  {
    week: Type.String({ format: 'date', description: 'The Monday the week starts on, UTC' }),
    merges: Type.Integer(),
    undos: Type.Integer({ description: 'Merges undone' }),
    decisions: Type.Integer({
      description: 'Not-a-duplicate decisions: one per decision, however many records it keeps apart',
    }),
  },
  { title: 'WeeklyActivity' },
);
export type WeeklyActivity = Static<typeof WeeklyActivity>;

export const DuplicateRatePoint = Type.Object(
  {
    objectType: Type.String(),
    jobId: Type.String(),
    finishedAt: Type.String(),
    records: Type.Integer({ description: 'Records the job searched' }),
    recordsInGroups: Type.Integer({ description: 'Records in the groups it found' }),
    rate: Type.Number({ description: 'recordsInGroups ÷ records, 0 to 1' }),
  },
  { title: 'DuplicateRatePoint' },
);
export type DuplicateRatePoint = Static<typeof DuplicateRatePoint>;

export const LastJob = Type.Object(
  {
    objectType: Type.String(),
    jobId: Type.String(),
    crossObjectType: Type.Union([Type.String(), Type.Null()]),
    status: JobStatus,
    createdAt: Type.String(),
    finishedAt: Type.Union([Type.String(), Type.Null()]),
    groupCount: Type.Union([Type.Integer(), Type.Null()]),
  },
  { title: 'LastJob' },
);
export type LastJob = Static<typeof LastJob>;

export const ValidationDay = Type.Object(
  {
    day: Type.String({ format: 'date' }),
    address: Type.Integer({ description: 'Address validations, finds and retrieves' }),
    email: Type.Integer(),
    phone: Type.Integer(),
  },
  { title: 'ValidationDay' },
);
export type ValidationDay = Static<typeof ValidationDay>;

export const ApiCallDay = Type.Object(
  { day: Type.String({ format: 'date' }), calls: Type.Integer() },
  { title: 'ApiCallDay' },
);
export type ApiCallDay = Static<typeof ApiCallDay>;

export const AdminFigures = Type.Object(
  {
    indexBuilds: Type.Array(IndexBuildReport, {
      description: 'Index builds running, and the last of each type',
    }),
    licencesInUse: Type.Integer({ description: 'API licence seats assigned' }),
    apiCalls: Type.Array(ApiCallDay, { description: 'API calls per day over the period, every principal' }),
  },
  { title: 'AdminFigures' },
);
export type AdminFigures = Static<typeof AdminFigures>;

/** The state of the data at a glance: what is left to review, what stewards did, whether duplicates are falling. */
export const RecordCount = Type.Object(
  {
    objectType: Type.String(),
    records: Type.Integer({ description: 'Records of the type stored now' }),
  },
  { title: 'RecordCount' },
);
export type RecordCount = Static<typeof RecordCount>;

export const DashboardSummary = Type.Object(
  {
    recordCounts: Type.Array(RecordCount, {
      description:
        'Per record type that has records, most records first: counted in memory, never by a query',
    }),
    openReview: Type.Array(OpenReviewCount, {
      description: 'Per record type and source, types with items first',
    }),
    activity: Type.Array(WeeklyActivity, { description: 'One entry per week of the period, oldest first' }),
    duplicateRates: Type.Array(DuplicateRatePoint, {
      description: 'One point per finished job within a type over the period, oldest first',
    }),
    lastJobs: Type.Array(LastJob, { description: 'The newest job of each record type that had one' }),
    validations: Type.Array(ValidationDay, {
      description: 'One entry per day of the last 30 days, oldest first',
    }),
    admin: Type.Union([AdminFigures, Type.Null()], { description: 'For admins only; null for others' }),
  },
  { title: 'DashboardSummary' },
);
export type DashboardSummary = Static<typeof DashboardSummary>;
