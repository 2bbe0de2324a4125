import { Alert, IconButton, Snackbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/** Long enough to read the confirmation, which offers nothing to do. */
const READ_MS = 8000;

/** The confirmation of a save, read out as a status: open while `message` is set, closed by `onClose`. */
export function SavedSnackbar({ message, onClose }: { message: string | undefined; onClose: () => void }) {
  return (
    <Snackbar
      open={message !== undefined}
      autoHideDuration={READ_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="success"
        role="status"
        sx={{ width: '100%', boxShadow: 6 }}
        action={
          <IconButton color="inherit" size="small" aria-label="Close" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
