import type { StoredValue } from '../records/record-store';
import type { CrossObjectMapping, RecordTypeDefinition } from '../records/record-type';

export interface CrossObjectInput {
  type: RecordTypeDefinition;
  /** The input's values under the other type's field names. */
  values: Record<string, string>;
}

/**
 * The other record types a search of `type` also searches (design.md §5, cross-object), each with the input's values
 * carried over to its fields. A type none of whose mapped fields the input fills is left out: it would have nothing
 * to compare.
 */
export function crossObjectInputs(
  type: RecordTypeDefinition,
  values: Readonly<Record<string, string>>,
  typeNamed: (name: string) => RecordTypeDefinition | undefined,
): CrossObjectInput[] {
  const inputs: CrossObjectInput[] = [];
  for (const mapping of type.crossObjects ?? []) {
    const target = typeNamed(mapping.objectTo);
    if (!target) continue;
    const carried = carriedValues(mapping, values);
    if (Object.keys(carried).length > 0) inputs.push({ type: target, values: carried });
  }
  return inputs;
}

/** Values under the other type's field names, as the mapping carries them over; an empty value stays behind. */
export function carriedValues(
  mapping: CrossObjectMapping,
  values: Readonly<Record<string, StoredValue | undefined>>,
): Record<string, string> {
  const carried: Record<string, string> = {};
  for (const { fieldFrom, fieldTo } of mapping.fields) {
    const value = values[fieldFrom];
    if (value !== undefined && value !== null) carried[fieldTo] = String(value);
  }
  return carried;
}

/** The mapping by which `type` carries its values over to the type named, when it has one. */
export const mappingOnto = (type: RecordTypeDefinition, name: string): CrossObjectMapping | undefined =>
  type.crossObjects?.find((mapping) => mapping.objectTo === name);
