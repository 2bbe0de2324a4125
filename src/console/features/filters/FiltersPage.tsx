import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { SObjectSummary } from '../../../contract/sobjects';
import { filtersQueryOptions } from '../../api/filters-queries';
import { describeQueryOptions } from '../../api/record-types-queries';
import { QueryGate } from '../../ui/QueryGate';
import { RecordTypePage } from '../../ui/record-type-page/RecordTypePage';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { newFilterPath, type SavedFilterState } from './filter-paths';
import { FiltersTable } from './FiltersTable';

function FiltersSection({ recordType }: { recordType: SObjectSummary }) {
  const filters = useQuery(filtersQueryOptions(recordType.name));
  const describe = useQuery(describeQueryOptions(recordType.name));
  const saved = (useLocation().state as SavedFilterState | null)?.savedLabel;
  const headingId = 'filters-heading';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h5" component="h2">
          {recordType.label} filters
        </Typography>
        <Button component={RouterLink} to={newFilterPath(recordType.name)} startIcon={<AddIcon />}>
          New filter
        </Button>
      </Box>
      <Box role="status">
        {saved && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Filter “{saved}” saved.
          </Alert>
        )}
      </Box>
      <QueryGate
        queries={[filters, describe]}
        loadingLabel={`Loading the ${recordType.label} filters`}
        placeholder={<SkeletonRows count={3} height={36} />}
      >
        {([list, fields]) => <FiltersTable filters={list} describe={fields} />}
      </QueryGate>
    </Box>
  );
}

/** Search filters per record type: what each keeps, and the way to create, change and delete them. */
export default function FiltersPage() {
  return (
    <RecordTypePage
      title="Filters"
      intro="A search filter narrows a search to the records whose values satisfy all its conditions. Stewards choose one on the search form; integrations name it as filterDeveloperName."
    >
      {(recordType) => <FiltersSection recordType={recordType} />}
    </RecordTypePage>
  );
}
