import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, LinearProgress, Typography } from '@mui/material';
import type { ExplainedResult } from '../../../contract/explain';
import type { SearchInput } from '../../../contract/search';
import type { SObjectField } from '../../../contract/sobjects';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { SearchResults } from './SearchResults';
import type { SearchField } from './search-fields';
import { mapServerErrors } from './server-errors';

interface SearchOutcomeProps {
  search: UseMutationResult<ExplainedResult[], Error, SearchInput>;
  fields: SearchField[];
  fieldNames: ReadonlySet<string>;
  describeFields: readonly SObjectField[] | undefined;
  typeLabel: string;
  /** Label of the filter a search used, by its developer name. */
  filterLabel: (developerName: string | undefined) => string | undefined;
}

/** What the last search brought: progress, a failure, no duplicates or the table of possible duplicates. */
export function SearchOutcome({
  search,
  fields,
  fieldNames,
  describeFields,
  typeLabel,
  filterLabel,
}: SearchOutcomeProps) {
  let content;
  let announcement = '';
  if (search.isPending) {
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
      <ApiErrorAlert error={search.error} onRetry={() => search.mutate(search.variables)} />
    );
  } else if (search.isSuccess) {
    const count = search.data.length;
    announcement =
      count === 0 ? 'No duplicates found' : `${count} possible duplicate${count === 1 ? '' : 's'} found`;
    content = (
      <SearchResults
        results={search.data}
        input={search.variables}
        fields={fields}
        describeFields={describeFields}
        typeLabel={typeLabel}
        filterLabel={filterLabel(search.variables.filterDeveloperName)}
      />
    );
  }

  return (
    <>
      {/* Always in the page, so screen readers hear when a search starts and how it ended. */}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {content && (
        <Box component="section" aria-labelledby="search-results-heading" sx={{ mt: 4 }}>
          <Typography id="search-results-heading" variant="h5" component="h2" gutterBottom>
            Results
          </Typography>
          {content}
        </Box>
      )}
    </>
  );
}
