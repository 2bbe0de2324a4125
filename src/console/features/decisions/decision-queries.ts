import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { NotDuplicateList } from '../../../contract/decisions';
import { apiFetch } from '../../api/api-client';
import { notDuplicateKeys } from '../../api/not-duplicate-queries';

/** The not-a-duplicate decisions, newest first, of one record type or all, a page at a time. */
export const decisionsQueryOptions = (objectType: string) =>
  infiniteQueryOptions({
    queryKey: notDuplicateKeys.list(objectType),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<NotDuplicateList>(apiPaths.notDuplicates, {
        query: { objectType: objectType || undefined, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
