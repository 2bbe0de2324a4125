import { Box, Grid, Typography } from '@mui/material';
import type { AdminFigures } from '../../../contract/dashboard';
import { ApiCallsCard } from './ApiCallsCard';
import type { TypeLabel } from './dashboard-figures';
import { IndexBuildsCard } from './IndexBuildsCard';
import { LicencesCard } from './LicencesCard';

/** What only admins look after: the match indexes, the licence seats and how much the API is used. */
export function AdminSection({ figures, labelOf }: { figures: AdminFigures; labelOf: TypeLabel }) {
  return (
    <Box component="section" aria-labelledby="dashboard-admin-heading" sx={{ mt: 4 }}>
      <Typography id="dashboard-admin-heading" variant="h5" component="h2" gutterBottom>
        Administration
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <IndexBuildsCard builds={figures.indexBuilds} labelOf={labelOf} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <LicencesCard inUse={figures.licencesInUse} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ApiCallsCard days={figures.apiCalls} />
        </Grid>
      </Grid>
    </Box>
  );
}
