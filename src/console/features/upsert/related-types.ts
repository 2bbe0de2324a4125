import type { SObjectSummary } from '../../../contract/sobjects';
import { referenceFieldsTo, type EditableField } from './editable-fields';

/** A record type whose records can be saved in the related list of a parent type. */
export interface RelatedType {
  type: SObjectSummary;
  fields: EditableField[];
  /** Its lookups to the parent type, in describe order; the first is the default. */
  referenceFields: EditableField[];
}

/** The record types with at least one lookup to the parent type, in the order of `types`. */
export function relatedTypesOf(
  parentType: string,
  types: readonly SObjectSummary[],
  fieldsByType: ReadonlyMap<string, EditableField[]>,
): RelatedType[] {
  return types.flatMap((type) => {
    const fields = fieldsByType.get(type.name) ?? [];
    const referenceFields = referenceFieldsTo(fields, parentType);
    return referenceFields.length > 0 ? [{ type, fields, referenceFields }] : [];
  });
}
