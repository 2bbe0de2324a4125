import { useWatch, type Control } from 'react-hook-form';
import { Grid, MenuItem } from '@mui/material';
import { FormTextField } from '../../ui/FormTextField';
import { MAX_SECONDARY_FIELDS, type DefinitionFormValues } from './definition-values';

const TEMPLATE_HINT =
  'Field API names in braces with any text between, like {FirstName} {LastName}. Empty: the default shown.';

interface DisplayNameFieldsProps {
  control: Control<DefinitionFormValues>;
  /** The name the service gives records while no template is set; unknown for a type not created yet. */
  defaultTemplate: string | undefined;
}

/**
 * How stewards see a record wherever it is referred to: its name by a template, and up to three fields beside it
 * to tell apart records of one name. It watches every field, so it is its own component, as the name field's is.
 */
export function DisplayNameFields({ control, defaultTemplate }: DisplayNameFieldsProps) {
  const [fields, secondaryFields] = useWatch({ control, name: ['fields', 'secondaryFields'] });
  const named = fields
    .filter((field) => field.name.trim() !== '')
    .map((field) => ({ value: field.name.trim(), label: field.label || field.name.trim() }));
  const labelOf = (name: string) => named.find((option) => option.value === name)?.label ?? name;
  // A chosen field removed from the list since stays, so the admin sees it and can take it out.
  const options = [
    ...named,
    ...secondaryFields
      .filter((name) => !named.some((option) => option.value === name))
      .map((name) => ({ value: name, label: name })),
  ];
  const full = secondaryFields.length >= MAX_SECONDARY_FIELDS;
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="displayTemplate"
          label="Display name"
          placeholder={defaultTemplate}
          hint={TEMPLATE_HINT}
          rules={{ maxLength: { value: 200, message: 'Keep the template to 200 characters.' } }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="secondaryFields"
          label="Shown beside the name"
          select
          hint={`Up to ${MAX_SECONDARY_FIELDS} fields, in the order chosen, like Company, Email and City`}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (value) => (value as string[]).map(labelOf).join(', '),
            },
          }}
        >
          {options.map((option) => (
            <MenuItem
              key={option.value}
              value={option.value}
              disabled={full && !secondaryFields.includes(option.value)}
            >
              {option.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
    </>
  );
}
