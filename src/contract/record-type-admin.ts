import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';
import { UpdateRuleValue } from './update-rules';

/** What a field holds: the kinds Salesforce's describe reports as string, textarea, email and so on. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'url',
  'number',
  'date',
  'boolean',
  'picklist',
  'reference',
] as const;
export type RecordFieldType = (typeof FIELD_TYPES)[number];

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
    type: Type.String({ description: FIELD_TYPES.join(', ') }),
    required: Type.Boolean(),
    readOnly: Type.Boolean(),
    referenceTo: Type.Union([Type.String(), Type.Null()]),
    picklistValues: Type.Union([Type.Array(Type.String()), Type.Null()]),
    updateRule: UpdateRuleValue,
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
    displayTemplate: Type.Union([Type.String(), Type.Null()], {
      description: 'How a record is named, as set by an admin; null: `defaultDisplayTemplate`',
    }),
    defaultDisplayTemplate: Type.String({
      description:
        'The name when no template is set: `{Name}` (or the name field), else `{FirstName} {LastName}`, else the ' +
        'first text field',
    }),
    secondaryFields: Type.Array(Type.String(), {
      description: 'Up to three fields shown beside a record’s name, in order',
    }),
    fields: Type.Array(AdminRecordField),
    crossObjects: Type.Array(CrossObjectMapping),
    sourceTrust: Type.Array(Type.String(), {
      description:
        'The sources of writes, most trusted first (docs/survivorship.md): a client id, or `import`; empty: every ' +
        'source is trusted alike',
    }),
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

/**
 * A field as an admin defines it. The type, lookup target and picklist values are checked by the service, which
 * names the path of every problem (`fields.2.type`); the system fields (Id, CreatedDate, LastModifiedDate) are
 * every type's already.
 */
export const RecordFieldInput = Type.Object(
  {
    name: Type.String({
      maxLength: 40,
      description: 'API name: a letter, then letters, digits or underscores',
    }),
    label: Type.String({ maxLength: 80 }),
    type: Type.String({ description: `${FIELD_TYPES.join(', ')}; checked by the service, which names it` }),
    required: Type.Optional(Type.Boolean({ description: 'false when not given' })),
    referenceTo: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'A reference field’s record type (this one or another that exists); only for references',
      }),
    ),
    picklistValues: Type.Optional(
      Type.Union([Type.Array(Type.String({ maxLength: 255 }), { maxItems: 1000 }), Type.Null()], {
        description: 'A picklist’s values, in order; only for picklists',
      }),
    ),
  },
  { title: 'RecordFieldInput', additionalProperties: false },
);
export type RecordFieldInput = Static<typeof RecordFieldInput>;

const definitionProperties = {
  label: Type.String({ maxLength: 80 }),
  labelPlural: Type.String({ maxLength: 80 }),
  nameField: Type.Union([Type.String(), Type.Null()], {
    description: 'The field shown as a record’s name (lookups carry it as `Name`): one of `fields`',
  }),
  displayTemplate: Type.Optional(
    Type.Union([Type.String({ maxLength: 200 }), Type.Null()], {
      description:
        'How a record is named: text with fields in braces, `{FirstName} {LastName}`; null for the default. ' +
        'Kept as stored when not given',
    }),
  ),
  secondaryFields: Type.Optional(
    Type.Array(Type.String(), {
      maxItems: 3,
      description: 'Up to three fields shown beside a record’s name, in order. Kept as stored when not given',
    }),
  ),
  fields: Type.Array(RecordFieldInput, { maxItems: 500, description: 'Every field, in the order shown' }),
};

/** Everything of a record type an admin may change; its name and key prefix stay as created. */
export const RecordTypeChange = Type.Object(definitionProperties, {
  title: 'RecordTypeChange',
  additionalProperties: false,
});
export type RecordTypeChange = Static<typeof RecordTypeChange>;

export const NewRecordType = Type.Object(
  {
    name: Type.String({
      maxLength: 40,
      description: 'API name: a letter, then letters, digits or underscores',
    }),
    keyPrefix: Type.String({ description: 'The first 3 characters of its records’ ids, letters or digits' }),
    ...definitionProperties,
  },
  { title: 'NewRecordType', additionalProperties: false },
);
export type NewRecordType = Static<typeof NewRecordType>;

export const RecordTypeChangeQuery = Type.Object(
  {
    confirm: Type.Optional(
      StringEnum(['true', 'false'], {
        description:
          'true: fields removed, or of another type, lose the values records hold in them (a 409 says how many ' +
          'records hold one when not confirmed)',
      }),
    ),
  },
  { title: 'RecordTypeChangeQuery', additionalProperties: false },
);
export type RecordTypeChangeQuery = Static<typeof RecordTypeChangeQuery>;
