import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import type { SObjectSummary } from '../../../contract/sobjects';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { SearchForm } from './SearchForm';
import { SearchOutcome } from './SearchOutcome';
import { buildSearchFields } from './search-fields';
import { describeQueryOptions } from '../../api/record-types-queries';
import { filtersQueryOptions } from '../../api/filters-queries';
import { mapServerErrors } from './server-errors';
import { useAddressSearch } from './use-address-search';

/** The search form of one record type and the results of its last search. */
export function SearchWorkspace({ recordType }: { recordType: SObjectSummary }) {
  const scenarios = useQuery(scenariosQueryOptions(recordType.name));
  const describe = useQuery(describeQueryOptions(recordType.name));
  const filters = useQuery(filtersQueryOptions(recordType.name));
  const fields = useMemo(
    () => (scenarios.data ? buildSearchFields(scenarios.data, describe.data?.fields) : []),
    [scenarios.data, describe.data],
  );
  const fieldNames = useMemo(() => new Set(fields.map((field) => field.name)), [fields]);
  const { requested, input, search, run, clear } = useAddressSearch(
    recordType,
    describe.data ? fields : undefined,
    scenarios.data,
  );
  const refusedFields = useMemo(
    () => (search.error ? mapServerErrors(search.error, fieldNames)?.fields : undefined),
    [search.error, fieldNames],
  );

  let form;
  if (scenarios.isPending || describe.isPending) {
    form = (
      <Box role="status" aria-label={`Loading the ${recordType.label} search form`}>
        {[0, 1].map((row) => (
          <Skeleton key={row} variant="rectangular" height={56} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  } else if (scenarios.isError || describe.isError) {
    const failed = scenarios.isError ? scenarios : describe;
    form = <ApiErrorAlert error={failed.error} onRetry={() => void failed.refetch()} />;
  } else if (fields.length === 0) {
    form = (
      <Alert severity="info">
        {recordType.label} has no visible scenario with fields, so there is nothing to search with.
      </Alert>
    );
  } else if (requested) {
    form = (
      <SearchForm
        objectName={recordType.name}
        objectPrefix={recordType.keyPrefix}
        fields={fields}
        scenarios={scenarios.data}
        requested={requested}
        refusedFields={refusedFields}
        searching={search.isFetching}
        onSearch={run}
        onReset={clear}
      />
    );
  }

  return (
    <>
      <Box component="section" aria-labelledby="search-form-heading" sx={{ mt: 3 }}>
        <Typography id="search-form-heading" variant="h5" component="h2" gutterBottom>
          Find {recordType.label} duplicates
        </Typography>
        {form}
      </Box>
      <SearchOutcome
        search={search}
        input={input}
        fields={fields}
        fieldNames={fieldNames}
        describeFields={describe.data?.fields}
        typeLabel={recordType.label}
        filterLabel={(name) =>
          name && (filters.data?.find((filter) => filter.developerName === name)?.label ?? name)
        }
      />
    </>
  );
}
