import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { ReviewItem } from '../../../contract/review-queue';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { useFieldLabels } from '../../api/use-field-labels';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { BatchPanel } from './BatchPanel';
import { queueColumnsOf } from './queue-columns';
import {
  queueListState,
  HIDEABLE_COLUMNS,
  queueExportQueryOf,
  queueQueryOf,
  SORT_COLUMNS,
  sortOfColumn,
  type QueueListState,
  type SourceFilter,
} from './queue-list-state';
import { DecisionSnackbar } from './DecisionSnackbar';
import { openPosition, type ReviewLink } from './review-navigation-state';
import { ReviewFilterFields } from './ReviewFilterFields';
import { batchFilterOf } from './review-list-filters';
import { ReviewStatusSelect } from './ReviewStatusSelect';
import { reviewItemPath } from '../../ui/review-paths';
import { reviewQueueQueryOptions } from './review-queries';
import { ServerPagedGrid } from './ServerPagedGrid';
import { queueEmptyText } from './queue-empty-text';
import { useBulkReview } from './use-bulk-review';
import { useQueueExport } from './use-queue-export';
import { pagePaths } from '../../ui/page-paths';
import { useUrlState } from '../../ui/use-url-state';

const SOURCES: { value: SourceFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'JOB', label: 'Job groups' },
  { value: 'UPSERT', label: 'Upserts' },
  { value: 'IMPORT', label: 'Imports' },
];

/**
 * What stewards review, one record type at a time: the latest job's groups beside the pairs upserts and file
 * imports logged, in a data grid the service pages and sorts, its whole state in the address. A row opens the
 * item's review, which follows the queue from there.
 */
export default function ReviewQueuePage() {
  const { state, update, query: list } = useUrlState(queueListState);
  const types = useQuery(recordTypesQueryOptions());
  const queue = useQuery(reviewQueueQueryOptions(queueQueryOf(state)));
  const labels = useFieldLabels(state.type);
  // How the grid looks is no step of the steward's way: Back skips it.
  const updateView = (changes: Partial<QueueListState>) => update(changes, true);
  const typeLabel = types.data?.find((type) => type.name === state.type)?.label ?? state.type;
  const items = queue.data?.items ?? [];
  const open = (item: ReviewItem): ReviewLink => ({
    to: reviewItemPath(item),
    state: {
      queue: list,
      position: openPosition(state.status, state.page * state.pageSize, items.indexOf(item)),
    },
  });
  const bulk = useBulkReview({
    objectType: state.type,
    noun: 'item',
    rows: items,
    total: queue.data?.total ?? 0,
    openOnly: state.status === 'OPEN',
    filter: { ...(state.source === 'ALL' ? {} : { source: state.source }), ...batchFilterOf(state) },
    itemIdOf: String,
    labels,
    onStarted: (batch) => update({ batch: batch.id }),
  });
  const exportQueue = useQueueExport(queueExportQueryOf(state), `${typeLabel} review queue`);
  const hidden: GridColumnVisibilityModel = Object.fromEntries(state.hidden.map((column) => [column, false]));

  return (
    <>
      <title>Review · Steward</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Review
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>
        What is left to review, one record type at a time: the groups the latest duplicate job found, and the
        pairs upserts and file imports logged as possible duplicates. Open one to merge its records or decide
        they are not duplicates; Merge &amp; next, Not a duplicate and Skip then lead to the next item of this
        list.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          select
          size="small"
          label="Record type"
          value={state.type}
          onChange={(event) => update({ type: event.target.value, page: 0 })}
          sx={{ minWidth: 200 }}
        >
          {types.data?.some((type) => type.name === state.type) ? null : (
            <MenuItem value={state.type}>{state.type}</MenuItem>
          )}
          {(types.data ?? []).map((type) => (
            <MenuItem key={type.name} value={type.name}>
              {type.label}
            </MenuItem>
          ))}
        </TextField>
        <ReviewStatusSelect value={state.status} onChange={(status) => update({ status, page: 0 })} />
        <TextField
          select
          size="small"
          label="Source"
          value={state.source}
          onChange={(event) => update({ source: event.target.value as SourceFilter, page: 0 })}
          sx={{ minWidth: 160 }}
        >
          {SOURCES.map((source) => (
            <MenuItem key={source.value} value={source.value}>
              {source.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {types.isError && <ApiErrorAlert error={types.error} onRetry={() => void types.refetch()} />}
      {queue.data && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {queue.data.latestJobId ? (
            <>
              Job groups come from the latest finished {typeLabel} job (
              <Link component={RouterLink} to={pagePaths.groups(queue.data.latestJobId)}>
                all its groups
              </Link>
              ).
            </>
          ) : (
            <>
              No {typeLabel} job has finished yet: run one from{' '}
              <Link component={RouterLink} to={pagePaths.jobs()}>
                Duplicate jobs
              </Link>{' '}
              to find the groups of duplicates among all its records.
            </>
          )}
        </Typography>
      )}
      {state.batch && <BatchPanel batchId={state.batch} noun="item" onClose={() => update({ batch: '' })} />}
      {bulk.bar}
      {exportQueue.isError && (
        <ApiErrorAlert error={exportQueue.error} onRetry={() => exportQueue.mutate()} />
      )}
      {queue.isError ? (
        <ApiErrorAlert error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <ServerPagedGrid
          label="Review queue"
          rows={items}
          columns={queueColumnsOf(open, labels, state.status)}
          rowCount={queue.data?.total ?? 0}
          loading={queue.isFetching}
          paginationModel={{ page: state.page, pageSize: state.pageSize }}
          onPaginationModelChange={(model) => update({ page: model.page, pageSize: model.pageSize })}
          sort={{ field: SORT_COLUMNS[state.sort], order: state.order }}
          onSort={(field, order) => {
            const sort = sortOfColumn(field);
            if (sort) update({ sort, order, page: 0 });
          }}
          rowLink={open}
          noRowsLabel={queueEmptyText(state)}
          density={state.density}
          onDensityChange={(density) => updateView({ density })}
          columnVisibilityModel={hidden}
          onColumnVisibilityModelChange={(model) =>
            updateView({ hidden: HIDEABLE_COLUMNS.filter((column) => model[column] === false) })
          }
          quickFilterField="records"
          filters={
            <ReviewFilterFields value={state} onChange={(filters) => update({ ...filters, page: 0 })} />
          }
          exportFileName={`${typeLabel} review queue`}
          exportAll={{
            count: queue.data?.total ?? 0,
            pending: exportQueue.isPending,
            start: () => exportQueue.mutate(),
          }}
          selection={bulk.selection}
        />
      )}
      <DecisionSnackbar />
    </>
  );
}
