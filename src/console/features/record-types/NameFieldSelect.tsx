import { useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '../../ui/FormTextField';
import { selectItems } from '../../ui/select-items';
import type { DefinitionFormValues } from './definition-values';

/**
 * The field a record is named by, among the fields as they are being edited. It watches every field, so it is
 * its own component: typing in a field re-renders it and that field's row, not the whole form.
 */
export function NameFieldSelect({ control }: { control: Control<DefinitionFormValues> }) {
  const [fields, nameField] = useWatch({ control, name: ['fields', 'nameField'] });
  const named = fields
    .filter((field) => field.name.trim() !== '')
    .map((field) => ({ value: field.name.trim(), label: field.label || field.name }));
  // A stored name that is no field (a person's first and last name) stays choosable.
  const options =
    nameField && !named.some((option) => option.value === nameField)
      ? [...named, { value: nameField, label: nameField }]
      : named;
  return (
    <FormTextField control={control} name="nameField" label="Name field" select>
      {selectItems(options, 'None')}
    </FormTextField>
  );
}
