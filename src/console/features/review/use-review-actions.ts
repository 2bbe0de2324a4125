import { useState } from 'react';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useConfirmedMerge, type MergeOutcome } from '../../ui/merge/use-confirmed-merge';
import type { MergeDraft } from '../../ui/merge/use-merge-draft';
import type { ReviewUndo } from './decision-notice';
import { useReviewNavigationState, type ReviewNavigationState } from './review-navigation-state';
import { refreshReviews } from './review-queries';
import { useReviewShortcuts, type ReviewActions } from './use-review-shortcuts';

/** What the next page is told of the review just made. */
export type ReviewTold = Pick<ReviewNavigationState, 'merged' | 'decided'>;

interface ReviewActionsOptions<Decided, Decision> {
  /** Whether the records may still be merged or decided. */
  open: boolean;
  /** Whether they may be merged; records of two types may only be decided. */
  mergeable: boolean;
  /** The records reviewed by name, as a decision's notice names them: "Jane Doe and Jane Do". */
  subject: string;
  draft: MergeDraft;
  /**
   * The decision that the records are not duplicates, as the service takes it for them, and what its Undo
   * withdraws, read from the service's answer.
   */
  notDuplicate: {
    mutation: UseMutationOptions<Decided, Error, Decision>;
    variables: Decision;
    undo: (decided: Decided) => ReviewUndo;
  };
  /** Moves on to the next item to review, telling it what was just done. */
  goToNext: (told?: ReviewTold) => Promise<void>;
  /** A merge the previous page made, still to be shown with its Undo. */
  initialNotice: MergeOutcome | undefined;
}

/**
 * A review page's actions with their keys: merge after confirming (and stay, showing the merge with its Undo, or
 * move on), decide not duplicates and move on, or skip; the page moved on to tells the decision or skip with an
 * Undo that comes back here. Whatever changes reads the groups, the queue and the pairs again.
 */
export function useReviewActions<Decided, Decision>(options: ReviewActionsOptions<Decided, Decision>) {
  const { open, subject, goToNext } = options;
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { list, queue, position } = useReviewNavigationState();
  const toldWithUndo = (undo: ReviewUndo): ReviewTold => ({
    decided: { subject, undo, item: { to: pathname, state: { list, queue, position } } },
  });
  const [notice, setNotice] = useState(options.initialNotice);
  const merge = useConfirmedMerge(options.draft, async (merged, thenNext: boolean) => {
    if (thenNext) await goToNext({ merged });
    else setNotice(merged);
  });
  const notDuplicate = useMutation(options.notDuplicate.mutation);

  const askMerge = (thenNext: boolean) => {
    if (options.mergeable && options.draft.preview.data) merge.ask(thenNext);
  };
  const actions: ReviewActions = {
    merge: () => askMerge(false),
    mergeNext: () => askMerge(true),
    notDuplicate: () => {
      if (!open || notDuplicate.isPending) return;
      notDuplicate.mutate(options.notDuplicate.variables, {
        onSuccess: async (decided) => {
          await refreshReviews(queryClient);
          await goToNext(toldWithUndo(options.notDuplicate.undo(decided)));
        },
      });
    },
    skip: () => void goToNext(toldWithUndo({ kind: 'skip' })),
  };
  useReviewShortcuts(actions);

  return {
    actions,
    merge,
    notice,
    merging: merge.merging,
    deciding: notDuplicate.isPending,
    error: merge.error ?? notDuplicate.error,
  };
}
