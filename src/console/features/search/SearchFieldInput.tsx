import { Controller, type Control } from 'react-hook-form';
import { TextField } from '@mui/material';
import { selectItems, YES_NO } from '../../ui/select-items';
import type { SearchField } from './search-fields';
import { validateFieldValue, type SearchFormValues } from './search-form-values';

const INPUT_TYPE: Partial<Record<SearchField['kind'], string>> = { email: 'email', phone: 'tel', url: 'url' };

function hint(field: SearchField): string | undefined {
  switch (field.kind) {
    case 'date':
    case 'datetime':
      return 'For example 2024-03-05';
    case 'reference':
      return field.referenceTo.length > 0
        ? `Record ID of the ${field.referenceTo.join(' or ')}`
        : 'Record ID';
    default:
      return undefined;
  }
}

/** One search value, labelled as the record type's describe labels it, checked like the service reads it. */
export function SearchFieldInput({
  field,
  control,
}: {
  field: SearchField;
  control: Control<SearchFormValues>;
}) {
  const select = field.kind === 'picklist' || field.kind === 'boolean';
  return (
    <Controller
      name={`values.${field.name}`}
      control={control}
      rules={{ validate: (value) => validateFieldValue(field.kind, value ?? '') ?? true }}
      render={({ field: input, fieldState }) => (
        <TextField
          inputRef={input.ref}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          label={field.label}
          type={select ? undefined : (INPUT_TYPE[field.kind] ?? 'text')}
          select={select}
          fullWidth
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? hint(field)}
          slotProps={{ htmlInput: { 'data-field': field.name } }}
        >
          {select ? selectItems(field.kind === 'boolean' ? YES_NO : field.options, 'Any') : undefined}
        </TextField>
      )}
    />
  );
}
