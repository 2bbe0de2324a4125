import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { useAuth } from './auth-context';

/** What a signed-out visitor sees on any guarded page; signing in brings them back to that page. */
export function SignInPage() {
  const { signIn } = useAuth();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = () => {
    setBusy(true);
    setError(null);
    signIn(`${location.pathname}${location.search}${location.hash}`).catch((failure: unknown) => {
      setBusy(false);
      setError(failure instanceof Error ? failure.message : String(failure));
    });
  };

  return (
    <>
      <AppBar position="static" component="header">
        <Toolbar>
          <Typography variant="h6" component="p">
            Steward
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Sign in to Steward
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Steward finds duplicate records, keeps your data clean and validates addresses. Sign in with your
          organisation account to continue.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 3 }}>
            The identity provider could not be reached: {error}
          </Alert>
        )}
        <Box>
          <Button variant="contained" size="large" startIcon={<LoginIcon />} onClick={start} disabled={busy}>
            Sign in
          </Button>
        </Box>
      </Container>
    </>
  );
}
