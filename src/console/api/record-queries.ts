import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { SObjectRecord } from '../../contract/records';
import type { RecordFieldSources } from '../../contract/update-rules';
import { apiFetch } from './api-client';

export const recordKeys = {
  all: ['records'] as const,
  detail: (objectType: string, recordId: string) => [...recordKeys.all, objectType, recordId] as const,
};

/** One record in Salesforce's shape, lookups with their names. */
export const recordQueryOptions = (objectType: string, recordId: string) =>
  queryOptions({
    queryKey: recordKeys.detail(objectType, recordId),
    queryFn: ({ signal }) => apiFetch<SObjectRecord>(apiPaths.record(objectType, recordId), { signal }),
  });

/** Which source wrote each of a record's stored values, and when. */
export const recordFieldSourcesQueryOptions = (recordId: string) =>
  queryOptions({
    queryKey: [...recordKeys.all, 'field-sources', recordId] as const,
    queryFn: ({ signal }) => apiFetch<RecordFieldSources>(apiPaths.recordFieldSources(recordId), { signal }),
  });

export const auditKeys = {
  all: ['audit-events'] as const,
  record: (recordId: string) => [...auditKeys.all, 'record', recordId] as const,
};

/** A record's changes, newest first, a page at a time; each further page is older. */
export const recordHistoryQueryOptions = (recordId: string) =>
  infiniteQueryOptions({
    queryKey: auditKeys.record(recordId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AuditEventList>(apiPaths.auditEvents, { query: { recordId, before: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
