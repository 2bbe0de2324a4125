import type { SObjectRecord } from '../../../contract/records';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { MergeDraftTable } from './MergeDraftTable';
import { MergeNoticeAlert } from './MergeNoticeAlert';
import { ReviewActionBar } from './ReviewActionBar';
import type { MergeDraft } from './use-merge-draft';
import type { useReviewActions } from './use-review-actions';

interface ReviewWorkspaceProps {
  review: ReturnType<typeof useReviewActions>;
  draft: MergeDraft;
  records: SObjectRecord[];
  /** Caption of the records' table, e.g. "Records of group 12". */
  caption: string;
  open: boolean;
  mergeable: boolean;
}

/** What a review page works with: the last merge with its Undo, the actions, and the records with their choices. */
export function ReviewWorkspace({ review, draft, records, caption, open, mergeable }: ReviewWorkspaceProps) {
  return (
    <>
      {review.notice && <MergeNoticeAlert notice={review.notice} onUndone={review.refresh} />}
      {review.error && <ApiErrorAlert error={review.error} />}
      <ReviewActionBar
        actions={review.actions}
        open={open}
        mergeable={mergeable}
        merging={review.merging}
        deciding={review.deciding}
      />
      <MergeDraftTable caption={caption} records={records} draft={draft} open={mergeable} />
    </>
  );
}
