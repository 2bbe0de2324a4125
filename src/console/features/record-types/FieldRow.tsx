import { useWatch, type Control } from 'react-hook-form';
import { Box, Grid, IconButton, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { FIELD_TYPES } from '../../../contract/record-type-admin';
import { FormTextField } from '../../ui/FormTextField';
import { menuItems } from '../../ui/select-items';
import { SwitchField } from '../../ui/SwitchField';
import { FIELD_TYPE_LABELS, type DefinitionFormValues } from './definition-values';

interface FieldRowProps {
  index: number;
  control: Control<DefinitionFormValues>;
  /** The types a lookup may point at, by API name and label (the type being defined among them). */
  lookupTargets: readonly { value: string; label: string }[];
  onRemove: () => void;
}

const typeItems = menuItems(FIELD_TYPES.map((type) => ({ value: type, label: FIELD_TYPE_LABELS[type] })));

/** One field of a record type: its names, what it holds and whether it must, and a lookup's or picklist's extra. */
export function FieldRow({ index, control, lookupTargets, onRemove }: FieldRowProps) {
  const { name, type, stored } = useWatch({ control, name: `fields.${index}` });
  const legend = name ? `Field ${index + 1}: ${name}` : `Field ${index + 1}`;
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        pt: 1,
        pb: 0,
        m: 0,
        mb: 1,
        minWidth: 0,
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
          <FormTextField
            control={control}
            name={`fields.${index}.name`}
            label="API name"
            size="small"
            rules={{ required: 'Give the field an API name.' }}
            slotProps={{ htmlInput: { readOnly: stored } }}
            hint={stored ? 'Stays as it is' : ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
          <FormTextField
            control={control}
            name={`fields.${index}.label`}
            label="Label"
            size="small"
            rules={{ required: 'Give the field a label.' }}
            hint=" "
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4, md: 1.75 }}>
          <FormTextField
            control={control}
            name={`fields.${index}.type`}
            label="Type"
            size="small"
            select
            hint=" "
          >
            {typeItems}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 2, md: 1.5 }} sx={{ pt: 0.5 }}>
          <SwitchField control={control} name={`fields.${index}.required`} label="Required" />
        </Grid>
        <Grid size={{ xs: 10, sm: 5, md: 3.25 }}>
          {type === 'reference' && (
            <FormTextField
              control={control}
              name={`fields.${index}.referenceTo`}
              label="Lookup to"
              size="small"
              select
              rules={{ required: 'Choose the record type it points at.' }}
              hint=" "
            >
              {menuItems(lookupTargets)}
            </FormTextField>
          )}
          {type === 'picklist' && (
            <FormTextField
              control={control}
              name={`fields.${index}.picklistValues`}
              label="Picklist values"
              size="small"
              multiline
              minRows={2}
              rules={{
                validate: (values) => (values.trim() === '' ? 'List one value at least.' : undefined),
              }}
              hint="One value a line"
            />
          )}
        </Grid>
        <Grid size={{ xs: 2, sm: 1, md: 0.5 }}>
          <IconButton aria-label={`Remove ${legend}`} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Grid>
      </Grid>
    </Box>
  );
}
