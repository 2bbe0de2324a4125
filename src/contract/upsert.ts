import Type, { type Static } from 'typebox';
import { FieldValue } from './records';

const FieldValues = Type.Record(Type.String(), FieldValue, { description: 'Field API names and values' });

export const RelatedInput = Type.Object(
  {
    duplicateCheck: Type.Optional(Type.Boolean()),
    duplicateScore: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    objectType: Type.String({ minLength: 1 }),
    referenceField: Type.String({
      minLength: 1,
      description: 'Field on the related record that points to the parent',
    }),
    objectData: FieldValues,
  },
  { title: 'RelatedInput', additionalProperties: false },
);
export type RelatedInput = Static<typeof RelatedInput>;

export const UpsertDataInput = Type.Object(
  {
    allOrNone: Type.Optional(
      Type.Boolean({ description: 'true: parent and related records in one transaction' }),
    ),
    duplicateCheck: Type.Optional(Type.Boolean()),
    duplicateScore: Type.Optional(
      Type.Number({ minimum: 0, maximum: 100, description: 'Lowest score at which a duplicate is updated' }),
    ),
    scenarioIds: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
    objectType: Type.String({ minLength: 1, description: 'API name of the record type' }),
    objectData: FieldValues,
    relatedList: Type.Optional(Type.Array(RelatedInput)),
  },
  { title: 'UpsertDataInput', additionalProperties: false },
);
export type UpsertDataInput = Static<typeof UpsertDataInput>;

export const UpsertRequest = Type.Object(
  { input: UpsertDataInput },
  { title: 'UpsertRequest', additionalProperties: false },
);
export type UpsertRequest = Static<typeof UpsertRequest>;

const outputFields = {
  isSuccess: Type.Boolean(),
  isCreated: Type.Boolean({ description: 'true when a new record was created' }),
  errorMessage: Type.Union([Type.String(), Type.Null()]),
  objectId: Type.Union([Type.String(), Type.Null()]),
  objectData: Type.Union([Type.Record(Type.String(), FieldValue), Type.Null()]),
};

export const RelatedOutput = Type.Object(
  { ...outputFields, relatedList: Type.Array(Type.Unknown(), { maxItems: 0 }) },
  { title: 'RelatedOutput' },
);
export type RelatedOutput = Static<typeof RelatedOutput>;

export const UpsertDataOutput = Type.Object(
  { ...outputFields, relatedList: Type.Array(RelatedOutput) },
  { title: 'UpsertDataOutput' },
);
export type UpsertDataOutput = Static<typeof UpsertDataOutput>;
