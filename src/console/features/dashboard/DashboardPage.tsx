import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Grid, Skeleton } from '@mui/material';
import { PageHeader } from '../../ui/PageHeader';
import { QueryGate } from '../../ui/QueryGate';
import { ActivityCard } from './ActivityCard';
import { openAlertsQueryOptions } from './alert-queries';
import { dashboardQueryOptions } from './dashboard-queries';
import { DuplicateRateCard } from './DuplicateRateCard';
import { DuplicateRateChart } from './DuplicateRateChart';
import { LastJobsCard } from './LastJobsCard';
import { MergesThisWeekCard } from './MergesThisWeekCard';
import { OpenReviewCard } from './OpenReviewCard';
import { RecordCountsCard } from './RecordCountsCard';
import { useTypeLabel } from './use-type-label';
import { ValidationsCard } from './ValidationsCard';

// Shown to some users only (admins; before the first job), so they load when shown, not with every Home.
const AdminSection = lazy(() =>
  import('./AdminSection').then((module) => ({ default: module.AdminSection })),
);
// Alerts are rare: they load once there is one.
const AlertsSection = lazy(() =>
  import('./AlertsSection').then((module) => ({ default: module.AlertsSection })),
);
const FirstJobPrompt = lazy(() =>
  import('./FirstJobPrompt').then((module) => ({ default: module.FirstJobPrompt })),
);

const placeholder = (
  <Grid container spacing={2}>
    {[3, 3, 3, 3, 6, 6].map((width, index) => (
      <Grid key={index} size={{ xs: 12, md: width }}>
        <Skeleton variant="rectangular" height={index < 4 ? 160 : 300} />
      </Grid>
    ))}
  </Grid>
);

/** The console's home: the records held, what is left to review, what stewards did and whether duplicates are falling. */
export default function DashboardPage() {
  const summary = useQuery(dashboardQueryOptions());
  const alerts = useQuery(openAlertsQueryOptions());
  const open = alerts.data?.alerts ?? [];
  // Once shown, the section stays: dismissing the last alert still says it was dismissed.
  const [alertsShown, setAlertsShown] = useState(false);
  if (open.length > 0 && !alertsShown) setAlertsShown(true);
  const labelOf = useTypeLabel();

  return (
    <>
      <PageHeader
        title="Dashboard"
        intro="The state of the data at a glance: what waits for review, what stewards did week by week, and whether duplicates are falling. Each figure opens the list behind it."
      />
      {alertsShown && (
        <Suspense fallback={null}>
          <AlertsSection open={open} />
        </Suspense>
      )}
      <QueryGate queries={[summary]} loadingLabel="Loading the dashboard" placeholder={placeholder}>
        {([{ recordCounts, openReview, activity, duplicateRates, lastJobs, validations, admin }]) => {
          const thisWeek = activity.at(-1);
          const noRates =
            lastJobs.length === 0
              ? 'No duplicate job has run yet'
              : `No duplicate job has finished in the last ${activity.length} weeks`;
          return (
            <>
              {lastJobs.length === 0 && (
                <Suspense fallback={null}>
                  <FirstJobPrompt counts={recordCounts} labelOf={labelOf} />
                </Suspense>
              )}
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <RecordCountsCard counts={recordCounts} labelOf={labelOf} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <OpenReviewCard counts={openReview} labelOf={labelOf} now={new Date()} />
                </Grid>
                {thisWeek && (
                  <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                    <MergesThisWeekCard week={thisWeek} />
                  </Grid>
                )}
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <DuplicateRateCard points={duplicateRates} labelOf={labelOf} emptyLead={noRates} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <ActivityCard activity={activity} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <DuplicateRateChart points={duplicateRates} labelOf={labelOf} emptyLead={noRates} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <ValidationsCard days={validations} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <LastJobsCard jobs={lastJobs} labelOf={labelOf} />
                </Grid>
              </Grid>
              {admin && (
                <Suspense fallback={<Skeleton variant="rectangular" height={260} aria-label="Loading" />}>
                  <AdminSection figures={admin} labelOf={labelOf} />
                </Suspense>
              )}
            </>
          );
        }}
      </QueryGate>
    </>
  );
}
