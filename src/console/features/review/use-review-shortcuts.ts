import { useEffect } from 'react';

const SHORTCUTS = { m: 'merge', n: 'mergeNext', d: 'notDuplicate', s: 'skip' } as const;

/** What a review page can do: merge, merge and go on, decide not duplicates, or go on without deciding. */
export type ReviewActions = Record<(typeof SHORTCUTS)[keyof typeof SHORTCUTS], () => void>;

/** Inputs one chooses in rather than types into: a key pressed on one is meant for the page. */
const CHOSEN_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range']);

/**
 * Keys typed into a field, or pressed in a dialog over the page, are not meant for the page; a key pressed on a
 * radio button (a value just picked in the merge table) or a checkbox is.
 */
export const typedElsewhere = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    (target instanceof HTMLInputElement && !CHOSEN_INPUTS.has(target.type)) ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null);

/** The keys M, N, D and S run the page's actions, unless the steward is typing or a dialog is open. */
export function useReviewShortcuts(actions: ReviewActions) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typedElsewhere(event.target)) return;
      const action = SHORTCUTS[event.key.toLowerCase() as keyof typeof SHORTCUTS];
      if (!action) return;
      event.preventDefault();
      actions[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);
}
