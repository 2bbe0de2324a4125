import { Controller, type Control, type Validate } from 'react-hook-form';
import { TextField } from '@mui/material';
import type { AddressFormValues } from './address-form-values';

interface AddressTextInputProps {
  control: Control<AddressFormValues>;
  name: 'street' | 'housenumber' | 'postalcode' | 'city' | 'state';
  label: string;
  hint?: string;
  check?: (value: string, values: AddressFormValues) => string | undefined;
}

/** One text field of the address, with its problem (if any) shown beneath it. */
export function AddressTextInput({ control, name, label, hint, check }: AddressTextInputProps) {
  const validate: Validate<string, AddressFormValues> | undefined = check
    ? (value, values) => check(value, values) ?? true
    : undefined;
  return (
    <Controller
      name={name}
      control={control}
      rules={{ validate }}
      render={({ field, fieldState }) => (
        <TextField
          inputRef={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          fullWidth
          // The steward types other people's addresses: the browser's own address would be wrong here.
          autoComplete="off"
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? hint}
        />
      )}
    />
  );
}
