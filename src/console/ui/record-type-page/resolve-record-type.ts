import type { SObjectSummary } from '../../../contract/sobjects';

type RecordTypeRef = Pick<SObjectSummary, 'name' | 'keyPrefix'>;

/**
 * Finds the record type a URL or user input names, by API name or by key prefix. Prefixes are case-sensitive like
 * record ids (`00Q` is Lead); names are matched case-insensitively as a convenience for typed URLs.
 */
export function resolveRecordType<T extends RecordTypeRef>(types: readonly T[], ref: string): T | undefined {
  const wanted = ref.trim();
  if (!wanted) return undefined;
  return (
    types.find((type) => type.name === wanted) ??
    types.find((type) => type.keyPrefix === wanted) ??
    types.find((type) => type.name.toLowerCase() === wanted.toLowerCase())
  );
}

/** Whether a typed filter text matches a record type by label, API name or key prefix. */
export function matchesRecordType(type: Pick<SObjectSummary, 'name' | 'label' | 'keyPrefix'>, text: string) {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [type.label, type.name, type.keyPrefix].some((value) => value.toLowerCase().includes(needle));
}
