import Type, { type Static } from 'typebox';
import { PageSizeParameter } from './audit';
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
    order: Type.Optional(
      StringEnum(['asc', 'desc'], {
        description: 'By id, which follows creation: desc (newest first) when not given',
      }),
    ),
    limit: PageSizeParameter,
    offset: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,9}$', description: 'Records to skip; 0 when not given' }),
    ),
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
