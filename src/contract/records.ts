import Type, { type Static } from 'typebox';

/** `attributes` of a serialised record, as Salesforce writes it. */
export const RecordAttributes = Type.Object(
  {
    type: Type.String({ description: 'Record type API name' }),
    url: Type.String({ description: 'Relative record resource path; answers a GET with the record' }),
  },
  { title: 'RecordAttributes' },
);
export type RecordAttributes = Static<typeof RecordAttributes>;

/** A record in Salesforce's JSON shape: its fields, `Id`, `attributes`, lookups as nested `{attributes, Id, Name}`. */
export const SObjectRecord = Type.Object(
  { attributes: RecordAttributes, Id: Type.Optional(Type.String()) },
  { title: 'SObjectRecord', additionalProperties: true },
);
export type SObjectRecord = Static<typeof SObjectRecord> & Record<string, unknown>;

/** A field value as it travels on the wire. */
export const FieldValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()], {
  title: 'FieldValue',
});
export type FieldValue = Static<typeof FieldValue>;
