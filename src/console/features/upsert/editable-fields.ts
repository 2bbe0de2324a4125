import type { FieldRule } from '../../../contract/field-values';
import type { SObjectDescribeOutput, SObjectFieldType, SObjectSummary } from '../../../contract/sobjects';

/** One input of the upsert form: a field a client may write, described as the service checks it. */
export interface EditableField {
  /** API name, e.g. Email. */
  name: string;
  label: string;
  type: SObjectFieldType;
  /** Describe's `nillable: false`: a new record must have a value. */
  required: boolean;
  /** Active picklist values, in describe order. */
  options: { value: string; label: string }[];
  /** Record types a lookup points to, e.g. ['Campaign']. */
  referenceTo: string[];
  /** The shared validation rule of `checkFieldValue`. */
  rule: FieldRule;
  /** Label of the field's record type, which the service names when a required value is missing. */
  typeLabel: string;
}

/**
 * The fields of a record type the upsert form offers: the createable ones in describe order. A lookup's rule
 * carries the type it points to and its key prefix, so an id of another type is refused before it is sent.
 */
export function editableFields(
  describe: Pick<SObjectDescribeOutput, 'label' | 'fields'>,
  recordTypes: readonly Pick<SObjectSummary, 'name' | 'keyPrefix'>[],
): EditableField[] {
  const prefixes = new Map(recordTypes.map((type) => [type.name, type.keyPrefix]));
  return describe.fields
    .filter((field) => field.createable)
    .map((field) => {
      const options = field.picklistValues.filter((value) => value.active);
      const rule: FieldRule = { type: field.type };
      if (options.length > 0) rule.picklistValues = options.map((option) => option.value);
      const target = field.referenceTo.length === 1 ? field.referenceTo[0]! : undefined;
      const keyPrefix = target ? prefixes.get(target) : undefined;
      if (target && keyPrefix) rule.referenceTarget = { name: target, keyPrefix };
      return {
        name: field.name,
        label: field.label,
        type: field.type,
        required: !field.nillable,
        options: options.map(({ value, label }) => ({ value, label })),
        referenceTo: field.referenceTo,
        rule,
        typeLabel: describe.label,
      };
    });
}

/** The lookups of a record type that can point to a record of `parentType`: what a related entry may link by. */
export function referenceFieldsTo(fields: readonly EditableField[], parentType: string): EditableField[] {
  return fields.filter((field) => field.type === 'reference' && field.referenceTo.includes(parentType));
}
