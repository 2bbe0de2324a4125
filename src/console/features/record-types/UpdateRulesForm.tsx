import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { Box, Button, Grid, ListItemText, MenuItem, Typography } from '@mui/material';
import type { AdminRecordType } from '../../../contract/record-type-admin';
import type { UpdateRule } from '../../../contract/update-rules';
import { FormTextField } from '../../ui/FormTextField';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { SavedSnackbar } from '../../ui/SavedSnackbar';
import { showRefusedFields } from '../../ui/server-field-errors';
import { updateRuleChoices, updateRuleText } from '../../ui/update-rules';
import { recordTypeAdminKeys, saveUpdateRulesMutationOptions } from './record-type-queries';
import {
  savedRulesText,
  toFieldUpdateRules,
  toUpdateRulesFormValues,
  updateRulePathOf,
  type UpdateRulesFormValues,
} from './update-rule-values';

/** One field's rule: a select naming each rule in words, with what the chosen one does beneath it. */
function FieldRuleSelect({
  index,
  control,
  label,
  stored,
}: {
  index: number;
  control: Control<UpdateRulesFormValues>;
  label: string;
  /** The rule saved, kept among the choices even when the console does not offer it. */
  stored: UpdateRule;
}) {
  const rule = useWatch({ control, name: `rules.${index}.rule` });
  return (
    <FormTextField
      control={control}
      name={`rules.${index}.rule`}
      label={label}
      size="small"
      select
      hint={updateRuleText(rule).explanation}
      slotProps={{
        select: {
          // The menu explains every rule; the closed select names the chosen one only.
          renderValue: (value) => updateRuleText(value as UpdateRule).label,
          MenuProps: { slotProps: { paper: { sx: { maxWidth: 420 } } } },
        },
      }}
    >
      {updateRuleChoices(stored).map((choice) => {
        const text = updateRuleText(choice);
        return (
          <MenuItem key={choice} value={choice} sx={{ whiteSpace: 'normal' }}>
            <ListItemText primary={text.label} secondary={text.explanation} />
          </MenuItem>
        );
      })}
    </FormTextField>
  );
}

/**
 * What a write that finds a stored record (an upsert, a batch, a file import updating duplicates) does with each
 * field's incoming value: every field's rule, changed together and saved in one go.
 */
export function UpdateRulesForm({ type }: { type: AdminRecordType }) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset, setError, formState } = useForm<UpdateRulesFormValues>({
    defaultValues: toUpdateRulesFormValues(type),
  });
  const rows = useFieldArray({ control, name: 'rules' });
  const [confirmation, setConfirmation] = useState<string>();
  const save = useMutation({
    ...saveUpdateRulesMutationOptions(),
    onSuccess: (stored) => {
      reset(toUpdateRulesFormValues(stored));
      return queryClient.invalidateQueries({ queryKey: recordTypeAdminKeys.all });
    },
    onError: (error) => showRefusedFields(setError, error, updateRulePathOf),
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Update rules of ${type.label}`}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          setConfirmation(undefined);
          // The rules as stored when sent: the type read again after the save already has the new ones.
          const before = toUpdateRulesFormValues(type);
          save.mutate(
            { recordType: type.name, input: toFieldUpdateRules(values) },
            {
              onSuccess: (stored) =>
                setConfirmation(savedRulesText(type.label, before, toUpdateRulesFormValues(stored))),
            },
          );
        })(event)
      }
    >
      {rows.fields.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {type.label} has no field a write sets.
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {rows.fields.map((row, index) => (
            <Grid key={row.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <FieldRuleSelect
                index={index}
                control={control}
                label={row.label}
                stored={type.fields.find((field) => field.name === row.field)?.updateRule ?? row.rule}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }} />
        <Button type="button" disabled={!formState.isDirty} onClick={() => reset()}>
          Discard changes
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending}
          disabled={rows.fields.length === 0}
        >
          Save update rules
        </Button>
      </Box>
      {save.isError && (
        <SaveFailureAlert
          error={save.error}
          pathOf={updateRulePathOf}
          title="The update rules were not saved"
        />
      )}
      <SavedSnackbar message={confirmation} onClose={() => setConfirmation(undefined)} />
    </Box>
  );
}
