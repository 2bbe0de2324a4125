import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, Box, Typography } from '@mui/material';
import { addressUsageQueryOptions } from '../../api/address-usage-queries';
import { apiUsageQueryOptions } from '../../api/api-usage-queries';
import { PageHeader } from '../../ui/PageHeader';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { ApiCallsTable } from './ApiCallsTable';
import { DailyBarsChart } from './DailyBarsChart';
import {
  apiCallsByPrincipalAndDay,
  callsByDay,
  creditsByDay,
  periodOf,
  usageQueryOf,
  type UsagePeriodValues,
} from './usage-report';
import { UsagePeriodForm } from './UsagePeriodForm';
import { UsageTable } from './UsageTable';
import { usageByPrincipalAndDay } from '../../ui/address-usage-summary';

/** Address credits and API calls per user or client and day, over a period kept in the address so it can be shared. */
export default function UsagePage() {
  const [params, setParams] = useSearchParams();
  const shown = useMemo(() => periodOf(params, new Date()), [params]);
  const usage = useQuery(addressUsageQueryOptions(usageQueryOf(shown)));
  const apiUsage = useQuery(apiUsageQueryOptions(usageQueryOf(shown)));
  const show = ({ from, to, principal }: UsagePeriodValues) =>
    setParams({ from, to, ...(principal.trim() ? { principal: principal.trim() } : {}) });

  return (
    <>
      <PageHeader
        title="Usage"
        intro="Validation credits spent and API calls made per user or client and day (UTC). Each address validation or retrieval costs 1 credit, 5 when geocoded, each e-mail or phone validation 1; finding addresses is free."
      />
      <UsagePeriodForm shown={shown} onShow={show} />
      <Typography variant="h5" component="h2" gutterBottom>
        Address credits
      </Typography>
      <QueryGate
        queries={[usage]}
        loadingLabel="Loading the credits"
        placeholder={<SkeletonRows count={5} height={28} />}
      >
        {([report]) =>
          report.rows.length === 0 ? (
            <Alert severity="info">No credits were spent in this period.</Alert>
          ) : (
            <>
              <DailyBarsChart
                title="Credits per day"
                unit="credits"
                days={creditsByDay(report)}
                totals={report.totals.map(({ principal, credits }) => ({ principal, amount: credits }))}
              />
              <UsageTable lines={usageByPrincipalAndDay(report)} />
            </>
          )
        }
      </QueryGate>
      <Box component="section" aria-labelledby="api-calls-heading" sx={{ mt: 4 }}>
        <Typography id="api-calls-heading" variant="h5" component="h2" gutterBottom>
          API calls
        </Typography>
        <QueryGate
          queries={[apiUsage]}
          loadingLabel="Loading the API calls"
          placeholder={<SkeletonRows count={5} height={28} />}
        >
          {([report]) =>
            report.rows.length === 0 ? (
              <Alert severity="info">Nobody called the API in this period.</Alert>
            ) : (
              <>
                <DailyBarsChart
                  title="API calls per day"
                  unit="calls"
                  days={callsByDay(report)}
                  totals={report.totals.map(({ principal, calls }) => ({ principal, amount: calls }))}
                />
                <ApiCallsTable lines={apiCallsByPrincipalAndDay(report)} />
              </>
            )
          }
        </QueryGate>
      </Box>
    </>
  );
}
