import { Alert, AlertTitle, Typography } from '@mui/material';
import type { ExplainedResult } from '../../../contract/explain';
import type { SearchInput } from '../../../contract/search';
import type { SObjectField } from '../../../contract/sobjects';
import { MatchTable } from './MatchTable';
import { summariseInput } from './result-format';
import type { SearchField } from './search-fields';

interface SearchResultsProps {
  results: ExplainedResult[];
  input: SearchInput;
  fields: SearchField[];
  describeFields: readonly SObjectField[] | undefined;
  typeLabel: string;
  /** API name of the searched type, whose matches may be merged. */
  objectName: string;
  /** Label of the filter the search used, if any. */
  filterLabel?: string | undefined;
}

/** The answer of one search for the searched type: the possible duplicates, or the news that there are none. */
export function SearchResults({
  results,
  input,
  fields,
  describeFields,
  typeLabel,
  objectName,
  filterLabel,
}: SearchResultsProps) {
  // The filter belongs to the summary: without it, fewer matches than expected would look like a miss.
  const summary =
    summariseInput(input.objectData, fields) + (filterLabel ? ` with the filter “${filterLabel}”` : '');

  if (results.length === 0) {
    return (
      <Alert severity="info">
        <AlertTitle>No duplicates found for {summary}</AlertTitle>
        No existing {typeLabel} reaches the threshold of a scenario with these values.
      </Alert>
    );
  }
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>
        {results.length === 1 ? '1 possible duplicate' : `${results.length} possible duplicates`} of {summary}
        . Scores are out of 100; a scenario in grey did not take the match. Expand a match to see how each
        field compared.
      </Typography>
      <MatchTable
        results={results}
        values={input.objectData}
        fields={fields}
        describeFields={describeFields}
        typeLabel={typeLabel}
        tableLabel={`Possible ${typeLabel} duplicates`}
        mergeType={objectName}
      />
    </>
  );
}
