import Type, { type Static } from 'typebox';
import { PageSizeParameter } from './paging';
import { RecordRef } from './record-ref';
import { SObjectRecord } from './records';
import { ReviewStatus } from './review-queue';
import { ScenarioScore } from './search';
import { StringEnum } from './string-enum';

/**
 * A pair an upsert left for a steward: the record it wrote and an existing record that reached a scenario's
 * threshold but was not the one updated (below `duplicateScore`, or a further match beside the one updated).
 */
export const PotentialDuplicate = Type.Object(
  {
    id: Type.String(),
    objectType: Type.String(),
    recordId: Type.String({ description: 'The record the upsert created or updated (18 characters)' }),
    duplicateId: Type.String({ description: 'The existing record it resembles (18 characters)' }),
    record: RecordRef,
    duplicate: RecordRef,
    score: Type.Number(),
    scenarioScores: Type.Array(ScenarioScore),
    detectedAt: Type.String(),
    principal: Type.String({ description: 'Who made the upsert' }),
    loggedBy: StringEnum(['UPSERT', 'IMPORT'], {
      description: 'What logged the pair: an upsert through the API or the console, or a file import',
    }),
    status: ReviewStatus,
    reviewedBy: Type.Union([Type.String(), Type.Null()]),
    reviewedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'PotentialDuplicate' },
);
export type PotentialDuplicate = Static<typeof PotentialDuplicate>;

export const PotentialDuplicateQuery = Type.Object(
  {
    objectType: Type.Optional(Type.String({ minLength: 1 })),
    recordId: Type.Optional(
      Type.String({ description: 'Only pairs this record belongs to, on either side (15 or 18 characters)' }),
    ),
    status: Type.Optional(ReviewStatus),
    limit: PageSizeParameter,
    before: Type.Optional(Type.String({ minLength: 1, description: '`nextBefore` of the previous page' })),
  },
  { title: 'PotentialDuplicateQuery', additionalProperties: false },
);
export type PotentialDuplicateQuery = Static<typeof PotentialDuplicateQuery>;

export const PotentialDuplicateList = Type.Object(
  {
    potentialDuplicates: Type.Array(PotentialDuplicate, { description: 'Newest first' }),
    nextBefore: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'PotentialDuplicateList' },
);
export type PotentialDuplicateList = Static<typeof PotentialDuplicateList>;

export const PotentialDuplicatePath = Type.Object(
  { potentialDuplicateId: Type.String({ minLength: 1, maxLength: 64 }) },
  { title: 'PotentialDuplicatePath', additionalProperties: false },
);
export type PotentialDuplicatePath = Static<typeof PotentialDuplicatePath>;

export const PotentialDuplicateDetail = Type.Object(
  {
    potentialDuplicate: PotentialDuplicate,
    records: Type.Array(SObjectRecord, {
      description:
        'The two records as stored now; a record merged since is followed to the master it was merged into, and a deleted one is left out',
    }),
  },
  { title: 'PotentialDuplicateDetail' },
);
export type PotentialDuplicateDetail = Omit<Static<typeof PotentialDuplicateDetail>, 'records'> & {
  records: SObjectRecord[];
};
