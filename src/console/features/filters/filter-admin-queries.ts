import { mutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { Filter, FilterCount, FilterCountInput, FilterInput } from '../../../contract/filters';
import { apiFetch } from '../../api/api-client';

interface FilterRef {
  recordType: string;
  developerName: string;
}

/** Creates or replaces a filter; searches that name it use it from the next request. */
export const saveFilterMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ recordType, developerName, input }: FilterRef & { input: FilterInput }) =>
      apiFetch<Filter>(apiPaths.filter(recordType, developerName), { method: 'PUT', body: input }),
  });

export const deleteFilterMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ recordType, developerName }: FilterRef) =>
      apiFetch<void>(apiPaths.filter(recordType, developerName), { method: 'DELETE' }),
  });

/**
 * How many records of the type conditions keep, before they are saved; a scan of every record of the type. `shown`
 * names the form's conditions as counted, so the form can tell a count of earlier conditions.
 */
export const countFilterMatchesMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ input }: { input: FilterCountInput; shown: string }) =>
      apiFetch<FilterCount>(apiPaths.filterCount, { method: 'POST', body: input }),
  });
