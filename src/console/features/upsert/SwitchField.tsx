import { Controller, type Control, type FieldPathByValue } from 'react-hook-form';
import { FormControlLabel, Switch } from '@mui/material';
import type { UpsertFormValues } from './upsert-form-values';

interface SwitchFieldProps {
  control: Control<UpsertFormValues>;
  name: FieldPathByValue<UpsertFormValues, boolean>;
  label: string;
}

/** An on/off option of the upsert form, labelled by what "on" does. */
export function SwitchField({ control, name, label }: SwitchFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              slotProps={{ input: { ref: field.ref } }}
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}
