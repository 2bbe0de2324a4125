import { useLocation } from 'react-router';
import type { MergeOutcome } from '../../ui/merge/use-confirmed-merge';
import type { DecisionNotice } from './decision-notice';
import type { StatusFilter } from './review-status';

/** What review pages, and the lists that open them, hand each other when they navigate. */
export interface ReviewNavigationState {
  /** The group list's address query when the steward came from a job's groups: "next" and Back follow it. */
  list?: string;
  /** The review queue's address query when the steward came from the queue: "next" and Back follow it. */
  queue?: string;
  /** The item's place among the list's open items, when known: "next" reads on from there, not from the top. */
  position?: number;
  /** A merge just made, shown with its Undo on the page the steward lands on (the same one, or the next). */
  merged?: MergeOutcome;
  /** A decision or skip just made, told with its Undo on the page the steward lands on (the next item, or the list). */
  decided?: DecisionNotice;
  /** Told on the item's page when Undo brought the steward back to it: "Decision undone: …". */
  undone?: string;
}

/** The state the previous page navigated with; a page opened from a link has none. */
export const useReviewNavigationState = (): ReviewNavigationState =>
  (useLocation().state ?? {}) as ReviewNavigationState;

/**
 * A list row's place among the open items, which "next" counts in: known only while the list shows open items
 * alone, in the order "next" follows.
 */
export const openPosition = (status: StatusFilter, offset: number, index: number) =>
  status === 'OPEN' ? offset + index : undefined;

/** How a list's row opens its item: the item's page, and the state that lets that page follow the list. */
export interface ReviewLink {
  to: string;
  state: ReviewNavigationState;
}
