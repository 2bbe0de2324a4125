import type { Control } from 'react-hook-form';
import { Grid } from '@mui/material';
import type { EditableField } from './editable-fields';
import { RecordFieldInput, type EntriesPath } from './RecordFieldInput';
import type { UpsertFormValues } from './upsert-form-values';

interface RecordFieldsEditorProps {
  fields: readonly EditableField[];
  control: Control<UpsertFormValues>;
  entries: EntriesPath;
}

/** The inputs of a record's fields; the same for the upserted record and for each related entry. */
export function RecordFieldsEditor({ fields, control, entries }: RecordFieldsEditorProps) {
  return (
    <Grid container spacing={2}>
      {fields.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: 6, md: 4 }}>
          <RecordFieldInput field={field} control={control} entries={entries} />
        </Grid>
      ))}
    </Grid>
  );
}
