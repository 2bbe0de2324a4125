import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ListSection } from '../../ui/ListSection';
import { PageHeader } from '../../ui/PageHeader';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import type { DeletedRecordTypeState } from './DeleteRecordTypeButton';
import { adminRecordTypesQueryOptions } from './record-type-queries';
import { RecordTypesTable } from './RecordTypesTable';
import { pagePaths } from '../../ui/page-paths';

/** The record types Steward knows, each leading to its fields and cross-object mappings, and a new one. */
export default function RecordTypesPage() {
  const types = useQuery(adminRecordTypesQueryOptions());
  const deleted = (useLocation().state as DeletedRecordTypeState | null)?.deletedLabel;
  return (
    <>
      <PageHeader
        title="Record types"
        intro="The kinds of records Steward checks for duplicates. A type's page edits its fields and lets you map it onto other types, so that a search of one also finds duplicates among the others."
      />
      <ListSection
        title="All record types"
        newLabel="New record type"
        newPath={pagePaths.newRecordType()}
        notice={deleted && `Record type “${deleted}” deleted.`}
      >
        <QueryGate
          queries={[types]}
          loadingLabel="Loading the record types"
          placeholder={<SkeletonRows count={4} height={36} />}
        >
          {([all]) => <RecordTypesTable types={all} />}
        </QueryGate>
      </ListSection>
    </>
  );
}
