import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { ReviewBatchInput } from '../../../contract/review-batches';
import { isApiError } from '../../api/api-error';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { FormTextField } from '../../ui/FormTextField';
import { countOf } from './batch-text';
import {
  FIELD_RULES,
  MASTER_CHOICES,
  MERGE_BATCH_DEFAULTS,
  mergeQuestion,
  mergeRulesOf,
  type MergeBatchValues,
} from './merge-batch-form';

type MergeRules = Pick<ReviewBatchInput, 'masterRule' | 'masterWhere' | 'fieldRule'>;

interface MergeBatchDialogProps {
  count: number;
  /** What an item is called: "group", "item". */
  noun: string;
  /** The record type's fields by API name with their labels, for the field a master should hold a value in. */
  labels: ReadonlyMap<string, string>;
  onCancel: () => void;
  /** Starts the batch; a refusal is shown in the dialog, at the field it names. */
  onConfirm: (rules: MergeRules) => Promise<unknown>;
}

/** The service's names of the fields it may refuse, by the form's. */
const FORM_FIELDS = { 'masterWhere.field': 'whereField', 'masterWhere.value': 'whereValue' } as const;

/**
 * Asks how the items checked are merged, each on its own: which record is the master, and whose value the fields
 * take; and says how many it merges, before it does. Mounted when it opens, so each time starts afresh.
 */
export function MergeBatchDialog({ count, noun, labels, onCancel, onConfirm }: MergeBatchDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, setError, formState } = useForm<MergeBatchValues>({
    defaultValues: MERGE_BATCH_DEFAULTS,
  });
  const [failure, setFailure] = useState<unknown>();
  const values = useWatch({ control }) as MergeBatchValues;
  const fields = [...labels].sort(([, a], [, b]) => a.localeCompare(b));
  const submit = handleSubmit(async (submitted) => {
    setFailure(undefined);
    try {
      await onConfirm(mergeRulesOf(submitted));
    } catch (error) {
      const named = isApiError(error) ? error.fields.find((field) => field in FORM_FIELDS) : undefined;
      if (named)
        setError(FORM_FIELDS[named as keyof typeof FORM_FIELDS], { message: (error as Error).message });
      else setFailure(error);
    }
  });

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Merge {countOf(count, noun)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Controller
              name="master"
              control={control}
              render={({ field }) => (
                <FormControl>
                  <FormLabel id={`${titleId}-master`}>Master record</FormLabel>
                  <RadioGroup {...field} aria-labelledby={`${titleId}-master`}>
                    {MASTER_CHOICES.map((choice) => (
                      <FormControlLabel
                        key={choice.value}
                        value={choice.value}
                        control={<Radio />}
                        label={choice.label}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            {values.master === 'WHERE' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={control}
                  name="whereField"
                  select
                  label="Field"
                  rules={{ required: 'Choose the field' }}
                >
                  {fields.map(([name, label]) => (
                    <MenuItem key={name} value={name}>
                      {label}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  control={control}
                  name="whereValue"
                  label="Value"
                  rules={{ validate: (value) => value.trim() !== '' || 'Give the value' }}
                  hint="Case ignored; otherwise the oldest record"
                />
              </Stack>
            )}
            <Controller
              name="fieldRule"
              control={control}
              render={({ field }) => (
                <FormControl>
                  <FormLabel id={`${titleId}-fields`}>Other fields take</FormLabel>
                  <RadioGroup {...field} aria-labelledby={`${titleId}-fields`}>
                    {FIELD_RULES.map((rule) => (
                      <FormControlLabel
                        key={rule.value}
                        value={rule.value}
                        control={<Radio />}
                        label={`${rule.label}: ${rule.help}`}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            <Typography sx={{ fontWeight: 500 }}>
              {mergeQuestion(count, noun, values, labels)} Each merge can be undone, and the whole batch too.
            </Typography>
            {failure !== undefined && <ApiErrorAlert error={failure} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Keep them</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Merge {countOf(count, noun)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
