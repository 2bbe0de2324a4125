import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormControlLabel, Switch } from '@mui/material';

interface SwitchFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPathByValue<Values, boolean>;
  label: string;
}

/** An on/off option of a form, labelled by what "on" does. */
export function SwitchField<Values extends FieldValues>({ control, name, label }: SwitchFieldProps<Values>) {
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
              checked={field.value as boolean}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}
