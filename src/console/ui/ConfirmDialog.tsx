import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Delete this job?". */
  title: string;
  /** What happens when it is confirmed. */
  children: ReactNode;
  /** The action's name on its button, e.g. Delete. */
  confirmLabel: string;
  /** The way out's name: Cancel, unless the question needs another ("Stay" on a page with unsaved changes). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action: the action's button has focus, so Enter confirms a choice the person already made by
 * opening the dialog (M, then Enter); the way out is the first button and Escape.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        {/* Focus on open: Enter confirms, as a keyboard user expects of the button the dialog is about. */}
        <Button color="error" variant="contained" autoFocus onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
