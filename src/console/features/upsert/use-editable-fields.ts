import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { SObjectDescribeOutput, SObjectSummary } from '../../../contract/sobjects';
import { describeQueryOptions } from '../../api/record-types-queries';
import { editableFields, type EditableField } from './editable-fields';

const combine = (results: UseQueryResult<SObjectDescribeOutput>[]) => ({
  describes: results.flatMap((result) => (result.data ? [result.data] : [])),
  pending: results.some((result) => result.isPending),
  failed: results.find((result) => result.isError),
});

/**
 * The editable fields of every record type, by API name: the upserted type's form, and which types can be saved
 * in its related list with what fields. Describe answers are cached long, so this costs one round once.
 */
export function useEditableFieldsByType(types: readonly SObjectSummary[] | undefined) {
  const { describes, pending, failed } = useQueries({
    queries: (types ?? []).map((type) => describeQueryOptions(type.name)),
    combine,
  });
  const fieldsByType = useMemo(
    () =>
      new Map<string, EditableField[]>(
        describes.map((describe) => [describe.name, editableFields(describe, types ?? [])]),
      ),
    [describes, types],
  );
  return { fieldsByType, pending: pending || types === undefined, failed };
}
