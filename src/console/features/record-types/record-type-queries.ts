import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type {
  AdminRecordType,
  AdminRecordTypeList,
  CrossObjectMappings,
} from '../../../contract/record-type-admin';
import { apiFetch } from '../../api/api-client';

export const recordTypeAdminKeys = {
  all: ['admin-record-types'] as const,
  list: () => [...recordTypeAdminKeys.all, 'list'] as const,
};

/**
 * Every record type with its fields and mappings. One query serves both pages: a type's page needs the other
 * types' fields for its mappings anyway.
 */
export const adminRecordTypesQueryOptions = () =>
  queryOptions({
    queryKey: recordTypeAdminKeys.list(),
    queryFn: ({ signal }) => apiFetch<AdminRecordTypeList>(apiPaths.adminRecordTypes, { signal }),
    select: (output) => output.recordTypes,
  });

/** Replaces every mapping of a type; searches of the type use them from their next request. */
export const saveCrossObjectsMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ recordType, input }: { recordType: string; input: CrossObjectMappings }) =>
      apiFetch<AdminRecordType>(apiPaths.adminCrossObjects(recordType), { method: 'PUT', body: input }),
  });
