import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Grid, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Filter } from '../../../contract/filters';
import type { SObjectDescribeOutput } from '../../../contract/sobjects';
import { filterKeys } from '../../api/filters-queries';
import { FormTextField } from '../../ui/FormTextField';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { showRefusedFields } from '../../ui/server-field-errors';
import { ConditionRow } from './ConditionRow';
import { FilterMatchCount } from './FilterMatchCount';
import { saveFilterMutationOptions } from './filter-admin-queries';
import {
  developerNameProblem,
  emptyCondition,
  emptyFilterForm,
  filterableFieldsOf,
  filterFormPathOf,
  labelProblem,
  toFilterFormValues,
  toFilterInput,
  type FilterFormValues,
} from './filter-form-values';
import { type SavedFilterState } from './filter-paths';
import { pagePaths } from '../../ui/page-paths';

interface FilterFormProps {
  describe: SObjectDescribeOutput;
  /** The record type's filters, whose names a new filter must not take. */
  filters: readonly Filter[];
  /** The filter to change; none creates one. */
  editing: Filter | undefined;
}

/** Creates or changes a filter of one record type, checked as the service checks it before it is sent. */
export function FilterForm({ describe, filters, editing }: FilterFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fields = useMemo(() => filterableFieldsOf(describe), [describe]);
  const { control, handleSubmit, setError, setValue } = useForm<FilterFormValues>({
    defaultValues: editing ? toFilterFormValues(editing) : emptyFilterForm(),
  });
  const conditions = useFieldArray({ control, name: 'conditions' });
  const save = useMutation({
    ...saveFilterMutationOptions(),
    onSuccess: async (filter) => {
      await queryClient.invalidateQueries({ queryKey: filterKeys.all });
      const state: SavedFilterState = { savedLabel: filter.label };
      await navigate(pagePaths.filters({ type: filter.recordType }), { state });
    },
    onError: (error) => showRefusedFields(setError, error, filterFormPathOf),
  });
  const takenNames = filters.map((filter) => filter.developerName);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        aria-label={editing ? `Edit ${editing.label}` : `New ${describe.label} filter`}
        onSubmit={(event) =>
          void handleSubmit((values) =>
            save.mutate({
              recordType: describe.name,
              developerName: values.developerName,
              input: toFilterInput(values, fields),
            }),
          )(event)
        }
      >
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="label"
              label="Label"
              rules={{ validate: labelProblem }}
              hint="The name stewards choose on the search form"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="developerName"
              label="Developer name"
              rules={{ validate: (name) => (editing ? undefined : developerNameProblem(name, takenNames)) }}
              slotProps={{ htmlInput: { readOnly: editing !== undefined } }}
              hint={
                editing
                  ? 'What integrations send as filterDeveloperName; it cannot change'
                  : 'What integrations send as filterDeveloperName, e.g. Open_Leads; it cannot change later'
              }
            />
          </Grid>
        </Grid>
        <Typography variant="h6" component="h2" gutterBottom>
          Conditions
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          A record is kept when it satisfies every condition.
        </Typography>
        {conditions.fields.map((condition, index) => (
          <ConditionRow
            key={condition.id}
            index={index}
            fields={fields}
            control={control}
            setValue={setValue}
            onRemove={conditions.fields.length > 1 ? () => conditions.remove(index) : undefined}
          />
        ))}
        <Button type="button" startIcon={<AddIcon />} onClick={() => conditions.append(emptyCondition())}>
          Add condition
        </Button>
        <FilterMatchCount control={control} describe={describe} fields={fields} />
        <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save filter
          </Button>
          <Button component={RouterLink} to={pagePaths.filters({ type: describe.name })}>
            Cancel
          </Button>
        </Box>
      </Box>
      {save.isError && (
        <SaveFailureAlert error={save.error} pathOf={filterFormPathOf} title="The filter was not saved" />
      )}
    </Paper>
  );
}
