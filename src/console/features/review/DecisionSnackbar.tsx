import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Snackbar } from '@mui/material';
import { useReviewNavigationState } from './review-navigation-state';

/**
 * The decision the previous review page made, told on the page it led to: the next item or, with none left, the
 * list. It names the records, since the steward, deciding by key, no longer sees them.
 */
export function DecisionSnackbar() {
  const { decided } = useReviewNavigationState();
  // Closed per visit: the same page reached anew by another decision tells that one.
  const { key } = useLocation();
  const [closedOn, setClosedOn] = useState<string>();
  const close = () => setClosedOn(key);
  return (
    <Snackbar
      open={decided !== undefined && closedOn !== key}
      autoHideDuration={8000}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" onClose={close} sx={{ width: '100%', boxShadow: 6 }}>
        {decided}
      </Alert>
    </Snackbar>
  );
}
