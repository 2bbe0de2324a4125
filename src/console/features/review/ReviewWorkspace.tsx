import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { MergeConfirmDialog } from '../../ui/merge/MergeConfirmDialog';
import { MergeEditor } from '../../ui/merge/MergeEditor';
import { MergeSummary } from '../../ui/merge/MergeSummary';
import type { MergeDraft } from '../../ui/merge/use-merge-draft';
import { DecisionSnackbar } from './DecisionSnackbar';
import { ReviewActionBar } from './ReviewActionBar';
import type { useReviewActions } from './use-review-actions';

interface ReviewWorkspaceProps {
  review: ReturnType<typeof useReviewActions>;
  draft: MergeDraft;
  /** Caption of the records' table, e.g. "Records of the group". */
  caption: string;
  labels: ReadonlyMap<string, string>;
  open: boolean;
  mergeable: boolean;
}

/**
 * What a review page works with: the last merge with its Undo, the decision that led here, the actions, and the
 * records with their choices. A merge just made on this page is all it shows, until it is undone.
 */
export function ReviewWorkspace({ review, draft, caption, labels, open, mergeable }: ReviewWorkspaceProps) {
  const { notice, merge } = review;
  const mergedHere = notice !== undefined && !open;
  return (
    <>
      {notice && <MergeSummary key={notice.result.mergeId} outcome={notice} labels={labels} />}
      {/* One Undo at a time: a merge made here replaces the notice of the decision that led here. */}
      <DecisionSnackbar hidden={notice !== undefined} />
      {review.error && <ApiErrorAlert error={review.error} />}
      {!mergedHere && (
        <>
          <ReviewActionBar
            actions={review.actions}
            open={open}
            mergeable={mergeable && draft.preview.data !== undefined}
            merging={review.merging}
            deciding={review.deciding}
          />
          <MergeEditor draft={draft} caption={caption} />
        </>
      )}
      <MergeConfirmDialog
        open={merge.asking}
        preview={draft.preview.data}
        onConfirm={merge.confirm}
        onCancel={merge.cancel}
      />
    </>
  );
}
