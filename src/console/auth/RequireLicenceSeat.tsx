import type { ReactNode } from 'react';
import { Box, CircularProgress, Container, Typography } from '@mui/material';
import { LicenceSeatNotice } from '../ui/LicenceSeatNotice';
import { useLicenceSeat } from './use-licence-seat';

/**
 * Shows a page that shows records only to holders of an API licence seat; the service refuses the records all the
 * same, this only avoids a page of refusals.
 */
export function RequireLicenceSeat({ children }: { children: ReactNode }) {
  const seat = useLicenceSeat();
  if (seat === 'held') return children;
  if (seat === 'checking') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Checking your licence seat" />
      </Box>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Not available without a licence seat
      </Typography>
      <LicenceSeatNotice />
    </Container>
  );
}
