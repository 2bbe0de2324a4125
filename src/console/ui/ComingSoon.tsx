import { Alert, Typography } from '@mui/material';

/** Placeholder for a capability the console does not offer yet; the API already serves it. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} · Steward`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{description}</Typography>
      <Alert severity="info">
        This page is coming soon. Until then the capability is available through the API.
      </Alert>
    </>
  );
}
