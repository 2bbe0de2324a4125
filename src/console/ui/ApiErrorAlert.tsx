import { Alert, AlertTitle, Button } from '@mui/material';
import { describeApiError } from '../api/describe-api-error';
import { useAuth } from '../auth/auth-context';

/** The standard presentation of a failed API call, with the one action that helps (retry or sign in again). */
export function ApiErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { signIn } = useAuth();
  const { title, message, needsSignIn, retryable } = describeApiError(error);
  const action = needsSignIn ? (
    <Button
      color="inherit"
      size="small"
      onClick={() => void signIn(window.location.pathname + window.location.search)}
    >
      Sign in
    </Button>
  ) : onRetry && retryable ? (
    <Button color="inherit" size="small" onClick={onRetry}>
      Retry
    </Button>
  ) : undefined;
  return (
    <Alert severity="error" action={action}>
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
