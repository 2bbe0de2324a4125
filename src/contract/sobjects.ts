import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';

/** Salesforce field types, as `describe` reports them. */
export const SObjectFieldType = StringEnum(
  [
    'id',
    'string',
    'email',
    'phone',
    'url',
    'double',
    'date',
    'datetime',
    'boolean',
    'picklist',
    'reference',
    'textarea',
  ],
  { title: 'SObjectFieldType' },
);
export type SObjectFieldType = Static<typeof SObjectFieldType>;

export const PicklistValue = Type.Object(
  { value: Type.String(), label: Type.String(), active: Type.Boolean() },
  { title: 'PicklistValue' },
);

export const SObjectField = Type.Object(
  {
    name: Type.String(),
    label: Type.String(),
    type: SObjectFieldType,
    nillable: Type.Boolean({ description: 'false when the field is required' }),
    createable: Type.Boolean(),
    updateable: Type.Boolean(),
    referenceTo: Type.Array(Type.String()),
    relationshipName: Type.Union([Type.String(), Type.Null()]),
    picklistValues: Type.Array(PicklistValue),
  },
  { title: 'SObjectField' },
);
export type SObjectField = Static<typeof SObjectField>;

const sobjectSummaryFields = {
  name: Type.String(),
  label: Type.String(),
  labelPlural: Type.String(),
  keyPrefix: Type.String(),
  urls: Type.Object({ sobject: Type.String(), describe: Type.String() }),
};

export const SObjectSummary = Type.Object(sobjectSummaryFields, { title: 'SObjectSummary' });
export type SObjectSummary = Static<typeof SObjectSummary>;

export const DescribeGlobalOutput = Type.Object(
  { encoding: Type.String(), maxBatchSize: Type.Integer(), sobjects: Type.Array(SObjectSummary) },
  { title: 'DescribeGlobalResult' },
);
export type DescribeGlobalOutput = Static<typeof DescribeGlobalOutput>;

export const SObjectDescribeOutput = Type.Object(
  {
    ...sobjectSummaryFields,
    fields: Type.Array(SObjectField),
    crossObjects: Type.Array(Type.String(), {
      description:
        'Steward extension: the record types this type maps its fields onto, which a search of it also searches and a duplicate job may compare it with',
    }),
  },
  { title: 'DescribeSObjectResult' },
);
export type SObjectDescribeOutput = Static<typeof SObjectDescribeOutput>;
