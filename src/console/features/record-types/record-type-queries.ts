import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type {
  AdminRecordType,
  AdminRecordTypeList,
  CrossObjectMappings,
  NewRecordType,
  RecordTypeChange,
} from '../../../contract/record-type-admin';
import type { FieldUpdateRules, SourceTrust } from '../../../contract/update-rules';
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

/** Replaces every field's update rule of a type; writes follow them from their next request. */
export const saveUpdateRulesMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ recordType, input }: { recordType: string; input: FieldUpdateRules }) =>
      apiFetch<AdminRecordType>(apiPaths.adminUpdateRules(recordType), { method: 'PUT', body: input }),
  });

/** Replaces a type's ranking of sources; writes weigh it from their next request. */
export const saveSourceTrustMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ recordType, input }: { recordType: string; input: SourceTrust }) =>
      apiFetch<AdminRecordType>(apiPaths.adminSourceTrust(recordType), { method: 'PUT', body: input }),
  });

export const createRecordTypeMutationOptions = () =>
  mutationOptions({
    mutationFn: (input: NewRecordType) =>
      apiFetch<AdminRecordType>(apiPaths.adminRecordTypes, { method: 'POST', body: input }),
  });

/**
 * Replaces a type's labels and fields. Unconfirmed, a change that would drop values records hold answers 409
 * saying how many; confirmed, it drops them.
 */
export const saveRecordTypeMutationOptions = () =>
  mutationOptions({
    mutationFn: ({
      recordType,
      input,
      confirmed,
    }: {
      recordType: string;
      input: RecordTypeChange;
      confirmed: boolean;
    }) =>
      apiFetch<AdminRecordType>(
        `${apiPaths.adminRecordType(recordType)}${confirmed ? '?confirm=true' : ''}`,
        {
          method: 'PUT',
          body: input,
        },
      ),
  });

export const deleteRecordTypeMutationOptions = () =>
  mutationOptions({
    mutationFn: (recordType: string) =>
      apiFetch<void>(apiPaths.adminRecordType(recordType), { method: 'DELETE' }),
  });
