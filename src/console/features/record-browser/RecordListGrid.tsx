import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import {
  DataGrid,
  gridClasses,
  type GridColumnVisibilityModel,
  type GridFilterModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { SObjectSummary } from '../../../contract/sobjects';
import { describeApiError } from '../../api/describe-api-error';
import { describeQueryOptions } from '../../api/record-types-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { columnFields, listedFields } from './listed-fields';
import { matchCountText } from './match-count-text';
import { recordColumnsOf, type RecordListRow } from './record-columns';
import {
  columnVisibilityOf,
  filterModelOf,
  filterOfModel,
  isSortRefusal,
  noRecordsText,
  sameFilter,
  sortLimitText,
  sortModelOf,
  sortOfModel,
  sortsByField,
} from './record-grid';
import { recordListQueryOptions } from '../../api/record-list-queries';
import {
  narrowed,
  recordListQueryOf,
  refinesFilter,
  unsorted,
  type RecordListState,
} from './record-list-state';
import { pagePaths } from '../../ui/page-paths';
import { PAGE_SIZES } from '../../ui/use-url-state';

interface RecordListGridProps {
  type: SObjectSummary;
  state: RecordListState;
  /** A change of the list; `replace` when it should not add an entry to the history. */
  onChange: (changes: Partial<RecordListState>, replace?: boolean) => void;
}

/**
 * One page of a record type's records in a data grid the service pages, filters by one field and sorts, with how
 * many match above it. A click on a row, or on its name, opens the record.
 */
export function RecordListGrid({ type, state, onChange }: RecordListGridProps) {
  const navigate = useNavigate();
  const describe = useQuery(describeQueryOptions(type.name));
  const requested = useQuery(recordListQueryOptions(recordListQueryOf(type.name, state)));
  // A sort the service refuses lists the records newest first under the reason, rather than no list at all.
  const refused = isSortRefusal(requested.error);
  const shown = refused ? unsorted(state) : state;
  const list = useQuery(recordListQueryOptions(recordListQueryOf(type.name, shown)));
  const rows = list.data?.records ?? [];
  const fields = useMemo(() => columnFields(describe.data?.fields ?? []), [describe.data]);
  // Up front, so a header the service would refuse to sort by does not offer to.
  const sortable = !list.data || sortsByField(list.data);
  const columns = useMemo(() => recordColumnsOf(fields, sortable), [fields, sortable]);
  // Sorted and joined, so the columns shown stay the same while the page's details name the same fields.
  const detailFieldsKey = [...new Set(rows.flatMap((row) => row.ref.details.map((detail) => detail.field)))]
    .sort()
    .join(',');
  const [chosen, setChosen] = useState<GridColumnVisibilityModel>({});
  const columnVisibilityModel = useMemo(
    () =>
      columnVisibilityOf(
        fields.map((field) => field.name),
        new Set(listedFields(fields, new Set(detailFieldsKey.split(','))).map((field) => field.name)),
        chosen,
        { field: state.field, sort: state.sort },
      ),
    [fields, detailFieldsKey, chosen, state.field, state.sort],
  );
  // The grid takes every new model for a new sort and goes back to its first page, losing the page of a shared
  // link or of Back: so one model while the order stays.
  const sortModel = useMemo<GridSortModel>(
    () => sortModelOf({ sort: shown.sort, order: shown.order }),
    [shown.sort, shown.order],
  );
  // The grid's own model while the address holds its filter: a new one would reset the text being typed.
  const [gridFilter, setGridFilter] = useState<GridFilterModel>();
  const filterModel = useMemo(() => {
    const filter = { field: state.field, contains: state.contains };
    return gridFilter && sameFilter(filterOfModel(gridFilter), filter) ? gridFilter : filterModelOf(filter);
  }, [gridFilter, state.field, state.contains]);
  const fieldNamed = (name: string) => describe.data?.fields.find((field) => field.name === name);

  if (describe.isError)
    return <ApiErrorAlert error={describe.error} onRetry={() => void describe.refetch()} />;
  if (list.isError) return <ApiErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
  // The filter and the columns shown need the type's fields: a grid without them would drop the address's filter.
  if (!describe.data) {
    return (
      <Box role="status" aria-label={`Loading the ${type.labelPlural}`}>
        <Skeleton variant="rectangular" height={320} />
      </Box>
    );
  }
  const sortField = fieldNamed(state.sort);
  return (
    <>
      {refused && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {/* A field the type does not have, which only an address typed by hand names, is the service's to tell. */}
          {sortField ? sortLimitText(sortField.label) : describeApiError(requested.error).message}
        </Alert>
      )}
      <Typography role="status" sx={{ color: 'text.secondary', mb: 1, minHeight: '1.5em' }}>
        {list.data && !list.isPlaceholderData ? matchCountText(list.data, narrowed(state)) : ''}
      </Typography>
      <Box sx={{ width: '100%' }}>
        <DataGrid<RecordListRow>
          aria-label={type.labelPlural}
          rows={rows}
          getRowId={(row) => row.ref.id}
          columns={columns}
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={setChosen}
          // Unknown until the first page answers: a count of 0 would send the grid back to the first page.
          rowCount={list.data?.total ?? -1}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={{ page: state.page, pageSize: state.pageSize }}
          onPaginationModelChange={({ page, pageSize }) => onChange({ page, pageSize })}
          pageSizeOptions={[...PAGE_SIZES]}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            const sort = sortOfModel(model);
            if (sort) onChange({ ...sort, page: 0 });
          }}
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setGridFilter(model);
            const filter = filterOfModel(model);
            if (sameFilter(filter, state)) return;
            onChange({ ...filter, page: 0 }, refinesFilter(state, filter));
          }}
          showToolbar
          // The service filters and sorts; the page alone is no list to search or export.
          slotProps={{
            toolbar: {
              showQuickFilter: false,
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
            },
            // On a phone the filter's column, operator and text stack rather than scroll out of sight.
            filterPanel: { sx: { [`& .${gridClasses.filterForm}`]: { flexWrap: 'wrap' } } },
          }}
          disableRowSelectionOnClick
          onRowClick={({ row }, event) => {
            // The name is a link that navigates on its own: opening the row too would push a second entry, and
            // Back would seem to do nothing.
            if (event.target instanceof Element && event.target.closest('a')) return;
            void navigate(pagePaths.record(type.name, row.ref.id));
          }}
          localeText={{
            noRowsLabel: noRecordsText(
              type.labelPlural,
              state,
              fieldNamed(state.field)?.label ?? state.field,
            ),
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
