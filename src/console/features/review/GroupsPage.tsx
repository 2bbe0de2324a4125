import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { DuplicateGroup } from '../../../contract/jobs';
import { useFieldLabels } from '../../api/use-field-labels';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { BatchPanel } from './BatchPanel';
import { formatDateTime } from '../../ui/format-date-time';
import { recordNamesText } from '../../ui/record-ref-text';
import { DecisionSnackbar } from './DecisionSnackbar';
import { groupListState, groupQueryOf } from './group-list-state';
import { useUrlState } from '../../ui/use-url-state';
import { progressText } from './job-progress';
import { jobSubject } from './job-subject';
import { differingFieldsColumn, recordsColumn } from './record-columns';
import { openPosition, type ReviewLink } from './review-navigation-state';
import { ReviewFilterFields } from './ReviewFilterFields';
import { batchFilterOf } from './review-list-filters';
import { ReviewStatusSelect } from './ReviewStatusSelect';
import { groupsQueryOptions, jobQueryOptions } from './review-queries';
import { STATUS_TEXT } from './review-status';
import { ServerPagedGrid } from './ServerPagedGrid';
import { useBulkReview } from './use-bulk-review';
import { pagePaths } from '../../ui/page-paths';

const columnsOf = (
  open: (group: DuplicateGroup) => ReviewLink,
  labels: ReadonlyMap<string, string>,
): GridColDef<DuplicateGroup>[] => [
  {
    ...recordsColumn<DuplicateGroup>(),
    hideable: false,
    // The names open the group: the one link of the row, for the keyboard.
    renderCell: ({ row }) => (
      <Link component={RouterLink} {...open(row)} sx={{ whiteSpace: 'normal' }}>
        {recordNamesText(row.records)}
      </Link>
    ),
  },
  differingFieldsColumn<DuplicateGroup>(labels),
  { field: 'recordCount', headerName: 'Size', type: 'number', width: 80 },
  { field: 'pairCount', headerName: 'Pairs', type: 'number', width: 90, sortable: false },
  { field: 'minScore', headerName: 'Lowest score', type: 'number', width: 130, sortable: false },
  { field: 'maxScore', headerName: 'Highest score', type: 'number', width: 130, sortable: false },
  { field: 'averageScore', headerName: 'Average score', type: 'number', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    sortable: false,
    valueFormatter: (value: DuplicateGroup['status']) => STATUS_TEXT[value],
  },
  {
    field: 'reviewedBy',
    headerName: 'Reviewed',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value, row) =>
      row.reviewedBy ? `${row.reviewedBy}, ${formatDateTime(row.reviewedAt ?? '')}` : '',
  },
];

const SORT_FIELDS = { score: 'averageScore', size: 'recordCount' } as const;

/**
 * A job's groups to review in a data grid: paged, sorted and filtered by the service, the grid's state in the
 * address, so Back and a shared link show the same page. A row opens the group; groups checked, or every open one
 * that matches, are merged or decided in one batch, whose progress and outcome show above the grid.
 */
export default function GroupsPage() {
  const { jobId = '' } = useParams();
  const { state, update, query: list } = useUrlState(groupListState);
  const job = useQuery(jobQueryOptions(jobId));
  const groups = useQuery(groupsQueryOptions(jobId, groupQueryOf(state)));
  const labels = useFieldLabels(job.data?.objectType ?? '');
  const rows = groups.data?.groups ?? [];
  const open = (group: DuplicateGroup): ReviewLink => ({
    to: pagePaths.group(jobId, group.id),
    state: { list, position: openPosition(state.status, state.page * state.pageSize, rows.indexOf(group)) },
  });
  const title = job.data ? `Groups of the ${jobSubject(job.data)} job` : 'Groups';
  const bulk = useBulkReview({
    objectType: job.data?.objectType ?? '',
    noun: 'group',
    rows,
    total: groups.data?.total ?? 0,
    openOnly: state.status === 'OPEN',
    filter: { jobId, ...batchFilterOf(state) },
    itemIdOf: (groupId) => `JOB:${jobId}:${groupId}`,
    labels,
    onStarted: (batch) => update({ batch: batch.id }),
  });

  return (
    <>
      <title>{`${title} · Steward`}</title>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={pagePaths.jobs()}>
          Duplicate jobs
        </Link>
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {job.data && (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {job.data.scenarios.map((scenario) => scenario.scenarioName).join(', ')} · started by{' '}
          {job.data.createdBy} {formatDateTime(job.data.createdAt)} · {progressText(job.data)} ·{' '}
          {job.data.groupCount ?? 0} groups
        </Typography>
      )}
      {job.isError && <ApiErrorAlert error={job.error} />}
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <ReviewStatusSelect value={state.status} onChange={(status) => update({ status, page: 0 })} />
      </Stack>
      {state.batch && <BatchPanel batchId={state.batch} noun="group" onClose={() => update({ batch: '' })} />}
      {job.data && bulk.bar}
      {groups.isError ? (
        <ApiErrorAlert error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <ServerPagedGrid
          label="Groups"
          rows={rows}
          columns={columnsOf(open, labels)}
          rowCount={groups.data?.total ?? 0}
          loading={groups.isFetching}
          paginationModel={{ page: state.page, pageSize: state.pageSize }}
          onPaginationModelChange={(model) => update({ page: model.page, pageSize: model.pageSize })}
          sort={{ field: SORT_FIELDS[state.sort], order: state.order }}
          onSort={(field, order) =>
            update({ sort: field === 'recordCount' ? 'size' : 'score', order, page: 0 })
          }
          rowLink={open}
          noRowsLabel="No group to show: every group found is reviewed, or none matches."
          growingRows
          quickFilterField="records"
          filters={
            <ReviewFilterFields value={state} onChange={(filters) => update({ ...filters, page: 0 })} />
          }
          exportFileName={job.data ? `${jobSubject(job.data)} groups` : 'groups'}
          selection={bulk.selection}
        />
      )}
      <DecisionSnackbar />
    </>
  );
}
