import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { DescribeGlobalOutput } from '../../../contract/sobjects';
import { apiFetch } from '../../api/api-client';

export const recordTypeKeys = {
  all: ['record-types'] as const,
  list: () => [...recordTypeKeys.all, 'list'] as const,
};

/** The record types the service knows (Salesforce describe-global); they change rarely, so cache them long. */
export const recordTypesQueryOptions = () =>
  queryOptions({
    queryKey: recordTypeKeys.list(),
    queryFn: ({ signal }) => apiFetch<DescribeGlobalOutput>(apiPaths.describeGlobal, { signal }),
    select: (output) => [...output.sobjects].sort((a, b) => a.label.localeCompare(b.label)),
    staleTime: 10 * 60_000,
  });
