import { Link as RouterLink } from 'react-router';
import { Box, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReviewItem, ReviewSource } from '../../../contract/review-queue';
import { formatDateTime } from '../../ui/format-date-time';
import { detailsText, fieldLabelsText, recordNamesText } from '../../ui/record-ref-text';
import type { HideableColumn } from './queue-list-state';
import type { ReviewLink } from './review-navigation-state';
import { STATUS_TEXT, type StatusFilter } from './review-status';
import { REVIEW_SOURCE_WORDS } from '../../../contract/review-words';

/** Names shown before "and N more": a row stays one line, and the item's page lists them all. */
const NAMES_SHOWN = 2;

/** A cell's text on one line, cut with an ellipsis, whole in its tooltip. */
const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A time with who stands behind it, on one line. */
const timeBy = (time: string | null, by: string | null) =>
  time ? (
    <Box sx={oneLine} title={`${formatDateTime(time)} by ${by}`}>
      <time dateTime={time}>{formatDateTime(time)}</time>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {' '}
        by {by}
      </Box>
    </Box>
  ) : (
    '—'
  );

type QueueColumn = GridColDef<ReviewItem> & { field: 'records' | HideableColumn };

/**
 * The queue grid's columns, each one line so that a screen shows many items: the records by name (the link that
 * opens the item, carrying the state that lets its page follow the queue), where the item comes from, the fields
 * they differ in (named by `labels`), the score and its range, and who detected and reviewed it when.
 */
export const queueColumnsOf = (
  open: (item: ReviewItem) => ReviewLink,
  labels: ReadonlyMap<string, string>,
  status: StatusFilter,
): QueueColumn[] => {
  const columns = allColumns(open, labels);
  // Items to review all have that status, and none a review: their columns would only repeat it.
  return status === 'OPEN'
    ? columns.filter((column) => column.field !== 'status' && column.field !== 'reviewedAt')
    : columns;
};

const allColumns = (
  open: (item: ReviewItem) => ReviewLink,
  labels: ReadonlyMap<string, string>,
): QueueColumn[] => [
  {
    field: 'records',
    headerName: 'Records',
    flex: 2,
    minWidth: 260,
    sortable: false,
    hideable: false,
    valueGetter: (_value, row) => recordNamesText(row.records, NAMES_SHOWN),
    renderCell: ({ row, value }) => {
      const details = row.records[0] ? detailsText(row.records[0]) : '';
      return (
        <Box sx={oneLine} title={[recordNamesText(row.records, row.records.length), details].join(' · ')}>
          <Link component={RouterLink} {...open(row)} sx={{ fontWeight: 500 }}>
            {value as string}
          </Link>
          {details && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              · {details}
            </Box>
          )}
        </Box>
      );
    },
  },
  {
    field: 'source',
    headerName: 'From',
    width: 120,
    sortable: false,
    valueFormatter: (value: ReviewSource) => REVIEW_SOURCE_WORDS[value],
  },
  { field: 'recordCount', headerName: 'Size', type: 'number', width: 70 },
  {
    field: 'differingFields',
    headerName: 'Differs in',
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueGetter: (_value, row) => fieldLabelsText(row.differingFields, labels),
    renderCell: ({ value }) => (
      <Box sx={oneLine} title={value as string}>
        {(value as string) || '—'}
      </Box>
    ),
  },
  {
    field: 'averageScore',
    headerName: 'Score',
    type: 'number',
    width: 120,
    renderCell: ({ row }) => (
      <Box sx={oneLine}>
        {row.averageScore}
        {row.minScore !== row.maxScore && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            ({row.minScore}–{row.maxScore})
          </Box>
        )}
      </Box>
    ),
  },
  {
    field: 'detectedAt',
    headerName: 'Detected',
    width: 220,
    renderCell: ({ row }) => timeBy(row.detectedAt, row.detectedBy),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    sortable: false,
    valueFormatter: (value: ReviewItem['status']) => STATUS_TEXT[value],
  },
  {
    field: 'reviewedAt',
    headerName: 'Reviewed',
    width: 220,
    renderCell: ({ row }) => timeBy(row.reviewedAt, row.reviewedBy),
  },
];
