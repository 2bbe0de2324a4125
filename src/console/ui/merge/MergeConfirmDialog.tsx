import type { MergePreview } from '../../../contract/merge';
import { ConfirmDialog } from '../ConfirmDialog';
import { mergeQuestion } from './merge-text';
import { useTypeNames } from './use-type-names';

interface MergeConfirmDialogProps {
  open: boolean;
  /** The merge as the service would make it; the question waits for it. */
  preview: MergePreview | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a merge, naming the master and the related records that move to it. */
export function MergeConfirmDialog({ open, preview, onConfirm, onCancel }: MergeConfirmDialogProps) {
  const namesOf = useTypeNames();
  const question = preview ? mergeQuestion(preview, namesOf) : undefined;
  return (
    <ConfirmDialog
      open={open && question !== undefined}
      title={question?.title ?? ''}
      confirmLabel="Merge"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {question?.body}
    </ConfirmDialog>
  );
}
