import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import type { SObjectSummary } from '../../../contract/sobjects';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { ScenariosTable } from './ScenariosTable';

/** The scenarios of one record type with their loading, empty and error states. */
export function ScenariosSection({ recordType }: { recordType: SObjectSummary }) {
  const scenarios = useQuery(scenariosQueryOptions(recordType.name));
  const headingId = 'scenarios-heading';

  let content;
  if (scenarios.isPending) {
    content = (
      <Box role="status" aria-label={`Loading ${recordType.label} scenarios`}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rectangular" height={36} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  } else if (scenarios.isError) {
    content = <ApiErrorAlert error={scenarios.error} onRetry={() => void scenarios.refetch()} />;
  } else if (scenarios.data.length === 0) {
    content = <Alert severity="info">No visible scenarios for {recordType.label}.</Alert>;
  } else {
    content = <ScenariosTable scenarios={scenarios.data} typeLabel={recordType.label} />;
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {recordType.label} scenarios
      </Typography>
      {content}
    </Box>
  );
}
