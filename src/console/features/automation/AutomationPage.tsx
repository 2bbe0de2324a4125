import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@mui/material';
import { PageHeader } from '../../ui/PageHeader';
import { QueryGate } from '../../ui/QueryGate';
import { alertSettingsQueryOptions, autoMergeSettingsQueryOptions } from './automation-queries';
import { AutomationForm } from './AutomationForm';

/** The admin's settings of what runs on its own: how sure an auto-merge must be, and when alerts are raised. */
export default function AutomationPage() {
  const autoMerge = useQuery(autoMergeSettingsQueryOptions());
  const alerts = useQuery(alertSettingsQueryOptions());
  return (
    <>
      <PageHeader
        title="Automation"
        intro="How sure a scheduled or started auto-merge must be before it runs without a steward's confirmation, and when Home raises an alert about a source, the review queue or a scheduled run."
      />
      <QueryGate
        queries={[autoMerge, alerts]}
        loadingLabel="Loading the automation settings"
        placeholder={<Skeleton variant="rectangular" height={420} sx={{ maxWidth: '60ch' }} />}
      >
        {([autoMergeSettings, alertSettings]) => (
          <AutomationForm autoMerge={autoMergeSettings} alerts={alertSettings} />
        )}
      </QueryGate>
    </>
  );
}
