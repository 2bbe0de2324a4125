import type { RecordFieldType } from '../../contract/record-type-admin';
import type { UpdateRule } from '../../contract/update-rules';

/** A record type is data, not code: the demo ships Salesforce-like types, admins may define their own. */
export type FieldType = RecordFieldType;

export interface FieldDefinition {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Written by the system only (Id, audit fields); input that sets it is refused. */
  readOnly?: boolean;
  /** For `reference` fields: the API name of the record type pointed to, and the relationship's name. */
  referenceTo?: string;
  relationshipName?: string;
  picklistValues?: string[];
  /** What a write that updates a stored record does with this field's value; absent: OVERWRITE. */
  updateRule?: UpdateRule;
}

/**
 * Fields of one record type searched as fields of another, as the original's Cross Object setting: a Lead's
 * Company is an Account's Name. Matches of the other type are scored with that type's own scenarios.
 */
export interface CrossObjectMapping {
  objectTo: string;
  fields: { fieldFrom: string; fieldTo: string }[];
}

export interface RecordTypeDefinition {
  name: string;
  keyPrefix: string;
  label: string;
  labelPlural: string;
  /** The field shown as the record's name (lookups carry it as `Name`). */
  nameField?: string;
  /** How a record is named, `{FirstName} {LastName}`; absent: the default of its fields (record-display.ts). */
  displayTemplate?: string;
  /** Up to three fields shown beside a record's name; absent: the default of its fields. */
  secondaryFields?: string[];
  fields: FieldDefinition[];
  /** Other record types a search of this one also searches, in order. */
  crossObjects?: CrossObjectMapping[];
  /** The sources of writes, most trusted first (docs/survivorship.md); absent: every source alike. */
  sourceTrust?: string[];
}

/** Fields every record has, maintained by the store. */
export const SYSTEM_FIELDS: FieldDefinition[] = [
  { name: 'Id', label: 'Record ID', type: 'text', readOnly: true },
  { name: 'CreatedDate', label: 'Created Date', type: 'text', readOnly: true },
  { name: 'LastModifiedDate', label: 'Last Modified Date', type: 'text', readOnly: true },
];
