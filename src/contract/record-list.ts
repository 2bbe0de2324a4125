import Type, { type Static } from 'typebox';
import { PageOffsetParameter, PageSizeParameter } from './paging';
import { RecordRef } from './record-ref';
import { SObjectRecord } from './records';
import { StringEnum } from './string-enum';

export const RecordListQuery = Type.Object(
  {
    objectType: Type.String({ minLength: 1, maxLength: 80, description: 'API name of the record type' }),
    q: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'Only records holding this text in any field, case ignored',
      }),
    ),
    field: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        description:
          'With `contains`: only records whose value of this field holds the text, case ignored; for Id, the record with that id',
      }),
    ),
    contains: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'The text `field` holds' }),
    ),
    sort: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        description:
          'A field to sort by (Id, the default, follows creation). Sorting by another field takes a search or ' +
          'filter that leaves at most 10,000 records: no field but the id is indexed',
      }),
    ),
    order: Type.Optional(
      StringEnum(['asc', 'desc'], {
        description: 'desc (newest first, by id) when not given',
      }),
    ),
    limit: PageSizeParameter,
    offset: PageOffsetParameter('Records'),
  },
  { title: 'RecordListQuery', additionalProperties: false },
);
export type RecordListQuery = Static<typeof RecordListQuery>;

export const RecordList = Type.Object(
  {
    records: Type.Array(Type.Object({ ref: RecordRef, record: SObjectRecord }, { title: 'RecordListRow' }), {
      description: 'Each record named, and as Salesforce JSON',
    }),
    total: Type.Integer({ description: 'Records that match; with `q`, counted up to 10,000' }),
    totalIsLowerBound: Type.Boolean({ description: 'true when more than `total` match (counting stopped)' }),
  },
  { title: 'RecordList' },
);
export type RecordList = Omit<Static<typeof RecordList>, 'records'> & {
  records: { ref: RecordRef; record: SObjectRecord }[];
};
