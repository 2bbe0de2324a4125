import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Grid, Paper } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { Scenario } from '../../../contract/scenarios';
import { ScenarioSelect } from '../../ui/ScenarioSelect';
import { showServerFieldErrors, type ServerFieldError } from '../../ui/server-field-errors';
import { FilterSelect } from './FilterSelect';
import { SearchFieldInput } from './SearchFieldInput';
import type { SearchField } from './search-fields';
import { emptySearchForm, hasSearchValues, toSearchInput, type SearchFormValues } from './search-form-values';

interface SearchFormProps {
  /** API name of the record type, whose filters the form offers. */
  objectName: string;
  objectPrefix: string;
  fields: SearchField[];
  scenarios: Scenario[];
  /** The search the page's address holds; the form shows it, and shows it again when the address changes. */
  requested: SearchFormValues;
  /** What the service refused in that search, put next to the fields concerned. */
  refusedFields: ServerFieldError<SearchFormValues>[] | undefined;
  searching: boolean;
  /** Runs a search the browser found nothing wrong with. */
  onSearch: (values: SearchFormValues) => void;
  onReset: () => void;
}

/** The search values of one record type, checked in the browser before anything is sent. */
export function SearchForm({
  objectName,
  objectPrefix,
  fields,
  scenarios,
  requested,
  refusedFields,
  searching,
  onSearch,
  onReset,
}: SearchFormProps) {
  const { control, handleSubmit, reset, setError, setFocus, formState } = useForm<SearchFormValues>({
    defaultValues: requested,
  });

  // Compared by content: the same search read again (after Search, or with reloaded scenarios) must not wipe
  // what the steward has typed since; Back or Forward to another search must replace it.
  const shown = useRef(JSON.stringify(requested));
  useEffect(() => {
    const next = JSON.stringify(requested);
    if (next === shown.current) return;
    shown.current = next;
    reset(requested);
  }, [requested, reset]);

  useEffect(() => {
    if (refusedFields) showServerFieldErrors(setError, refusedFields);
  }, [refusedFields, setError]);

  const submit = handleSubmit((values) => {
    if (!hasSearchValues(toSearchInput(objectPrefix, values))) {
      setError('root', { type: 'required', message: 'Enter at least one value to search with.' });
      if (fields[0]) setFocus(`values.${fields[0].name}`);
      return;
    }
    onSearch(values);
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Search values">
        {formState.errors.root && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formState.errors.root.message}
          </Alert>
        )}
        <Grid container spacing={2}>
          {fields.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: 6, md: 4 }}>
              <SearchFieldInput field={field} control={control} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 6 }}>
            <ScenarioSelect scenarios={scenarios} control={control} name="scenarioIds" endpoint="search" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FilterSelect objectName={objectName} control={control} />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} loading={searching}>
            Search
          </Button>
          <Button
            type="button"
            onClick={() => {
              reset(emptySearchForm(fields));
              onReset();
            }}
          >
            Reset
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
