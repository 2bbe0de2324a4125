import { Controller, type Control } from 'react-hook-form';
import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import type { Scenario } from '../../../contract/scenarios';
import type { SearchFormValues } from './search-form-values';

/** Optional choice of scenarios; none chosen searches with the record type's search-API scenarios. */
export function ScenarioSelect({
  scenarios,
  control,
}: {
  scenarios: Scenario[];
  control: Control<SearchFormValues>;
}) {
  const names = new Map(scenarios.map((scenario) => [scenario.scenarioId, scenario.scenarioName]));
  const apiScenarios = scenarios
    .filter((scenario) => scenario.onApi)
    .map((scenario) => scenario.scenarioName);
  const defaults = apiScenarios.length > 0 ? apiScenarios.join(', ') : 'none';
  return (
    <Controller
      name="scenarioIds"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label="Scenarios"
          inputRef={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? `None chosen: the search-API scenarios (${defaults})`}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) => {
                const ids = selected as string[];
                return ids.length === 0 ? 'Default' : ids.map((id) => names.get(id) ?? id).join(', ');
              },
            },
            inputLabel: { shrink: true },
          }}
        >
          {scenarios.map((scenario) => (
            <MenuItem key={scenario.scenarioId} value={scenario.scenarioId}>
              <Checkbox
                checked={field.value.includes(scenario.scenarioId)}
                size="small"
                tabIndex={-1}
                disableRipple
                slotProps={{ input: { 'aria-hidden': true } }}
              />
              <ListItemText
                primary={scenario.scenarioName}
                secondary={`Threshold ${scenario.threshold}${scenario.onApi ? '' : ' · not used by default'}`}
              />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
