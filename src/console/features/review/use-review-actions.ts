import { useState } from 'react';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { MergeInput } from '../../../contract/merge';
import type { MergeNotice } from './review-navigation-state';
import { mergeMutationOptions, refreshReviews } from './review-queries';
import { useReviewShortcuts, type ReviewActions } from './use-review-shortcuts';

interface ReviewActionsOptions<Decided, Decision> {
  /** Whether the records may still be merged or decided. */
  open: boolean;
  /** Whether they may be merged; records of two types may only be decided. */
  mergeable: boolean;
  objectType: string;
  /** What a merge notice calls the records merged: "Group 12", "The pair". */
  subject: string;
  mergeInput: MergeInput;
  /** The decision that the records are not duplicates, as the service takes it for them. */
  notDuplicate: { mutation: UseMutationOptions<Decided, Error, Decision>; variables: Decision };
  /** Moves on to the next item to review, carrying a merge's notice there. */
  goToNext: (merged?: MergeNotice) => Promise<void>;
  /** A merge the previous page made, still to be shown with its Undo. */
  initialNotice: MergeNotice | undefined;
}

/**
 * A review page's actions with their keys: merge (and stay, showing the merge with its Undo, or move on), decide
 * not duplicates and move on, or skip. Whatever changes reads the groups, the queue and the pairs again.
 */
export function useReviewActions<Decided, Decision>(options: ReviewActionsOptions<Decided, Decision>) {
  const { open, objectType, subject, mergeInput, goToNext } = options;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState(options.initialNotice);
  const merge = useMutation(mergeMutationOptions());
  const notDuplicate = useMutation(options.notDuplicate.mutation);
  const refresh = () => refreshReviews(queryClient);

  const runMerge = (thenNext: boolean) => {
    if (!options.mergeable || merge.isPending) return;
    merge.mutate(mergeInput, {
      onSuccess: async (result) => {
        await refresh();
        const merged: MergeNotice = { result, subject, objectType };
        if (thenNext) await goToNext(merged);
        else setNotice(merged);
      },
    });
  };
  const actions: ReviewActions = {
    merge: () => runMerge(false),
    mergeNext: () => runMerge(true),
    notDuplicate: () => {
      if (!open || notDuplicate.isPending) return;
      notDuplicate.mutate(options.notDuplicate.variables, {
        onSuccess: async () => {
          await refresh();
          await goToNext();
        },
      });
    },
    skip: () => void goToNext(),
  };
  useReviewShortcuts(actions);

  return {
    actions,
    notice,
    refresh,
    merging: merge.isPending,
    deciding: notDuplicate.isPending,
    error: merge.error ?? notDuplicate.error,
  };
}
