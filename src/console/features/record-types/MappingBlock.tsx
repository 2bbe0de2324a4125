import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { Box, Button, Grid, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AdminRecordField, AdminRecordType } from '../../../contract/record-type-admin';
import { FormTextField } from '../../ui/FormTextField';
import { menuItems } from '../../ui/select-items';
import { emptyFieldPair, mappingSentence, type CrossObjectFormValues } from './record-type-values';

interface MappingBlockProps {
  index: number;
  type: AdminRecordType;
  types: readonly AdminRecordType[];
  control: Control<CrossObjectFormValues>;
  setValue: UseFormSetValue<CrossObjectFormValues>;
  onRemove: () => void;
}

const fieldItems = (fields: readonly AdminRecordField[]) =>
  menuItems(fields.map((field) => ({ value: field.name, label: field.label })));

/** One type a type's searches also search, with the rows saying which field is searched as which. */
export function MappingBlock({ index, type, types, control, setValue, onRemove }: MappingBlockProps) {
  const objectTo = useWatch({ control, name: `mappings.${index}.objectTo` });
  const pairs = useWatch({ control, name: `mappings.${index}.fields` });
  const rows = useFieldArray({ control, name: `mappings.${index}.fields` });
  const target = types.find((candidate) => candidate.name === objectTo);
  const mapping = `Mapping ${index + 1}`;

  // Another type has other fields: the fields chosen of the last one would name fields it may not have.
  const shownTarget = useRef(objectTo);
  useEffect(() => {
    if (shownTarget.current === objectTo) return;
    shownTarget.current = objectTo;
    rows.fields.forEach((_, row) => setValue(`mappings.${index}.fields.${row}.fieldTo`, ''));
  }, [objectTo, index, rows.fields, setValue]);

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, mb: 2, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {target ? `${mapping}: ${target.label}` : mapping}
      </Typography>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name={`mappings.${index}.objectTo`}
            label="Also search"
            select
            rules={{ required: 'Choose a record type.' }}
          >
            {menuItems(
              types
                .filter((candidate) => candidate.name !== type.name)
                .map((candidate) => ({ value: candidate.name, label: candidate.label })),
            )}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ textAlign: { md: 'right' } }}>
          <Button type="button" color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
            Remove {target ? `the ${target.label} mapping` : mapping.toLowerCase()}
          </Button>
        </Grid>
      </Grid>
      {rows.fields.map((row, position) => (
        <Grid key={row.id} container spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <FormTextField
              control={control}
              name={`mappings.${index}.fields.${position}.fieldFrom`}
              label={`${type.label} field ${position + 1}`}
              select
              rules={{ required: 'Choose a field.' }}
            >
              {fieldItems(type.fields)}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 10, md: 6 }}>
            <FormTextField
              control={control}
              name={`mappings.${index}.fields.${position}.fieldTo`}
              label={`Searched as ${target ? `${target.label} field` : 'field'} ${position + 1}`}
              select
              disabled={!target}
              rules={{ required: 'Choose a field.' }}
            >
              {fieldItems(target?.fields ?? [])}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 2, md: 1 }}>
            {rows.fields.length > 1 && (
              <IconButton
                aria-label={`Remove row ${position + 1} of ${mapping.toLowerCase()}`}
                onClick={() => rows.remove(position)}
                sx={{ mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Grid>
        </Grid>
      ))}
      <Button type="button" startIcon={<AddIcon />} onClick={() => rows.append(emptyFieldPair())}>
        Add a field to {mapping.toLowerCase()}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {mappingSentence(type, target, pairs) ??
          'Choose a record type and the fields searched as its fields.'}
      </Typography>
    </Box>
  );
}
