import type { ReactNode } from 'react';
import { Alert, Container, Typography } from '@mui/material';
import type { Role } from '../../contract/roles';
import { useHasRole } from './use-has-role';

/** Shows a page only to holders of `role`; the service enforces the same rule, this only avoids dead ends. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  if (useHasRole(role)) return children;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Not available for your role
      </Typography>
      <Alert severity="info">
        This page needs the <strong>{role}</strong> role. Ask an administrator if you need access.
      </Alert>
    </Container>
  );
}
