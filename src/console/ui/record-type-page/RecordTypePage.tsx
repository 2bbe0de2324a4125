import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, Box } from '@mui/material';
import type { SObjectSummary } from '../../../contract/sobjects';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { PageHeader } from '../PageHeader';
import { RecordTypePicker } from './RecordTypePicker';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { resolveRecordType } from './resolve-record-type';

const DEFAULT_TYPE = 'Lead';

interface RecordTypePageProps {
  title: string;
  intro: ReactNode;
  /** The page's content for the chosen record type. */
  children: (recordType: SObjectSummary) => ReactNode;
}

/**
 * A page about one record type at a time: heading, introduction and a record-type picker whose choice lives in
 * `?type=` (API name or key prefix), so the page can be linked and reloaded.
 */
export function RecordTypePage({ title, intro, children }: RecordTypePageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeRef = searchParams.get('type')?.trim() || DEFAULT_TYPE;
  const recordTypes = useQuery(recordTypesQueryOptions());
  const selected = recordTypes.data ? resolveRecordType(recordTypes.data, typeRef) : undefined;

  return (
    <>
      <PageHeader title={title} tabTitle={selected ? `${title} – ${selected.label}` : title} intro={intro} />
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
      {selected && children(selected)}
    </>
  );
}
