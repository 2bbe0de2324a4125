import { useQuery } from '@tanstack/react-query';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import type { TypeNames } from './merge-text';

/** Record types' singular and plural labels by API name; the API name itself until they load. */
export function useTypeNames(): (objectType: string) => TypeNames {
  const types = useQuery(recordTypesQueryOptions());
  return (objectType) =>
    types.data?.find((type) => type.name === objectType) ?? { label: objectType, labelPlural: objectType };
}
