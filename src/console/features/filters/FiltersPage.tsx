import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { SObjectSummary } from '../../../contract/sobjects';
import { filtersQueryOptions } from '../../api/filters-queries';
import { describeQueryOptions } from '../../api/record-types-queries';
import { ListSection } from '../../ui/ListSection';
import { QueryGate } from '../../ui/QueryGate';
import { RecordTypePage } from '../../ui/record-type-page/RecordTypePage';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { type SavedFilterState } from './filter-paths';
import { FiltersTable } from './FiltersTable';
import { pagePaths } from '../../ui/page-paths';

function FiltersSection({ recordType }: { recordType: SObjectSummary }) {
  const filters = useQuery(filtersQueryOptions(recordType.name));
  const describe = useQuery(describeQueryOptions(recordType.name));
  const saved = (useLocation().state as SavedFilterState | null)?.savedLabel;

  return (
    <ListSection
      title={`${recordType.label} filters`}
      newLabel="New filter"
      newPath={pagePaths.newFilter({ type: recordType.name })}
      notice={saved && `Filter “${saved}” saved.`}
    >
      <QueryGate
        queries={[filters, describe]}
        loadingLabel={`Loading the ${recordType.label} filters`}
        placeholder={<SkeletonRows count={3} height={36} />}
      >
        {([list, fields]) => <FiltersTable filters={list} describe={fields} />}
      </QueryGate>
    </ListSection>
  );
}

/** Search filters per record type: what each keeps, and the way to create, change and delete them. */
export default function FiltersPage() {
  return (
    <RecordTypePage
      title="Filters"
      intro="A search filter narrows a search to the records whose values satisfy all its conditions. Stewards choose one on the search form; integrations name it as filterDeveloperName."
    >
      {(recordType) => <FiltersSection recordType={recordType} />}
    </RecordTypePage>
  );
}
