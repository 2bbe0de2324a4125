import Type, { type Static } from 'typebox';
import { PageOffsetParameter, PageSizeParameter } from './paging';
import { DifferingFields, RecordRef } from './record-ref';
import { StringEnum } from './string-enum';

export const ReviewStatus = StringEnum(['OPEN', 'MERGED', 'NOT_DUPLICATE'], {
  title: 'ReviewStatus',
  description: 'OPEN until a steward merged the records or decided they are not duplicates',
});
export type ReviewStatus = Static<typeof ReviewStatus>;

export const ReviewSource = StringEnum(['JOB', 'UPSERT', 'IMPORT'], {
  title: 'ReviewSource',
  description:
    'JOB: a group a duplicate job found; UPSERT: a pair an upsert logged as a potential duplicate; IMPORT: a pair ' +
    'a file import logged for its new record: the import’s id is `importId`',
});
export type ReviewSource = Static<typeof ReviewSource>;

/**
 * Something for a steward to review: a job's group, or a potential duplicate an upsert or a file import logged. A
 * logged pair's id is `UPSERT:<potentialDuplicateId>` whichever of the two logged it.
 */
export const ReviewItem = Type.Object(
  {
    id: Type.String({
      description:
        '`JOB:<jobId>:<groupId>`, or `UPSERT:<potentialDuplicateId>` for a logged pair (an IMPORT one too)',
    }),
    source: ReviewSource,
    objectType: Type.String(),
    jobId: Type.Union([Type.String(), Type.Null()], { description: 'JOB: the job' }),
    groupId: Type.Union([Type.String(), Type.Null()], { description: 'JOB: the group within the job' }),
    potentialDuplicateId: Type.Union([Type.String(), Type.Null()], {
      description: 'UPSERT or IMPORT: the pair',
    }),
    importId: Type.Union([Type.String(), Type.Null()], { description: 'IMPORT: the import' }),
    recordIds: Type.Array(Type.String(), { description: 'The records, 18 characters' }),
    records: Type.Array(RecordRef, { description: 'The records named, in the order of `recordIds`' }),
    differingFields: DifferingFields,
    recordCount: Type.Integer(),
    minScore: Type.Number(),
    maxScore: Type.Number(),
    averageScore: Type.Number(),
    detectedAt: Type.String({
      description: 'When the job finished, or when the upsert or the import logged the pair',
    }),
    detectedBy: Type.String({ description: 'Who started the job, or who made the upsert or ran the import' }),
    status: ReviewStatus,
    reviewedBy: Type.Union([Type.String(), Type.Null()]),
    reviewedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'ReviewItem' },
);
export type ReviewItem = Static<typeof ReviewItem>;

export const ReviewQueueQuery = Type.Object(
  {
    objectType: Type.String({
      minLength: 1,
      maxLength: 80,
      description: 'The record type whose queue to read',
    }),
    status: Type.Optional(ReviewStatus),
    source: Type.Optional(ReviewSource),
    reviewedBy: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    minScore: Type.Optional(
      Type.String({
        pattern: '^(100|[1-9]?[0-9])$',
        description: 'Only items whose average score is at least this',
      }),
    ),
    minRecords: Type.Optional(
      Type.String({ pattern: '^[1-9][0-9]{0,5}$', description: 'Only items of at least this many records' }),
    ),
    sort: Type.Optional(
      StringEnum(['score', 'size', 'detected', 'reviewed'], {
        description: 'score: average score (the default); size: record count; detected or reviewed: time',
      }),
    ),
    order: Type.Optional(StringEnum(['asc', 'desc'], { description: 'desc when not given' })),
    limit: PageSizeParameter,
    offset: PageOffsetParameter('Items'),
  },
  { title: 'ReviewQueueQuery', additionalProperties: false },
);
export type ReviewQueueQuery = Static<typeof ReviewQueueQuery>;

/** The review queue's query without paging: an export holds every item it lets through. */
export const ReviewQueueExportQuery = Type.Omit(ReviewQueueQuery, ['limit', 'offset'], {
  title: 'ReviewQueueExportQuery',
  additionalProperties: false,
});
export type ReviewQueueExportQuery = Static<typeof ReviewQueueExportQuery>;

export const ReviewQueuePage = Type.Object(
  {
    items: Type.Array(ReviewItem),
    total: Type.Integer({ description: 'Items matching the query, on every page' }),
    latestJobId: Type.Union([Type.String(), Type.Null()], {
      description:
        'The most recent finished job of the type. The open groups of the latest job within the type, and of the latest one per type it was compared with, are in the queue; open groups of earlier jobs of the same kind, which those found again, are not',
    }),
  },
  { title: 'ReviewQueuePage' },
);
export type ReviewQueuePage = Static<typeof ReviewQueuePage>;
