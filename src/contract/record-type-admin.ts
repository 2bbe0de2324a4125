import Type, { type Static } from 'typebox';

export const CrossObjectMapping = Type.Object(
  {
    objectTo: Type.String({ minLength: 1, description: 'API name of the record type searched as well' }),
    fields: Type.Array(
      Type.Object(
        {
          fieldFrom: Type.String({ minLength: 1, description: 'Field of this record type' }),
          fieldTo: Type.String({ minLength: 1, description: 'Field of objectTo it is searched as' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { title: 'CrossObjectMapping', additionalProperties: false },
);
export type CrossObjectMapping = Static<typeof CrossObjectMapping>;

export const CrossObjectMappings = Type.Object(
  {
    mappings: Type.Array(CrossObjectMapping, {
      maxItems: 20,
      description: 'Every mapping of the record type; an empty list removes them all',
    }),
  },
  { title: 'CrossObjectMappings', additionalProperties: false },
);
export type CrossObjectMappings = Static<typeof CrossObjectMappings>;

export const AdminRecordField = Type.Object(
  {
    name: Type.String(),
    label: Type.String(),
    type: Type.String({
      description: 'text, textarea, email, phone, url, picklist, reference, number, date, boolean',
    }),
    required: Type.Boolean(),
    readOnly: Type.Boolean(),
    referenceTo: Type.Union([Type.String(), Type.Null()]),
    picklistValues: Type.Union([Type.Array(Type.String()), Type.Null()]),
  },
  { title: 'AdminRecordField' },
);
export type AdminRecordField = Static<typeof AdminRecordField>;

export const AdminRecordType = Type.Object(
  {
    name: Type.String(),
    keyPrefix: Type.String(),
    label: Type.String(),
    labelPlural: Type.String(),
    nameField: Type.Union([Type.String(), Type.Null()]),
    fields: Type.Array(AdminRecordField),
    crossObjects: Type.Array(CrossObjectMapping),
  },
  { title: 'AdminRecordType' },
);
export type AdminRecordType = Static<typeof AdminRecordType>;

export const AdminRecordTypeList = Type.Object(
  { recordTypes: Type.Array(AdminRecordType) },
  { title: 'AdminRecordTypeList' },
);
export type AdminRecordTypeList = Static<typeof AdminRecordTypeList>;

export const RecordTypePath = Type.Object(
  { recordType: Type.String({ minLength: 1, description: 'API name of the record type' }) },
  { title: 'RecordTypePath' },
);
export type RecordTypePath = Static<typeof RecordTypePath>;
