import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';

/** A secondary field shown beside a record's name: a lead's company, e-mail or city. */
export const RecordDetail = Type.Object(
  {
    field: Type.String({ description: 'API name of the field' }),
    value: Type.String({ description: 'Its value as text; never empty' }),
  },
  { title: 'RecordDetail' },
);
export type RecordDetail = Static<typeof RecordDetail>;

export const RecordState = StringEnum(['STORED', 'MERGED', 'GONE'], {
  title: 'RecordState',
  description:
    'STORED: the record exists; MERGED: it was merged into another record (its name as it was then); ' +
    'GONE: nothing of it is kept (its name is its id)',
});
export type RecordState = Static<typeof RecordState>;

/**
 * A record referred to by a job group, a review item, a merge, a decision or an audit event, named so a steward
 * need not open it to learn whom it is about.
 */
export const RecordRef = Type.Object(
  {
    id: Type.String({ description: '18 characters' }),
    objectType: Type.Union([Type.String(), Type.Null()], { description: 'null when the record is GONE' }),
    displayName: Type.String({
      description:
        "The record's name by its type's display template (`displayTemplate` of the record type); its id when " +
        'the record is GONE or every field of the template is empty',
    }),
    details: Type.Array(RecordDetail, {
      maxItems: 3,
      description:
        "The type's secondary display fields (`secondaryFields`) that hold a value, in their order",
    }),
    state: RecordState,
  },
  { title: 'RecordRef' },
);
export type RecordRef = Static<typeof RecordRef>;

/** What a steward compares first: the fields on which the stored records of a group or pair disagree. */
export const DifferingFields = Type.Array(Type.String(), {
  description:
    'API names of the fields, in the order of the record type, whose values differ among the records still ' +
    'stored (a value against an empty field counts)',
});
