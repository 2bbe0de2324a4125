import { Box, CircularProgress } from '@mui/material';
import { Outlet } from 'react-router';
import { useAuth } from './auth-context';
import { SignInPage } from './SignInPage';

/** Layout route that shows its children only to a signed-in user. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') {
    return (
      <Box component="main" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Restoring your session" />
      </Box>
    );
  }
  return status === 'signed-in' ? <Outlet /> : <SignInPage />;
}
