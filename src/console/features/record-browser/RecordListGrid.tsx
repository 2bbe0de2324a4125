import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Box, Typography } from '@mui/material';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import type { SObjectSummary } from '../../../contract/sobjects';
import { describeQueryOptions } from '../../api/record-types-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { recordPath } from '../../ui/record-path';
import { listedFields } from './listed-fields';
import { matchCountText } from './match-count-text';
import { CREATED_FIELD, recordColumnsOf, type RecordListRow } from './record-columns';
import { recordListQueryOptions } from './record-list-queries';
import { PAGE_SIZES, recordListQueryOf, type RecordListState } from './record-list-state';

interface RecordListGridProps {
  type: SObjectSummary;
  state: RecordListState;
  onChange: (changes: Partial<RecordListState>) => void;
}

/**
 * One page of a record type's records in a data grid the service pages and sorts by creation, with how many
 * match above it. A click on a row, or on its name, opens the record.
 */
export function RecordListGrid({ type, state, onChange }: RecordListGridProps) {
  const navigate = useNavigate();
  const list = useQuery(recordListQueryOptions(recordListQueryOf(type.name, state)));
  const describe = useQuery(describeQueryOptions(type.name));
  const rows = list.data?.records ?? [];
  // Sorted and joined, so the columns stay the same object while the page's details name the same fields.
  const detailFieldsKey = [...new Set(rows.flatMap((row) => row.ref.details.map((detail) => detail.field)))]
    .sort()
    .join(',');
  const columns = useMemo(
    () => recordColumnsOf(listedFields(describe.data?.fields ?? [], new Set(detailFieldsKey.split(',')))),
    [describe.data, detailFieldsKey],
  );
  // The grid takes every new model for a new sort and goes back to its first page, losing the page of a shared
  // link or of Back: so one model while the order stays.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: CREATED_FIELD, sort: state.order }],
    [state.order],
  );
  const searched = state.q.trim();

  if (list.isError) return <ApiErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <Typography role="status" sx={{ color: 'text.secondary', mb: 1, minHeight: '1.5em' }}>
        {list.data && !list.isPlaceholderData ? matchCountText(list.data, searched !== '') : ''}
      </Typography>
      <Box sx={{ width: '100%' }}>
        <DataGrid<RecordListRow>
          aria-label={type.labelPlural}
          rows={rows}
          getRowId={(row) => row.ref.id}
          columns={columns}
          // Unknown until the first page answers: a count of 0 would send the grid back to the first page.
          rowCount={list.data?.total ?? -1}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={{ page: state.page, pageSize: state.pageSize }}
          onPaginationModelChange={({ page, pageSize }) => onChange({ page, pageSize })}
          pageSizeOptions={[...PAGE_SIZES]}
          sortModel={sortModel}
          sortingOrder={['desc', 'asc']}
          onSortModelChange={([first]) => {
            if (first?.sort) onChange({ order: first.sort, page: 0 });
          }}
          disableColumnFilter
          disableRowSelectionOnClick
          onRowClick={({ row }, event) => {
            // The name is a link that navigates on its own: opening the row too would push a second entry, and
            // Back would seem to do nothing.
            if (event.target instanceof Element && event.target.closest('a')) return;
            void navigate(recordPath(type.name, row.ref.id));
          }}
          localeText={{
            noRowsLabel: searched
              ? `No ${type.labelPlural} hold '${searched}'`
              : `No ${type.labelPlural} yet`,
            paginationDisplayedRows: ({ from, to, count }) =>
              count < 0
                ? `${from}–${to}`
                : `${from}–${to} of ${count.toLocaleString('en-GB')}${list.data?.totalIsLowerBound ? '+' : ''}`,
          }}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          autoHeight
        />
      </Box>
    </>
  );
}
