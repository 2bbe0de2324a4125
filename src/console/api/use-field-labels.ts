import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { describeQueryOptions } from './record-types-queries';

/** A record type's field labels by API name; empty while its describe loads, or when it cannot be read. */
export function useFieldLabels(objectType: string): ReadonlyMap<string, string> {
  const describe = useQuery({ ...describeQueryOptions(objectType), enabled: objectType !== '' });
  return useMemo(
    () => new Map((describe.data?.fields ?? []).map((field) => [field.name, field.label])),
    [describe.data],
  );
}
