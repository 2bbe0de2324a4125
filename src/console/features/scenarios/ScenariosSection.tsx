import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Typography } from '@mui/material';
import type { SObjectSummary } from '../../../contract/sobjects';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { ScenariosTable } from './ScenariosTable';

/** The scenarios of one record type with their loading, empty and error states. */
export function ScenariosSection({ recordType }: { recordType: SObjectSummary }) {
  const scenarios = useQuery(scenariosQueryOptions(recordType.name));
  const headingId = 'scenarios-heading';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {recordType.label} scenarios
      </Typography>
      <QueryGate
        queries={[scenarios]}
        loadingLabel={`Loading ${recordType.label} scenarios`}
        placeholder={<SkeletonRows count={3} height={36} />}
      >
        {([list]) =>
          list.length === 0 ? (
            <Alert severity="info">No visible scenarios for {recordType.label}.</Alert>
          ) : (
            <ScenariosTable scenarios={list} typeLabel={recordType.label} />
          )
        }
      </QueryGate>
    </Box>
  );
}
