import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Grid,
  Paper,
  TextField,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import type { Scenario } from '../../../contract/scenarios';
import type { SearchInput } from '../../../contract/search';
import { ScenarioSelect } from './ScenarioSelect';
import { SearchFieldInput } from './SearchFieldInput';
import type { SearchField } from './search-fields';
import { emptySearchForm, hasSearchValues, toSearchInput, type SearchFormValues } from './search-form-values';
import type { FieldError } from './server-errors';

interface SearchFormProps {
  objectPrefix: string;
  fields: SearchField[];
  scenarios: Scenario[];
  searching: boolean;
  /** Runs the search; `showFieldErrors` puts what the service refused next to the fields concerned. */
  onSearch: (input: SearchInput, showFieldErrors: (errors: FieldError[]) => void) => void;
  onReset: () => void;
}

/** The search values of one record type, checked in the browser before anything is sent. */
export function SearchForm({
  objectPrefix,
  fields,
  scenarios,
  searching,
  onSearch,
  onReset,
}: SearchFormProps) {
  const { control, register, handleSubmit, reset, setError, setFocus, formState } = useForm<SearchFormValues>(
    {
      defaultValues: emptySearchForm(fields),
    },
  );
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const filterError = formState.errors.filterDeveloperName;
  const { ref: filterRef, ...filterInput } = register('filterDeveloperName');

  const submit = handleSubmit((values) => {
    const input = toSearchInput(objectPrefix, values);
    if (!hasSearchValues(input)) {
      setError('root', { type: 'required', message: 'Enter at least one value to search with.' });
      if (fields[0]) setFocus(`values.${fields[0].name}`);
      return;
    }
    onSearch(input, (errors) => {
      errors.forEach(({ path, message }, index) => {
        if (path === 'filterDeveloperName') setAdvancedOpen(true);
        setError(path, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    });
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
          <Grid size={{ xs: 12, md: 8 }}>
            <ScenarioSelect scenarios={scenarios} control={control} />
          </Grid>
        </Grid>
        <Accordion
          disableGutters
          elevation={0}
          expanded={advancedOpen || filterError !== undefined}
          onChange={(_event, expanded) => setAdvancedOpen(expanded)}
          sx={{ mt: 2, '&::before': { display: 'none' }, bgcolor: 'transparent' }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
            Advanced
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0 }}>
            <TextField
              {...filterInput}
              inputRef={filterRef}
              label="Filter (API name)"
              sx={{ width: { xs: '100%', sm: 360 } }}
              error={filterError !== undefined}
              helperText={
                filterError?.message ?? 'A predefined filter that narrows the results; leave empty for none'
              }
            />
          </AccordionDetails>
        </Accordion>
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
