import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { AuditEventList, AuditQuery } from '../../../contract/audit';
import { apiFetch } from '../../api/api-client';

/** The trail's filters as the page holds them; empty means any. */
export type AuditFilters = Pick<AuditQuery, 'principal' | 'objectType' | 'action' | 'from' | 'to'>;

export const auditFeedKeys = {
  all: ['audit-feed'] as const,
  feed: (filters: AuditFilters) => [...auditFeedKeys.all, filters] as const,
};

/** The whole trail, newest first, narrowed by the filters, a page at a time. */
export const auditFeedQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditFeedKeys.feed(filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AuditEventList>(apiPaths.auditEvents, {
        query: { ...filters, limit: '100', before: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

/** Every event the filters let through, up to `most`, for an export. */
export async function allAuditEvents(filters: AuditFilters, most: number) {
  const events: AuditEventList['events'] = [];
  let before: string | undefined;
  do {
    const page = await apiFetch<AuditEventList>(apiPaths.auditEvents, {
      query: { ...filters, limit: '200', before },
    });
    events.push(...page.events);
    before = page.nextBefore ?? undefined;
  } while (before && events.length < most);
  return events.slice(0, most);
}
