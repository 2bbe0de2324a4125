import { Box, Typography } from '@mui/material';
import type { OpenReviewCount } from '../../../contract/dashboard';
import { formatDateTime } from '../../ui/format-date-time';
import { count, openForText, openReviewSummary, type TypeLabel } from './dashboard-figures';
import { openItemsPath } from './dashboard-paths';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';
import { HeadlineFigure } from './HeadlineFigure';

interface OpenReviewCardProps {
  counts: readonly OpenReviewCount[];
  labelOf: TypeLabel;
  now: Date;
}

/**
 * What is left to review, per record type from jobs, from upserts and (when there are any) from file imports, and
 * how long the oldest item has waited; each figure opens the review queue filtered to it.
 */
export function OpenReviewCard({ counts, labelOf, now }: OpenReviewCardProps) {
  const { total, byType, oldest } = openReviewSummary(counts);
  return (
    <DashboardCard title="Open for review">
      <HeadlineFigure>
        {count(total)}
        <span className="visually-hidden"> open items</span>
      </HeadlineFigure>
      {total === 0 ? (
        <Typography>Nothing is waiting for review.</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
            {byType.map((line) => (
              <Box component="li" key={line.objectType} sx={{ mb: 0.5 }}>
                <FigureLink role="steward" needsSeat to={openItemsPath(line.objectType)}>
                  {labelOf(line.objectType)}: {count(line.total)}
                </FigureLink>
                <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                  <FigureLink role="steward" needsSeat to={openItemsPath(line.objectType, 'JOB')}>
                    {count(line.job)} from jobs
                  </FigureLink>
                  {' · '}
                  <FigureLink role="steward" needsSeat to={openItemsPath(line.objectType, 'UPSERT')}>
                    {count(line.upsert)} from upserts
                  </FigureLink>
                  {line.import > 0 && (
                    <>
                      {' · '}
                      <FigureLink role="steward" needsSeat to={openItemsPath(line.objectType, 'IMPORT')}>
                        {count(line.import)} from imports
                      </FigureLink>
                    </>
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
          {oldest && (
            <Typography variant="body2">
              Oldest:{' '}
              <FigureLink role="steward" needsSeat to={openItemsPath(oldest.objectType, oldest.source, true)}>
                {labelOf(oldest.objectType)} {openForText(oldest.detectedAt, now)}
              </FigureLink>
              , since <time dateTime={oldest.detectedAt}>{formatDateTime(oldest.detectedAt)}</time>.
            </Typography>
          )}
        </>
      )}
    </DashboardCard>
  );
}
