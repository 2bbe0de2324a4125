import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SObjectRecord } from '../../../contract/records';
import type { SObjectField } from '../../../contract/sobjects';
import { mergePreviewQueryOptions } from '../../api/merge-queries';
import { describeQueryOptions } from '../../api/record-types-queries';
import { differingFields, initialChoices, mergeInputOf, type MergeChoices } from './merge-choices';

/**
 * The merge a steward is putting together: the fields to choose among, the choices (from the service's defaults),
 * the merge they ask for, and the master the service would make of it, asked again as the choices change.
 */
export function useMergeDraft(
  objectType: string,
  records: SObjectRecord[],
  open: boolean,
  group?: { jobId: string; groupId: string },
) {
  const describe = useQuery({ ...describeQueryOptions(objectType), enabled: objectType !== '' });
  const [choices, setChoices] = useState<MergeChoices>(() => initialChoices(records));
  const fields = useMemo<SObjectField[]>(
    () => (describe.data?.fields ?? []).filter((field) => field.updateable),
    [describe.data],
  );
  const differing = useMemo(
    () =>
      differingFields(
        records,
        fields.map((field) => field.name),
      ),
    [records, fields],
  );
  const input = mergeInputOf(choices, records, group);
  const preview = useQuery({
    ...mergePreviewQueryOptions(input),
    enabled: open && input.objectIds.length >= 2,
  });
  return { objectType, open, records, describe, fields, differing, choices, setChoices, input, preview };
}

export type MergeDraft = ReturnType<typeof useMergeDraft>;
