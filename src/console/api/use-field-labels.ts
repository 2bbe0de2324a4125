import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { describeQueryOptions } from './record-types-queries';

/** A record type's field labels by API name; empty while its describe loads, or when it cannot be read. */
export function useFieldLabels(objectType: string): ReadonlyMap<string, string> {
  const describe = useQuery({ ...describeQueryOptions(objectType), enabled: objectType !== '' });
  return useMemo(
    () => new Map((describe.data?.fields ?? []).map((field) => [field.name, field.label])),
    [describe.data],
  );
}

/**
 * Field labels of several record types, for a list whose rows are of any of them (the audit trail): a field's
 * label in its type, or its API name while the type's describe loads or where it has none.
 */
export function useFieldLabelOf(
  objectTypes: readonly string[],
): (objectType: string, field: string) => string {
  const distinct = [...new Set(objectTypes.filter((type) => type !== ''))].sort();
  const describes = useQueries({ queries: distinct.map((type) => describeQueryOptions(type)) });
  const byType = new Map(
    distinct.map((type, index) => [
      type,
      new Map((describes[index]?.data?.fields ?? []).map((field) => [field.name, field.label])),
    ]),
  );
  return (objectType, field) => byType.get(objectType)?.get(field) ?? field;
}
