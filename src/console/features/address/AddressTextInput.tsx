import type { Control, Validate } from 'react-hook-form';
import { FormTextField } from '../../ui/FormTextField';
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
    <FormTextField
      control={control}
      name={name}
      rules={{ validate }}
      label={label}
      hint={hint}
      // The steward types other people's addresses: the browser's own address would be wrong here.
      autoComplete="off"
    />
  );
}
