import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, Box, Typography } from '@mui/material';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { recordTypesQueryOptions } from '../record-types/record-types-queries';
import { resolveRecordType } from '../record-types/resolve-record-type';
import { RecordTypePicker } from './RecordTypePicker';
import { ScenariosSection } from './ScenariosSection';

const DEFAULT_TYPE = 'Lead';

/** Duplicate-matching scenarios per record type; `?type=` (API name or key prefix) keeps the choice linkable. */
export default function ScenariosPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeRef = searchParams.get('type')?.trim() || DEFAULT_TYPE;
  const recordTypes = useQuery(recordTypesQueryOptions());
  const selected = recordTypes.data ? resolveRecordType(recordTypes.data, typeRef) : undefined;

  return (
    <>
      <title>{`Scenarios${selected ? ` – ${selected.label}` : ''} · Steward`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Scenarios
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        A scenario decides when two records are duplicates: it compares the listed fields, each with its match
        method and weight, and reports a match when the weighted score reaches the threshold.
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
      {selected && <ScenariosSection recordType={selected} />}
    </>
  );
}
