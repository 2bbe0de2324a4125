import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, LinearProgress, Typography } from '@mui/material';
import type { SearchInput } from '../../../contract/search';
import type { SObjectField } from '../../../contract/sobjects';
import { AnnouncedSection } from '../../ui/AnnouncedSection';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { CrossObjectResults } from './CrossObjectResults';
import { searchAnnouncement, typeLabels, type SearchAnswer } from './cross-object';
import { SearchResults } from './SearchResults';
import type { SearchField } from './search-fields';
import { mapServerErrors } from './server-errors';

interface SearchOutcomeProps {
  search: UseQueryResult<SearchAnswer>;
  /** The search asked for; none, nothing to show. */
  input: SearchInput | undefined;
  fields: SearchField[];
  fieldNames: ReadonlySet<string>;
  describeFields: readonly SObjectField[] | undefined;
  typeLabel: string;
  /** API name of the searched type. */
  objectName: string;
  /** Label of the filter a search used, by its developer name. */
  filterLabel: (developerName: string | undefined) => string | undefined;
}

/**
 * What the last search brought: progress, a failure, or the searched type's possible duplicates (or the news that
 * there are none) followed by one section per other type with matches.
 */
export function SearchOutcome({
  search,
  input,
  fields,
  fieldNames,
  describeFields,
  typeLabel,
  objectName,
  filterLabel,
}: SearchOutcomeProps) {
  // Already loaded by the record type picker; only the other types' labels are needed here.
  const recordTypes = useQuery(recordTypesQueryOptions());
  let content;
  let announcement = '';
  if (input === undefined) {
    // No search in the address, so no Results section.
  } else if (search.isPending) {
    announcement = `Searching ${typeLabel} records…`;
    content = (
      <Box>
        <Typography sx={{ mb: 1 }}>{announcement}</Typography>
        <LinearProgress aria-label={announcement} />
      </Box>
    );
  } else if (search.isError) {
    const refused = mapServerErrors(search.error, fieldNames);
    content = refused ? (
      <Alert severity="error">
        <AlertTitle>The service did not accept the search</AlertTitle>
        {refused.other.length > 0 ? refused.other.join(' ') : 'Correct the marked fields and search again.'}
      </Alert>
    ) : (
      <ApiErrorAlert error={search.error} onRetry={() => void search.refetch()} />
    );
  } else if (search.isSuccess) {
    const { results, others } = search.data;
    announcement = searchAnnouncement(
      results.length,
      others.map((other) => ({
        labelPlural: typeLabels(recordTypes.data, other.prefix, other.objectName).labelPlural,
        count: other.results.length,
      })),
    );
    content = (
      <>
        <SearchResults
          results={results}
          input={input}
          fields={fields}
          describeFields={describeFields}
          typeLabel={typeLabel}
          objectName={objectName}
          filterLabel={filterLabel(input.filterDeveloperName)}
        />
        {others.map((other) => (
          <CrossObjectResults key={other.prefix} matches={other} searchedTypeLabel={typeLabel} />
        ))}
      </>
    );
  }

  return (
    <AnnouncedSection announcement={announcement} headingId="search-results-heading" heading="Results">
      {content}
    </AnnouncedSection>
  );
}
