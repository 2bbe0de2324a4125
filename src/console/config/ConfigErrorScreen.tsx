import { Alert, AlertTitle, Box, Button, Container, CssBaseline, Typography } from '@mui/material';

/** Shown instead of the app when the runtime configuration cannot be loaded, so nothing half-works. */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <>
      <CssBaseline />
      <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Steward cannot start
        </Typography>
        <Alert severity="error" sx={{ mb: 3 }}>
          <AlertTitle>The console configuration could not be loaded</AlertTitle>
          {message}
        </Alert>
        <Typography sx={{ mb: 3 }}>
          The console reads its identity provider and API location from <code>/config.json</code> on the
          server that hosts it. Check that the Steward service is running and reachable, then try again.
        </Typography>
        <Box>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Box>
      </Container>
    </>
  );
}
