import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldChange } from '../../../contract/audit';
import type { MergeResult } from '../../../contract/merge';
import { mergeMutationOptions, refreshAfterMerge } from '../../api/merge-queries';
import { masterChanges } from './merge-text';
import type { MergeDraft } from './use-merge-draft';

/** A merge made, with what it changed on the master, which only the records as they were can tell. */
export interface MergeOutcome {
  result: MergeResult;
  changes: FieldChange[];
}

/**
 * A merge asked for, confirmed, then made: `ask` opens the confirmation (remembering what follows the merge),
 * `confirm` writes it and reads everything it touched again before `onMerged` is told.
 */
export function useConfirmedMerge<Then>(
  draft: MergeDraft,
  onMerged: (outcome: MergeOutcome, then: Then) => unknown,
) {
  const queryClient = useQueryClient();
  const merge = useMutation(mergeMutationOptions());
  const [asked, setAsked] = useState<{ then: Then } | null>(null);
  const confirm = () => {
    if (!asked) return;
    const { then } = asked;
    setAsked(null);
    const master = draft.records.find((record) => record.Id === draft.input.masterId);
    merge.mutate(draft.input, {
      onSuccess: async (result) => {
        const fields = draft.fields.map((field) => field.name);
        const changes = master ? masterChanges(master, result.master, fields) : [];
        await refreshAfterMerge(queryClient);
        await onMerged({ result, changes }, then);
      },
    });
  };
  return {
    ask: (then: Then) => {
      if (!merge.isPending) setAsked({ then });
    },
    asking: asked !== null,
    confirm,
    cancel: () => setAsked(null),
    merging: merge.isPending,
    error: merge.error,
  };
}
