import { infiniteQueryOptions, mutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { NotDuplicateList } from '../../../contract/decisions';
import { apiFetch } from '../../api/api-client';

export const decisionKeys = {
  all: ['not-duplicates'] as const,
  list: (objectType: string) => [...decisionKeys.all, 'list', objectType] as const,
};

/** The not-a-duplicate decisions, newest first, of one record type or all, a page at a time. */
export const decisionsQueryOptions = (objectType: string) =>
  infiniteQueryOptions({
    queryKey: decisionKeys.list(objectType),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<NotDuplicateList>(apiPaths.notDuplicates, {
        query: { objectType: objectType || undefined, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export const restoreDecisionMutationOptions = () =>
  mutationOptions({
    mutationFn: (decisionId: string) =>
      apiFetch<void>(apiPaths.notDuplicate(decisionId), { method: 'DELETE' }),
  });
