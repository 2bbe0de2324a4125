import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import type { Scenario } from '../../contract/scenarios';

/** Which scenarios an endpoint runs when the request names none. */
const DEFAULTS = {
  search: {
    usedByDefault: (scenario: Scenario) => scenario.onApi,
    name: 'the scenarios searches use by default',
  },
  upsert: {
    usedByDefault: (scenario: Scenario) => scenario.onDataApi,
    name: 'the scenarios upserts use by default',
  },
  job: { usedByDefault: (scenario: Scenario) => scenario.onBatch, name: 'the scenarios jobs use by default' },
};

interface ScenarioSelectProps<T extends FieldValues> {
  scenarios: Scenario[];
  control: Control<T>;
  /** The form field holding the chosen scenario ids. */
  name: FieldPathByValue<T, string[]>;
  endpoint: keyof typeof DEFAULTS;
}

/** Optional choice of scenarios; none chosen means the record type's default scenarios for the endpoint. */
export function ScenarioSelect<T extends FieldValues>({
  scenarios,
  control,
  name,
  endpoint,
}: ScenarioSelectProps<T>) {
  const { usedByDefault, name: defaultsName } = DEFAULTS[endpoint];
  const names = new Map(scenarios.map((scenario) => [scenario.scenarioId, scenario.scenarioName]));
  const defaultNames = scenarios.filter(usedByDefault).map((scenario) => scenario.scenarioName);
  const defaults = defaultNames.length > 0 ? defaultNames.join(', ') : 'none';
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = field.value as string[];
        return (
          <TextField
            select
            fullWidth
            label="Scenarios"
            inputRef={field.ref}
            name={field.name}
            value={chosen}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? `None chosen: ${defaultsName} (${defaults})`}
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
                  checked={chosen.includes(scenario.scenarioId)}
                  size="small"
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
                <ListItemText
                  primary={scenario.scenarioName}
                  secondary={`Threshold ${scenario.threshold}${usedByDefault(scenario) ? '' : ' · not used by default'}`}
                />
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
