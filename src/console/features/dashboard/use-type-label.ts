import { useQuery } from '@tanstack/react-query';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import type { TypeLabel } from './dashboard-figures';

/** Record types by their plural label ("Leads"); the API name until the labels have loaded, or if they fail. */
export function useTypeLabel(): TypeLabel {
  const { data } = useQuery(recordTypesQueryOptions());
  return (objectType) => data?.find((type) => type.name === objectType)?.labelPlural ?? objectType;
}
