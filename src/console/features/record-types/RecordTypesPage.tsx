import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../ui/PageHeader';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { adminRecordTypesQueryOptions } from './record-type-queries';
import { RecordTypesTable } from './RecordTypesTable';

/** The record types Steward knows, each leading to its fields and cross-object mappings. */
export default function RecordTypesPage() {
  const types = useQuery(adminRecordTypesQueryOptions());
  return (
    <>
      <PageHeader
        title="Record types"
        intro="The kinds of records Steward checks for duplicates. A type's page lists its fields and lets you map it onto other types, so that a search of one also finds duplicates among the others."
      />
      <QueryGate
        queries={[types]}
        loadingLabel="Loading the record types"
        placeholder={<SkeletonRows count={4} height={36} />}
      >
        {([all]) => <RecordTypesTable types={all} />}
      </QueryGate>
    </>
  );
}
