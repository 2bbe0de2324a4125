import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterMerge, undoMergeMutationOptions } from '../../api/merge-queries';
import { ConfirmDialog } from '../ConfirmDialog';

/** A merge to undo, named as the question asks about it. */
export interface MergeToUndo {
  mergeId: string;
  /** The master by name: "Jane Doe". */
  master: string;
  /** Every record of the merge by name: "Jane Doe, Jane Do and J. Doe". */
  records: string;
}

/**
 * Undo of a merge, asked first, wherever a merge is shown (its summary, the audit trail, a record's merges):
 * `ask` opens the question, `dialog` is it; once undone, everything the merge touched is read again.
 */
export function useUndoMerge(onUndone?: () => void) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<MergeToUndo | null>(null);
  const undo = useMutation({
    ...undoMergeMutationOptions(),
    onSuccess: async () => {
      await refreshAfterMerge(queryClient);
      onUndone?.();
    },
  });
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={`Undo the merge into ${asked?.master ?? ''}?`}
      confirmLabel="Undo merge"
      onConfirm={() => {
        if (asked) undo.mutate(asked.mergeId);
        setAsked(null);
      }}
      onCancel={() => setAsked(null)}
    >
      {asked?.records} are put back as they were before the merge, with their related records.
    </ConfirmDialog>
  );
  return {
    ask: setAsked,
    dialog,
    undoing: (mergeId: string) => undo.isPending && undo.variables === mergeId,
    undone: undo.isSuccess,
    error: undo.error,
  };
}
