import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { SObjectSummary } from '../../../contract/sobjects';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { SearchForm } from './SearchForm';
import { SearchOutcome } from './SearchOutcome';
import { buildSearchFields } from './search-fields';
import { describeQueryOptions } from '../../api/record-types-queries';
import { filtersQueryOptions } from '../../api/filters-queries';
import { summariseInput } from './result-format';
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
  // On a phone the form would push the results below the fold: after a search it folds into one line.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [editing, setEditing] = useState(false);
  const folded = narrow && input !== undefined && !editing && !search.isError;
  const refusedFields = useMemo(
    () => (search.error ? mapServerErrors(search.error, fieldNames)?.fields : undefined),
    [search.error, fieldNames],
  );

  return (
    <>
      <Box component="section" aria-labelledby="search-form-heading" sx={{ mt: 3 }}>
        <Typography id="search-form-heading" variant="h5" component="h2" gutterBottom>
          Find {recordType.label} duplicates
        </Typography>
        <QueryGate
          queries={[scenarios, describe]}
          loadingLabel={`Loading the ${recordType.label} search form`}
          placeholder={<SkeletonRows count={2} height={56} />}
        >
          {([scenarioList]) =>
            fields.length === 0 ? (
              <Alert severity="info">
                {recordType.label} has no visible scenario with fields, so there is nothing to search with.
              </Alert>
            ) : (
              requested &&
              (folded ? (
                <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {summariseInput(input.objectData, fields)}
                  </Typography>
                  <Button startIcon={<EditIcon />} onClick={() => setEditing(true)} sx={{ flexShrink: 0 }}>
                    Edit search
                  </Button>
                </Paper>
              ) : (
                <SearchForm
                  objectName={recordType.name}
                  objectPrefix={recordType.keyPrefix}
                  fields={fields}
                  scenarios={scenarioList}
                  requested={requested}
                  refusedFields={refusedFields}
                  searching={search.isFetching}
                  onSearch={(values) => {
                    setEditing(false);
                    run(values);
                  }}
                  onReset={clear}
                />
              ))
            )
          }
        </QueryGate>
      </Box>
      <SearchOutcome
        search={search}
        input={input}
        fields={fields}
        fieldNames={fieldNames}
        describeFields={describe.data?.fields}
        typeLabel={recordType.label}
        objectName={recordType.name}
        filterLabel={(name) =>
          name && (filters.data?.find((filter) => filter.developerName === name)?.label ?? name)
        }
      />
    </>
  );
}
