import type { FieldRule } from '../../contract/field-values';
import type { SObjectFieldType } from '../../contract/sobjects';
import type { FieldDefinition, FieldType, RecordTypeDefinition } from './record-type';

const SALESFORCE_TYPES: Record<FieldType, SObjectFieldType> = {
  text: 'string',
  textarea: 'textarea',
  email: 'email',
  phone: 'phone',
  url: 'url',
  number: 'double',
  date: 'date',
  boolean: 'boolean',
  picklist: 'picklist',
  reference: 'reference',
};

/** A field's type as Salesforce names it: what describe reports and the shared value rules are written for. */
export const salesforceTypeOf = (field: FieldDefinition): SObjectFieldType => SALESFORCE_TYPES[field.type];

/** The value rule of a field; a lookup's rule knows the type it points to. */
export function fieldRuleOf(
  field: FieldDefinition,
  typeNamed: (name: string) => RecordTypeDefinition | undefined,
): FieldRule {
  const target = field.referenceTo === undefined ? undefined : typeNamed(field.referenceTo);
  return {
    type: salesforceTypeOf(field),
    picklistValues: field.picklistValues,
    referenceTarget: target && { name: target.name, keyPrefix: target.keyPrefix },
  };
}
