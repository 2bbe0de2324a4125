import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { apiUsageQueryOptions } from '../../api/api-usage-queries';
import { PageHeader } from '../../ui/PageHeader';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { AssignSeatForm } from './AssignSeatForm';
import { seatsQueryOptions } from './licence-queries';
import { SeatsTable } from './SeatsTable';

/** API licence seats: who may use the licensed API, assigned and revoked by admins. */
export default function LicencesPage() {
  const seats = useQuery(seatsQueryOptions());
  // Every day's totals in one request, not one per seat; the seats show without them until they come.
  const usage = useQuery({
    ...apiUsageQueryOptions(),
    select: (report) => new Map(report.totals.map((total) => [total.principal, total.lastDay])),
  });
  return (
    <>
      <PageHeader
        title="Licences"
        intro="A licence seat lets a user or a machine client use the licensed API: scenarios, search, upsert and address validation. Administration needs no seat, so an admin can always put access right."
      />
      <QueryGate
        queries={[seats]}
        loadingLabel="Loading the licence seats"
        placeholder={<SkeletonRows count={4} height={36} />}
      >
        {([list]) => (
          <>
            <AssignSeatForm seats={list} />
            <Typography variant="h6" component="h2" gutterBottom>
              Seats ({list.length})
            </Typography>
            <SeatsTable seats={list} lastUse={usage.data} />
          </>
        )}
      </QueryGate>
    </>
  );
}
