import { useEffect } from 'react';

const SHORTCUTS = { m: 'merge', n: 'mergeNext', d: 'notDuplicate', s: 'skip' } as const;

/** What a review page can do: merge, merge and go on, decide not duplicates, or go on without deciding. */
export type ReviewActions = Record<(typeof SHORTCUTS)[keyof typeof SHORTCUTS], () => void>;

/** Keys typed into a field, or pressed in a dialog over the page, are not meant for the page. */
const elsewhere = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null);

/** The keys M, N, D and S run the page's actions, unless the steward is typing or a dialog is open. */
export function useReviewShortcuts(actions: ReviewActions) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || elsewhere(event.target)) return;
      const action = SHORTCUTS[event.key.toLowerCase() as keyof typeof SHORTCUTS];
      if (!action) return;
      event.preventDefault();
      actions[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);
}
