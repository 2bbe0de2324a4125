import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';

/** What the form decides; everything else a caller gives goes to the TextField as it is. */
type BoundProps =
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText';

export type FormTextFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = Omit<
  TextFieldProps,
  BoundProps
> & {
  control: Control<Values>;
  name: Name;
  rules?: UseControllerProps<Values, Name>['rules'];
  defaultValue?: FieldPathValue<Values, Name>;
  /** The line beneath the input while it has no error to show there. */
  hint?: ReactNode;
  /** The text the input shows for the form's value, when that is not the value itself (none shows as empty). */
  toText?: (value: FieldPathValue<Values, Name>) => string;
  /** The form's value for what was typed or chosen, when that is not the text itself. */
  fromText?: (text: string) => FieldPathValue<Values, Name>;
  /** Put at the end of the input; it is handed the value's setter because it may change the value itself. */
  endAdornment?: (
    value: FieldPathValue<Values, Name>,
    onChange: (value: FieldPathValue<Values, Name>) => void,
  ) => ReactNode;
};

/** A text input or select of a react-hook-form form, its problem (if any) shown beneath it in place of its hint. */
export function FormTextField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  rules,
  defaultValue,
  hint,
  toText,
  fromText,
  endAdornment,
  slotProps,
  fullWidth = true,
  ...textFieldProps
}: FormTextFieldProps<Values, Name>) {
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      defaultValue={defaultValue}
      render={({ field, fieldState }) => {
        const value = field.value as FieldPathValue<Values, Name>;
        return (
          <TextField
            {...textFieldProps}
            fullWidth={fullWidth}
            inputRef={field.ref}
            name={field.name}
            value={toText ? toText(value) : (value ?? '')}
            onChange={(event) => field.onChange(fromText ? fromText(event.target.value) : event.target.value)}
            onBlur={field.onBlur}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? hint}
            slotProps={
              endAdornment
                ? { ...slotProps, input: { endAdornment: endAdornment(value, field.onChange) } }
                : slotProps
            }
          />
        );
      }}
    />
  );
}
