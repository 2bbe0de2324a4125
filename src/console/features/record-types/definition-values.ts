import type {
  AdminRecordType,
  NewRecordType,
  RecordFieldInput,
  RecordFieldType,
  RecordTypeChange,
} from '../../../contract/record-type-admin';

/** Field types as Salesforce's setup names them. */
export const FIELD_TYPE_LABELS: Record<RecordFieldType, string> = {
  text: 'Text',
  textarea: 'Text area',
  email: 'Email',
  phone: 'Phone',
  url: 'URL',
  number: 'Number',
  date: 'Date',
  boolean: 'Checkbox',
  picklist: 'Picklist',
  reference: 'Lookup',
};

export interface FieldRowValues {
  name: string;
  label: string;
  type: string;
  required: boolean;
  referenceTo: string;
  /** One value a line, as the admin types them. */
  picklistValues: string;
  /** A stored field keeps its API name: another name is another field, and its values would be lost. */
  stored: boolean;
}

export interface DefinitionFormValues {
  name: string;
  keyPrefix: string;
  label: string;
  labelPlural: string;
  /** '' for none. */
  nameField: string;
  /** How a record is named, fields in braces; '' for the type's default. */
  displayTemplate: string;
  /** API names of up to three fields shown beside a record's name. */
  secondaryFields: string[];
  fields: FieldRowValues[];
}

/** Most secondary fields a type shows beside a record's name. */
export const MAX_SECONDARY_FIELDS = 3;

export const emptyFieldRow = (): FieldRowValues => ({
  name: '',
  label: '',
  type: 'text',
  required: false,
  referenceTo: '',
  picklistValues: '',
  stored: false,
});

/** A new type starts with one field, its name, as most types are named by one. */
export const newDefinitionValues = (): DefinitionFormValues => ({
  name: '',
  keyPrefix: '',
  label: '',
  labelPlural: '',
  nameField: 'Name',
  displayTemplate: '',
  secondaryFields: [],
  fields: [{ ...emptyFieldRow(), name: 'Name', label: 'Name', required: true }],
});

export const toDefinitionFormValues = (type: AdminRecordType): DefinitionFormValues => ({
  name: type.name,
  keyPrefix: type.keyPrefix,
  label: type.label,
  labelPlural: type.labelPlural,
  nameField: type.nameField ?? '',
  displayTemplate: type.displayTemplate ?? '',
  secondaryFields: type.secondaryFields,
  fields: type.fields.map((field) => ({
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required,
    referenceTo: field.referenceTo ?? '',
    picklistValues: (field.picklistValues ?? []).join('\n'),
    stored: true,
  })),
});

/** What a row sends: a lookup target only for a reference, values only for a picklist, as the service wants. */
const toFieldInput = (row: FieldRowValues): RecordFieldInput => ({
  name: row.name.trim(),
  label: row.label,
  type: row.type,
  required: row.required,
  referenceTo: row.type === 'reference' ? row.referenceTo : null,
  picklistValues:
    row.type === 'picklist'
      ? row.picklistValues
          .split('\n')
          .map((value) => value.trim())
          .filter((value) => value !== '')
      : null,
});

export const toRecordTypeChange = (values: DefinitionFormValues): RecordTypeChange => ({
  label: values.label,
  labelPlural: values.labelPlural,
  nameField: values.nameField === '' ? null : values.nameField,
  displayTemplate: values.displayTemplate.trim() || null,
  secondaryFields: values.secondaryFields,
  fields: values.fields.map(toFieldInput),
});

export const toNewRecordType = (values: DefinitionFormValues): NewRecordType => ({
  name: values.name.trim(),
  keyPrefix: values.keyPrefix.trim(),
  ...toRecordTypeChange(values),
});

type TopLevel =
  'name' | 'keyPrefix' | 'label' | 'labelPlural' | 'nameField' | 'displayTemplate' | 'secondaryFields';
type RowField = Exclude<keyof FieldRowValues, 'stored'>;

/**
 * The form's input for a field the service names (`fields.2.picklistValues.1` is the row's values,
 * `secondaryFields.1` the select of them all); a problem of the whole list (a field something uses cannot go) is
 * the page's.
 */
export function definitionPathOf(serverField: string): TopLevel | `fields.${number}.${RowField}` | undefined {
  if (/^(name|keyPrefix|label|labelPlural|nameField|displayTemplate)$/.test(serverField)) {
    return serverField as TopLevel;
  }
  if (/^secondaryFields(\.\d+)?$/.test(serverField)) return 'secondaryFields';
  const row = /^fields\.(\d+)\.(name|label|type|required|referenceTo|picklistValues)(\.\d+)?$/.exec(
    serverField,
  );
  return row ? `fields.${Number(row[1])}.${row[2] as RowField}` : undefined;
}
