import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

interface UnsavedChangesGuardProps {
  /** Whether leaving now would lose edits: false while they are being saved and once they are. */
  when: boolean;
  /** What the edits are to, as the question names it, e.g. “Lead Default”. */
  what: string;
}

/**
 * Asks before leaving a page whose edits are not saved: a move within the console gets a dialog, closing or
 * reloading the tab the browser's own question (browsers show no text of the page's there).
 */
export function UnsavedChangesGuard({ when, what }: UnsavedChangesGuardProps) {
  // A change of the query or hash alone stays on the page, with the form and its edits.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      Your changes to {what} will be lost.
    </ConfirmDialog>
  );
}
