import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '@mui/material';
import { filtersQueryOptions } from '../../api/filters-queries';
import { describeQueryOptions } from '../../api/record-types-queries';
import { EditPageHeading } from '../../ui/EditPageHeading';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { FilterForm } from './FilterForm';
import { pagePaths } from '../../ui/page-paths';

/**
 * A filter's form: `/admin/filters/new?type=Lead` creates one, `/admin/filters/Lead/Open_Leads` changes that one.
 */
export default function FilterEditPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const recordType = params.recordType ?? searchParams.get('type') ?? 'Lead';
  const developerName = params.developerName;
  const describe = useQuery(describeQueryOptions(recordType));
  const filters = useQuery(filtersQueryOptions(recordType));
  const title = developerName ? `Edit filter ${developerName}` : 'New filter';

  return (
    <>
      <EditPageHeading
        title={title}
        section="Filters"
        backTo={pagePaths.filters({ type: recordType })}
        backLabel={`All ${recordType} filters`}
      />
      <QueryGate
        queries={[describe, filters]}
        loadingLabel="Loading the filter form"
        placeholder={<SkeletonRows count={4} height={56} />}
      >
        {([type, list]) => {
          const editing = list.find((filter) => filter.developerName === developerName);
          if (developerName && !editing) {
            return (
              <Alert severity="warning">
                {type.label} has no filter named {developerName}.
              </Alert>
            );
          }
          return <FilterForm key={developerName ?? 'new'} describe={type} filters={list} editing={editing} />;
        }}
      </QueryGate>
    </>
  );
}
