import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, Box, Typography } from '@mui/material';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { recordTypesQueryOptions } from '../record-types/record-types-queries';
import { resolveRecordType } from '../record-types/resolve-record-type';
import { RecordTypePicker } from '../scenarios/RecordTypePicker';
import { SearchWorkspace } from './SearchWorkspace';

const DEFAULT_TYPE = 'Lead';

/** Duplicate search: check whether a record exists before creating it. `?type=` keeps the record type linkable. */
export default function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeRef = searchParams.get('type')?.trim() || DEFAULT_TYPE;
  const recordTypes = useQuery(recordTypesQueryOptions());
  const selected = recordTypes.data ? resolveRecordType(recordTypes.data, typeRef) : undefined;

  return (
    <>
      <title>{`Search${selected ? ` – ${selected.label}` : ''} · Steward`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Search
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        Check a record before you create it: enter what you know, and Steward scores the existing records with
        the record type’s scenarios. Expand a match to see how each field compared.
      </Typography>
      <RecordTypePicker
        types={recordTypes.data ?? []}
        value={selected ?? null}
        loading={recordTypes.isPending}
        onChange={(type) => setSearchParams({ type: type.name })}
      />
      <Box sx={{ mt: 2 }}>
        {recordTypes.isError && (
          <ApiErrorAlert error={recordTypes.error} onRetry={() => void recordTypes.refetch()} />
        )}
        {recordTypes.data && !selected && (
          <Alert severity="warning">
            There is no record type called “{typeRef}”. Pick one from the list.
          </Alert>
        )}
      </Box>
      {/* A new record type starts a fresh form and drops the results of the previous one. */}
      {selected && <SearchWorkspace key={selected.name} recordType={selected} />}
    </>
  );
}
