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
  /** The way out's name, which says what stays, e.g. "Keep it". */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; the way out is the first button and Escape. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
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
        <Button color="error" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
