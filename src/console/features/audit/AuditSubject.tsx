import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import type { AuditEvent } from '../../../contract/audit';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { formatDateTime } from '../../ui/format-date-time';
import { pagePaths } from '../../ui/page-paths';
import { RecordName } from '../../ui/RecordName';
import { importFileName } from './audit-channel';

/**
 * What an event is about, by name: its record, the account a sign-in lock held, the file an import read, the
 * scenario trained, the duplicate job by when it ran, the schedule, or what an alert said; never by an id.
 */
export function AuditSubject({ event }: { event: AuditEvent }) {
  const scenarios = useQuery({
    ...scenariosQueryOptions(event.objectType),
    enabled: Boolean(event.scenarioId),
  });
  if (event.record) return <RecordName record={event.record} />;
  if (event.signInLock) {
    return (
      <>
        {event.signInLock.name} from {event.signInLock.source}
      </>
    );
  }
  if (event.importId) {
    const fileName = importFileName(event.endpoint);
    return (
      <Link component={RouterLink} to={pagePaths.import(event.importId)}>
        {fileName ? `Import of ${fileName}` : 'The file import'}
      </Link>
    );
  }
  if (event.scenarioId) {
    const name = scenarios.data?.find((scenario) => scenario.scenarioId === event.scenarioId)?.scenarioName;
    // The scenario's page is an admin's; the trail is read by stewards too.
    return <>{name ? `Scenario ${name}` : 'A scenario'}</>;
  }
  if (event.jobId) {
    const job = `Duplicate job of ${formatDateTime(event.at)}`;
    return event.action === 'JOB_DELETED' ? (
      <>{job}</>
    ) : (
      <Link component={RouterLink} to={pagePaths.groups(event.jobId)}>
        {job}
      </Link>
    );
  }
  if (event.alert) return <>{event.alert.summary}</>;
  if (event.schedule) {
    const schedule = `Schedule ${event.schedule.name}`;
    return event.action === 'SCHEDULE_DELETED' ? (
      <>{schedule}</>
    ) : (
      <Link component={RouterLink} to={pagePaths.schedule(event.schedule.id)}>
        {schedule}
      </Link>
    );
  }
  return <>—</>;
}
