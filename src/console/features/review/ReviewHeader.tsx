import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReviewStatus } from '../../../contract/review-queue';
import { formatDateTime } from '../../ui/format-date-time';
import { STATUS_TEXT } from './review-status';

interface ReviewHeaderProps {
  /** The list the steward came from, which Back returns to. */
  back: { to: string; label: string };
  title: string;
  summary: ReactNode;
  review: { status: ReviewStatus; reviewedBy: string | null; reviewedAt: string | null };
  /** Whether the page shows the merge just made, which the line on who reviewed it would only repeat. */
  mergeShown?: boolean;
}

/** The head of a review page: the way back, what is reviewed, and whether (and by whom) it was. */
export function ReviewHeader({ back, title, summary, review, mergeShown = false }: ReviewHeaderProps) {
  const { status, reviewedBy, reviewedAt } = review;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={back.to}>
          {back.label}
        </Link>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Chip size="small" label={STATUS_TEXT[status]} color={status === 'OPEN' ? 'primary' : 'default'} />
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{summary}</Typography>
      {status !== 'OPEN' && !mergeShown && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {status === 'MERGED' ? 'Merged' : 'Decided not duplicates'} by {reviewedBy}
          {reviewedAt ? ` at ${formatDateTime(reviewedAt)}` : ''}.
        </Alert>
      )}
    </>
  );
}
