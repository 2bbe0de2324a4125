import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, Grid, Paper, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import type { Scenario } from '../../../contract/scenarios';
import { ScenarioSelect } from '../../ui/ScenarioSelect';
import { showServerFieldErrors, type ServerFieldError } from '../../ui/server-field-errors';
import { DuplicateCheckControls } from './DuplicateCheckControls';
import type { EditableField } from './editable-fields';
import { RecordFieldsEditor } from './RecordFieldsEditor';
import { RelatedListEditor } from './RelatedListEditor';
import type { RelatedType } from './related-types';
import { SwitchField } from '../../ui/SwitchField';
import { emptyUpsertForm, type UpsertFormValues } from './upsert-form-values';

interface UpsertFormProps {
  typeLabel: string;
  fields: readonly EditableField[];
  scenarios: Scenario[];
  relatedTypes: readonly RelatedType[];
  saving: boolean;
  /** Sends the upsert; `showFieldErrors` puts what the service refused next to the fields concerned. */
  onUpsert: (
    values: UpsertFormValues,
    showFieldErrors: (errors: ServerFieldError<UpsertFormValues>[]) => void,
  ) => void;
  onReset: () => void;
  /** Any value changed by the steward, so an earlier outcome no longer describes the form. */
  onEdit: () => void;
}

/** A record's values and how to save them, checked in the browser with the service's rules before sending. */
export function UpsertForm({
  typeLabel,
  fields,
  scenarios,
  relatedTypes,
  saving,
  onUpsert,
  onReset,
  onEdit,
}: UpsertFormProps) {
  const { control, handleSubmit, reset, setError, subscribe, getValues } = useForm<UpsertFormValues>({
    defaultValues: emptyUpsertForm(),
  });

  // Compared by content, as focus and blur notify too; a reset changes values without naming a field, and has its
  // own handler.
  useEffect(() => {
    let seen = JSON.stringify(getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ name, values }) => {
        const now = JSON.stringify(values);
        if (now === seen) return;
        seen = now;
        if (name) onEdit();
      },
    });
  }, [subscribe, getValues, onEdit]);

  const submit = handleSubmit((values) =>
    onUpsert(values, (errors) => showServerFieldErrors(setError, errors)),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={`${typeLabel} values`}
      >
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>
          Only the fields you fill are sent; an update keeps the others as they are. Fields marked * are
          required.
        </Typography>
        <RecordFieldsEditor fields={fields} control={control} entries="values" />

        <Box component="section" aria-labelledby="duplicate-options-heading" sx={{ mt: 3 }}>
          <Typography id="duplicate-options-heading" variant="h6" component="h3" gutterBottom>
            Duplicate check
          </Typography>
          <Grid container spacing={2} sx={{ alignItems: 'center' }}>
            <DuplicateCheckControls control={control} />
            <Grid size={{ xs: 12, md: 4 }}>
              <ScenarioSelect scenarios={scenarios} control={control} name="scenarioIds" endpoint="upsert" />
            </Grid>
            <Grid size={12}>
              <SwitchField
                control={control}
                name="allOrNone"
                label="All or none: save the related records only together with this record, in one transaction"
              />
            </Grid>
          </Grid>
        </Box>

        <RelatedListEditor control={control} relatedTypes={relatedTypes} parentLabel={typeLabel} />

        <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={saving}>
            Save
          </Button>
          <Button
            type="button"
            onClick={() => {
              reset(emptyUpsertForm());
              onReset();
            }}
          >
            Reset
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
