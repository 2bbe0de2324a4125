import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, IconButton, Snackbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { describeApiError } from '../../api/describe-api-error';
import { decidedText, undoneText, type DecisionNotice } from './decision-notice';
import { useReviewNavigationState } from './review-navigation-state';
import { refreshReviews, undoReview } from './review-queries';

/** Long enough to read a notice that offers nothing to do. */
const READ_MS = 8000;

/**
 * The decision or skip the previous review page made, told on the page it led to (the next item or, with none left,
 * the list) with an Undo that takes it back and returns to the item; there, that it was undone. It names the
 * records, since the steward, deciding by key, no longer sees them. `hidden` while a later action's notice, with its
 * own Undo, takes its place.
 */
export function DecisionSnackbar({ hidden = false }: { hidden?: boolean }) {
  const { decided, undone } = useReviewNavigationState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Closed per visit: the same page reached anew by another decision tells that one.
  const { key } = useLocation();
  const [closedOn, setClosedOn] = useState<string>();
  const close = () => setClosedOn(key);
  const undo = useMutation({
    mutationFn: (notice: DecisionNotice) => undoReview(notice.undo),
    onSuccess: async (_nothing, notice) => {
      if (notice.undo.kind !== 'skip') await refreshReviews(queryClient);
      await navigate(notice.item.to, { state: { ...notice.item.state, undone: undoneText(notice) } });
    },
  });
  const text = decided ? decidedText(decided) : undone;
  return (
    <Snackbar
      open={text !== undefined && closedOn !== key && !hidden}
      // A notice with an Undo stays until closed: the steward may take a while to notice the mistake.
      autoHideDuration={decided ? null : READ_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={undo.isError ? 'error' : decided ? 'success' : 'info'}
        sx={{ width: '100%', boxShadow: 6 }}
        action={
          <>
            {decided && (
              <Button
                color="inherit"
                size="small"
                loading={undo.isPending}
                onClick={() => undo.mutate(decided)}
              >
                Undo
              </Button>
            )}
            <IconButton color="inherit" size="small" aria-label="Close" onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {undo.isError ? `${text} Undo failed: ${describeApiError(undo.error).message}` : text}
      </Alert>
    </Snackbar>
  );
}
