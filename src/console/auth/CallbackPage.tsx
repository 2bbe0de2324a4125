import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AlertTitle, Box, Button, CircularProgress, Container, Typography } from '@mui/material';
import { useAuth } from './auth-context';

/** The redirect target registered with the identity provider; it trades the code for tokens. */
export function CallbackPage() {
  const { completeSignIn, signIn } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    completeSignIn()
      .then((returnTo) => {
        if (returnTo) void navigate(returnTo, { replace: true });
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [completeSignIn, navigate]);

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {error ? 'Sign-in failed' : 'Signing you in…'}
      </Typography>
      {error ? (
        <>
          <Alert severity="error" sx={{ mb: 3 }}>
            <AlertTitle>The identity provider's answer could not be used</AlertTitle>
            {error}
          </Alert>
          <Button variant="contained" onClick={() => void signIn('/')}>
            Sign in again
          </Button>
        </>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Completing sign-in" />
        </Box>
      )}
    </Container>
  );
}
