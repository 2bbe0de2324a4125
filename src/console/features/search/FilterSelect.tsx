import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import { ListItemText, MenuItem, TextField } from '@mui/material';
import { summariseFilter } from '../../ui/filter-summary';
import { describeQueryOptions } from '../../api/record-types-queries';
import { filtersQueryOptions } from '../../api/filters-queries';
import type { SearchFormValues } from './search-form-values';

/**
 * Optional choice of one of the record type's search filters; None keeps every match. The chosen filter is
 * spelled out under the choice, so a steward knows which records it leaves out.
 */
export function FilterSelect({
  objectName,
  control,
}: {
  objectName: string;
  control: Control<SearchFormValues>;
}) {
  const filters = useQuery(filtersQueryOptions(objectName));
  // Already loaded for the form's fields; only read here for the labels of the filtered fields.
  const describe = useQuery(describeQueryOptions(objectName));
  const labels = useMemo(
    () => new Map((describe.data?.fields ?? []).map((field) => [field.name, field.label])),
    [describe.data],
  );
  const available = filters.data ?? [];

  return (
    <Controller
      name="filterDeveloperName"
      control={control}
      render={({ field, fieldState }) => {
        const chosen = available.find((filter) => filter.developerName === field.value);
        let helperText = 'None: every match, whatever its other values';
        if (filters.isPending) helperText = 'Loading the filters…';
        else if (filters.isError)
          helperText = 'The filters could not be loaded; search without one or reload.';
        else if (chosen) helperText = `Only matches whose ${summariseFilter(chosen, labels)}`;
        return (
          <TextField
            select
            fullWidth
            label="Filter"
            inputRef={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={filters.isPending}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{
              select: {
                displayEmpty: true,
                renderValue: (value) => (value === '' ? 'None' : (chosen?.label ?? String(value))),
              },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">
              <ListItemText primary="None" />
            </MenuItem>
            {available.map((filter) => (
              <MenuItem key={filter.developerName} value={filter.developerName}>
                <ListItemText primary={filter.label} secondary={filter.developerName} />
              </MenuItem>
            ))}
            {/* A filter chosen before it was deleted stays shown, so the service's refusal has a place. */}
            {field.value !== '' && !chosen && (
              <MenuItem value={field.value}>
                <ListItemText primary={field.value} secondary="no longer offered" />
              </MenuItem>
            )}
          </TextField>
        );
      }}
    />
  );
}
