import Type, { type Static } from 'typebox';
import { FieldRule, MasterRule, MasterWhere } from './merge';
import { RecordRef } from './record-ref';
import { ReviewSource } from './review-queue';
import { StringEnum } from './string-enum';

export const MAX_BATCH_ITEMS = 10_000;

export const ReviewBatchAction = StringEnum(['MERGE', 'NOT_DUPLICATE'], {
  title: 'ReviewBatchAction',
  description:
    'MERGE: each item’s records are merged by the batch’s rules; NOT_DUPLICATE: they are decided apart',
});
export type ReviewBatchAction = Static<typeof ReviewBatchAction>;

export const ReviewBatchFilter = Type.Object(
  {
    jobId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'Only the open groups of this job' }),
    ),
    source: Type.Optional(ReviewSource),
    minScore: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 100, description: 'Average score at least' }),
    ),
    minRecords: Type.Optional(
      Type.Integer({ minimum: 2, maximum: 100_000, description: 'Records at least' }),
    ),
  },
  {
    title: 'ReviewBatchFilter',
    additionalProperties: false,
    description:
      'Every OPEN item of the type’s review queue the filter lets through (of one job when `jobId` is given), ' +
      'as the queue and the groups list show them',
  },
);
export type ReviewBatchFilter = Static<typeof ReviewBatchFilter>;

export const ReviewBatchInput = Type.Object(
  {
    objectType: Type.String({ minLength: 1, maxLength: 80 }),
    action: ReviewBatchAction,
    itemIds: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 120 }), {
        minItems: 1,
        maxItems: MAX_BATCH_ITEMS,
        uniqueItems: true,
        description:
          'Review queue items (`JOB:<jobId>:<groupId>`, `UPSERT:<potentialDuplicateId>`); or `filter`',
      }),
    ),
    filter: Type.Optional(ReviewBatchFilter),
    masterRule: Type.Optional(MasterRule),
    masterWhere: Type.Optional(MasterWhere),
    fieldRule: Type.Optional(FieldRule),
  },
  { title: 'ReviewBatchInput', additionalProperties: false },
);
export type ReviewBatchInput = Static<typeof ReviewBatchInput>;

export const ReviewBatchStatus = StringEnum(['RUNNING', 'DONE'], {
  title: 'ReviewBatchStatus',
  description: 'RUNNING while items are left; DONE when every item was acted on or passed over',
});
export type ReviewBatchStatus = Static<typeof ReviewBatchStatus>;

export const ReviewBatchItemStatus = StringEnum(['PENDING', 'DONE', 'SKIPPED', 'UNDONE'], {
  title: 'ReviewBatchItemStatus',
  description:
    'PENDING: not yet acted on; DONE: merged or decided; SKIPPED: passed over (`message` says why: reviewed ' +
    'meanwhile, records gone, too many to merge at once); UNDONE: its merge or decision was undone',
});
export type ReviewBatchItemStatus = Static<typeof ReviewBatchItemStatus>;

export const ReviewBatchItem = Type.Object(
  {
    itemId: Type.String(),
    status: ReviewBatchItemStatus,
    records: Type.Array(RecordRef),
    mergeId: Type.Union([Type.String(), Type.Null()]),
    message: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'ReviewBatchItem' },
);
export type ReviewBatchItem = Static<typeof ReviewBatchItem>;

export const ReviewBatch = Type.Object(
  {
    id: Type.String(),
    objectType: Type.String(),
    action: ReviewBatchAction,
    masterRule: MasterRule,
    masterWhere: Type.Union([MasterWhere, Type.Null()]),
    fieldRule: FieldRule,
    status: ReviewBatchStatus,
    total: Type.Integer(),
    done: Type.Integer({ description: 'Items merged or decided' }),
    skipped: Type.Integer(),
    undone: Type.Integer(),
    createdBy: Type.String(),
    createdAt: Type.String(),
    finishedAt: Type.Union([Type.String(), Type.Null()]),
    jobId: Type.Union([Type.String(), Type.Null()], {
      description: 'The job whose auto-merge started the batch; null for a steward’s batch',
    }),
    items: Type.Array(ReviewBatchItem, {
      description: 'Up to 200 items: those skipped or left first, then the rest in order',
    }),
  },
  { title: 'ReviewBatch' },
);
export type ReviewBatch = Static<typeof ReviewBatch>;

export const ReviewBatchPath = Type.Object(
  { batchId: Type.String({ minLength: 1, maxLength: 64 }) },
  { title: 'ReviewBatchPath', additionalProperties: false },
);
export type ReviewBatchPath = Static<typeof ReviewBatchPath>;

export const ReviewBatchUndo = Type.Object(
  {
    undone: Type.Integer({ description: 'Merges undone and decisions withdrawn by this call' }),
    notUndone: Type.Array(
      Type.Object({ itemId: Type.String(), reason: Type.String() }, { title: 'ReviewBatchUndoRefusal' }),
      { description: 'Items whose merge could not be undone, with why: changed since, undone already' },
    ),
    batch: ReviewBatch,
  },
  { title: 'ReviewBatchUndo' },
);
export type ReviewBatchUndo = Static<typeof ReviewBatchUndo>;
