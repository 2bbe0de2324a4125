import type { Control } from 'react-hook-form';
import { FormTextField } from '../../ui/FormTextField';
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
    <FormTextField
      control={control}
      name={`values.${field.name}`}
      rules={{ validate: (value) => validateFieldValue(field.kind, value ?? '') ?? true }}
      label={field.label}
      type={select ? undefined : (INPUT_TYPE[field.kind] ?? 'text')}
      select={select}
      hint={hint(field)}
      slotProps={{ htmlInput: { 'data-field': field.name } }}
    >
      {select ? selectItems(field.kind === 'boolean' ? YES_NO : field.options, 'Any') : undefined}
    </FormTextField>
  );
}
