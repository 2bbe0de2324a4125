import Type, { type Static } from 'typebox';
import { PageSizeParameter } from './paging';
import { RecordRef } from './record-ref';

/** Record ids a steward says are all different: every pair among them is decided. */
export const NotDuplicateInput = Type.Object(
  {
    objectType: Type.String({ minLength: 1, maxLength: 80, description: 'API name of the records’ type' }),
    recordIds: Type.Array(Type.String({ minLength: 15, maxLength: 18 }), {
      minItems: 2,
      maxItems: 50,
      uniqueItems: true,
      description: 'Two to fifty records of the type (15 or 18 characters); every pair among them is decided',
    }),
  },
  { title: 'NotDuplicateInput', additionalProperties: false },
);
export type NotDuplicateInput = Static<typeof NotDuplicateInput>;

export const NotDuplicate = Type.Object(
  {
    id: Type.String(),
    objectType: Type.String(),
    recordId: Type.String({ description: 'The pair’s smaller id, 18 characters' }),
    otherId: Type.String({ description: 'The pair’s other id, 18 characters' }),
    record: RecordRef,
    other: RecordRef,
    decidedAt: Type.String(),
    decidedBy: Type.String(),
  },
  { title: 'NotDuplicate' },
);
export type NotDuplicate = Static<typeof NotDuplicate>;

export const NotDuplicateCreated = Type.Object(
  {
    decisions: Type.Array(NotDuplicate, {
      description: 'Every pair now decided, including those decided before',
    }),
  },
  { title: 'NotDuplicateCreated' },
);
export type NotDuplicateCreated = Static<typeof NotDuplicateCreated>;

export const NotDuplicateQuery = Type.Object(
  {
    objectType: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    recordId: Type.Optional(
      Type.String({ description: 'Only decisions about this record, on either side (15 or 18 characters)' }),
    ),
    limit: PageSizeParameter,
    before: Type.Optional(Type.String({ minLength: 1, description: '`nextBefore` of the previous page' })),
  },
  { title: 'NotDuplicateQuery', additionalProperties: false },
);
export type NotDuplicateQuery = Static<typeof NotDuplicateQuery>;

export const NotDuplicateList = Type.Object(
  {
    decisions: Type.Array(NotDuplicate, { description: 'Newest first' }),
    nextBefore: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'NotDuplicateList' },
);
export type NotDuplicateList = Static<typeof NotDuplicateList>;

export const NotDuplicatePath = Type.Object(
  { decisionId: Type.String({ minLength: 1, maxLength: 64 }) },
  { title: 'NotDuplicatePath', additionalProperties: false },
);
export type NotDuplicatePath = Static<typeof NotDuplicatePath>;
