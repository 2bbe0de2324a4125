import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { DescribeGlobalOutput, SObjectDescribeOutput } from '../../contract/sobjects';
import { apiFetch } from './api-client';

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

export const describeKeys = {
  all: [...recordTypeKeys.all, 'describe'] as const,
  detail: (type: string) => [...describeKeys.all, type] as const,
};

/** A record type's fields with labels and types; like the type list it rarely changes, so it is cached long. */
export const describeQueryOptions = (objectName: string) =>
  queryOptions({
    queryKey: describeKeys.detail(objectName),
    queryFn: ({ signal }) => apiFetch<SObjectDescribeOutput>(apiPaths.describe(objectName), { signal }),
    staleTime: 10 * 60_000,
  });
