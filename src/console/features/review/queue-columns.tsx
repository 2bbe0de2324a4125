import { Link as RouterLink } from 'react-router';
import { Box, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReviewItem } from '../../../contract/review-queue';
import { formatDateTime } from '../../ui/format-date-time';
import type { HideableColumn } from './queue-list-state';
import { reviewItemPath } from './review-paths';
import { STATUS_TEXT } from './review-status';

/** What an item is, as the queue names it. */
const itemName = (item: ReviewItem) => (item.source === 'JOB' ? `Job group ${item.groupId}` : 'Upsert pair');

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

/** A large group's ids beyond these would make its row tower over the others; its page lists them all. */
const IDS_SHOWN = 4;

type QueueColumn = GridColDef<ReviewItem> & { field: 'what' | HideableColumn };

/** The queue grid's columns; an item's link carries the queue's address query, so its page can follow the queue. */
export const queueColumnsOf = (queue: string): QueueColumn[] => [
  {
    field: 'what',
    headerName: 'What',
    width: 130,
    sortable: false,
    hideable: false,
    valueGetter: (_value, row) => itemName(row),
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={reviewItemPath(row)} state={{ queue }}>
        {itemName(row)}
      </Link>
    ),
  },
  { field: 'recordCount', headerName: 'Records', type: 'number', width: 100 },
  {
    field: 'recordIds',
    headerName: 'Record ids',
    flex: 1,
    minWidth: 180,
    sortable: false,
    renderCell: ({ row }) => (
      <Box>
        {row.recordIds.slice(0, IDS_SHOWN).map((id) => (
          <Box key={id} sx={{ fontFamily: 'monospace' }}>
            {id}
          </Box>
        ))}
        {row.recordIds.length > IDS_SHOWN && (
          <Box sx={{ color: 'text.secondary' }}>and {row.recordIds.length - IDS_SHOWN} more</Box>
        )}
      </Box>
    ),
  },
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
