import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { RecordList, RecordListQuery } from '../../contract/record-list';
import { apiFetch } from './api-client';

export const recordListKeys = {
  all: ['record-list'] as const,
  page: (query: RecordListQuery) => [...recordListKeys.all, query] as const,
};

/**
 * One page of a record type's records. The page shown stays while the next loads, so the grid keeps its rows and
 * its row count rather than jumping back to an empty first page.
 */
export const recordListQueryOptions = (query: RecordListQuery) =>
  queryOptions({
    queryKey: recordListKeys.page(query),
    queryFn: ({ signal }) => apiFetch<RecordList>(apiPaths.recordList, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
