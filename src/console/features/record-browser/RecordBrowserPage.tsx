import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Alert, Stack } from '@mui/material';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { resolveRecordType } from '../../ui/record-type-page/resolve-record-type';
import { recordListState } from './record-list-state';
import { useUrlState } from '../../ui/use-url-state';
import { RecordListGrid } from './RecordListGrid';
import { RecordSearchField } from './RecordSearchField';
import { RecordTypeSelect } from './RecordTypeSelect';
import { pagePaths } from '../../ui/page-paths';

/**
 * A record type's records, newest first, a page at a time, searched by text in any field, filtered by one field and
 * sorted by one; the type is in the path and the search, filter, sort and page in the query, so Back and a shared
 * link show the same page.
 */
export default function RecordBrowserPage() {
  const { objectType = '' } = useParams();
  const navigate = useNavigate();
  const { state, update } = useUrlState(recordListState);
  const types = useQuery(recordTypesQueryOptions());
  const type = types.data ? resolveRecordType(types.data, objectType) : undefined;

  return (
    <>
      <PageHeader
        title="Records"
        tabTitle={type ? `Records – ${type.labelPlural}` : 'Records'}
        intro="Every record of a type, newest first. Search for text in any of their fields, filter a column by the text it holds or sort by it, and open a record to see its fields, its history and its duplicates."
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <RecordTypeSelect
          types={types.data ?? []}
          value={type?.name ?? ''}
          onChange={(name) => void navigate(pagePaths.recordList(name))}
        />
        <RecordSearchField
          label={`Search ${type?.labelPlural ?? 'records'}`}
          value={state.q}
          // Refining a search replaces it, so Back leaves the search rather than stepping through its letters.
          onSearch={(q) => update({ q, page: 0 }, state.q.trim() !== '' && q.trim() !== '')}
        />
      </Stack>
      {types.isError && <ApiErrorAlert error={types.error} onRetry={() => void types.refetch()} />}
      {types.data && !type && (
        <Alert severity="warning">
          There is no record type called “{objectType}”. Pick one from the list.
        </Alert>
      )}
      {type && <RecordListGrid type={type} state={state} onChange={update} />}
    </>
  );
}
