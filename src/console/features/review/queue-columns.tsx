import { Link as RouterLink } from 'react-router';
import { Box, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReviewItem } from '../../../contract/review-queue';
import { formatDateTime } from '../../ui/format-date-time';
import type { HideableColumn } from './queue-list-state';
import { differingFieldsColumn, recordsColumn } from './record-columns';
import type { ReviewLink } from './review-navigation-state';
import { STATUS_TEXT } from './review-status';

const PAIR_NAMES = { UPSERT: 'Upsert pair', IMPORT: 'Import pair' } as const;

/** What an item is, as the queue names it: a job's group, or a pair and what logged it. */
const itemName = (item: ReviewItem) =>
  item.source === 'JOB' ? `Job group ${item.groupId}` : PAIR_NAMES[item.source];

/** A time with who stands behind it, one below the other. */
const timeBy = (time: string | null, by: string | null) =>
  time ? (
    <Box>
      <time dateTime={time}>{formatDateTime(time)}</time>
      <Box sx={{ color: 'text.secondary' }}>by {by}</Box>
    </Box>
  ) : (
    '—'
  );

type QueueColumn = GridColDef<ReviewItem> & { field: 'what' | HideableColumn };

/**
 * The queue grid's columns. An item's link carries the state that lets its page follow the queue; the fields that
 * differ are named by `labels`.
 */
export const queueColumnsOf = (
  open: (item: ReviewItem) => ReviewLink,
  labels: ReadonlyMap<string, string>,
): QueueColumn[] => [
  {
    field: 'what',
    headerName: 'What',
    width: 130,
    sortable: false,
    hideable: false,
    valueGetter: (_value, row) => itemName(row),
    renderCell: ({ row }) => (
      <Link component={RouterLink} {...open(row)}>
        {itemName(row)}
      </Link>
    ),
  },
  { field: 'recordCount', headerName: 'Size', type: 'number', width: 80 },
  recordsColumn<ReviewItem>(),
  differingFieldsColumn<ReviewItem>(labels),
  { field: 'averageScore', headerName: 'Average score', type: 'number', width: 145 },
  {
    field: 'scoreRange',
    headerName: 'Score range',
    width: 110,
    sortable: false,
    valueGetter: (_value, row) =>
      row.minScore === row.maxScore ? String(row.minScore) : `${row.minScore}–${row.maxScore}`,
  },
  {
    field: 'detectedAt',
    headerName: 'Detected',
    width: 165,
    renderCell: ({ row }) => timeBy(row.detectedAt, row.detectedBy),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 125,
    sortable: false,
    valueFormatter: (value: ReviewItem['status']) => STATUS_TEXT[value],
  },
  {
    field: 'reviewedAt',
    headerName: 'Reviewed',
    width: 165,
    renderCell: ({ row }) => timeBy(row.reviewedAt, row.reviewedBy),
  },
];
