import type { ReviewLink } from './review-navigation-state';

/**
 * What Undo of a review step takes back: a group's not-a-duplicate verdict, the decisions a pair's verdict made
 * (by their ids, which only the decision's answer tells), or a skip, which changed nothing.
 */
export type ReviewUndo =
  | { kind: 'group'; jobId: string; groupId: string }
  | { kind: 'pair'; decisionIds: string[] }
  | { kind: 'skip' };

/**
 * A decision or a skip just made, told with its Undo on the page it led to. Plain data: it travels as navigation
 * state, which the browser keeps for Back.
 */
export interface DecisionNotice {
  /** The records reviewed by name: "Jane Doe and Jane Do". */
  subject: string;
  undo: ReviewUndo;
  /** The item's page with the state it was opened with, so that after Undo it follows its list again. */
  item: ReviewLink;
}

/** "Decided not duplicates: Jane Doe and Jane Do." or "Skipped Jane Doe and Jane Do." */
export const decidedText = ({ subject, undo }: DecisionNotice) =>
  undo.kind === 'skip' ? `Skipped ${subject}.` : `Decided not duplicates: ${subject}.`;

/** What the item's page tells once Undo took the step back. */
export const undoneText = ({ subject, undo }: DecisionNotice) =>
  undo.kind === 'skip'
    ? `Skip undone: back to ${subject}.`
    : `Decision undone: ${subject} are open for review again.`;
