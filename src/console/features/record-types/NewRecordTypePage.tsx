import { useQuery } from '@tanstack/react-query';
import { EditPageHeading } from '../../ui/EditPageHeading';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { DefinitionForm } from './DefinitionForm';
import { adminRecordTypesQueryOptions } from './record-type-queries';
import { pagePaths } from '../../ui/page-paths';

/** A record type of the admin's own: its names, key prefix and fields; its records can be upserted once created. */
export default function NewRecordTypePage() {
  const types = useQuery(adminRecordTypesQueryOptions());
  return (
    <>
      <EditPageHeading
        title="New record type"
        section="Record types"
        backTo={pagePaths.recordTypes()}
        backLabel="All record types"
      />
      <QueryGate
        queries={[types]}
        loadingLabel="Loading the record types"
        placeholder={<SkeletonRows count={4} height={36} />}
      >
        {([all]) => <DefinitionForm types={all} />}
      </QueryGate>
    </>
  );
}
