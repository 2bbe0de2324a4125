import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { DuplicateGroup } from '../../../contract/jobs';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { formatDateTime } from '../../ui/format-date-time';
import { groupListSearch, groupQueryOf, readGroupListState, type GroupListState } from './group-list-state';
import { progressText } from './job-progress';
import { jobSubject } from './job-subject';
import { ReviewStatusSelect } from './ReviewStatusSelect';
import { groupPath } from './review-paths';
import { groupsQueryOptions, jobQueryOptions } from './review-queries';
import { STATUS_TEXT } from './review-status';
import { ServerPagedGrid } from './ServerPagedGrid';

const columnsOf = (jobId: string, list: string): GridColDef<DuplicateGroup>[] => [
  {
    field: 'id',
    headerName: 'Group',
    width: 110,
    sortable: false,
    hideable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={groupPath(jobId, row.id)} state={{ list }}>
        Group {row.id}
      </Link>
    ),
  },
  { field: 'recordCount', headerName: 'Records', type: 'number', width: 110 },
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
 * address, so Back and a shared link show the same page. A row opens the group.
 */
export default function GroupsPage() {
  const { jobId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = readGroupListState(params);
  const job = useQuery(jobQueryOptions(jobId));
  const groups = useQuery(groupsQueryOptions(jobId, groupQueryOf(state)));
  const update = (changes: Partial<GroupListState>) =>
    setParams(groupListSearch({ ...state, ...changes }), { replace: false });
  const title = job.data ? `Groups of the ${jobSubject(job.data)} job` : 'Groups';

  return (
    <>
      <title>{`${title} · Steward`}</title>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/jobs">
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
        <TextField
          select
          size="small"
          label="Records at least"
          value={state.minRecords}
          onChange={(event) => update({ minRecords: Number(event.target.value), page: 0 })}
          sx={{ minWidth: 160 }}
        >
          {[2, 3, 4, 5, 10].map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {groups.isError ? (
        <ApiErrorAlert error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <ServerPagedGrid
          label="Groups"
          rows={groups.data?.groups ?? []}
          columns={columnsOf(jobId, params.toString())}
          rowCount={groups.data?.total ?? 0}
          loading={groups.isFetching}
          paginationModel={{ page: state.page, pageSize: state.pageSize }}
          onPaginationModelChange={(model) => update({ page: model.page, pageSize: model.pageSize })}
          sortModel={[{ field: SORT_FIELDS[state.sort], sort: state.order }]}
          onSort={(field, order) =>
            update({ sort: field === 'recordCount' ? 'size' : 'score', order, page: 0 })
          }
          onRowClick={(row) =>
            void navigate(groupPath(jobId, row.id), { state: { list: params.toString() } })
          }
          noRowsLabel="No group to show: every group found is reviewed, or none matches."
        />
      )}
    </>
  );
}
