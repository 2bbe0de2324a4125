import { useLocation } from 'react-router';
import type { MergeResult } from '../../../contract/merge';

/** A merge just made, shown with its Undo on the page the steward lands on (the same one, or the next). */
export interface MergeNotice {
  result: MergeResult;
  /** What was merged, as the notice names it: "Group 12", "The pair". */
  subject: string;
  objectType: string;
}

/** What review pages hand each other when they navigate. */
export interface ReviewNavigationState {
  /** The group list's address query when the steward came from a job's groups: "next" and Back follow it. */
  list?: string;
  /** The review queue's address query when the steward came from the queue: "next" and Back follow it. */
  queue?: string;
  merged?: MergeNotice;
}

/** The state the previous review page navigated with; a page opened from a link has none. */
export const useReviewNavigationState = (): ReviewNavigationState =>
  (useLocation().state ?? {}) as ReviewNavigationState;
