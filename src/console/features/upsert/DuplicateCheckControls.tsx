import { useWatch, type Control } from 'react-hook-form';
import { Grid } from '@mui/material';
import { FormTextField } from '../../ui/FormTextField';
import { checkDuplicateScore } from './field-checks';
import { SwitchField } from '../../ui/SwitchField';
import type { UpsertFormValues } from './upsert-form-values';

interface DuplicateCheckControlsProps {
  control: Control<UpsertFormValues>;
  /** The related row the controls belong to; none for the upserted record itself. */
  row?: number;
}

/** Whether to look for an existing record to update instead of creating one, and from which score on. */
export function DuplicateCheckControls({ control, row }: DuplicateCheckControlsProps) {
  const check = row === undefined ? 'duplicateCheck' : (`related.${row}.duplicateCheck` as const);
  const score = row === undefined ? 'duplicateScore' : (`related.${row}.duplicateScore` as const);
  const checking = useWatch({ control, name: check });
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <SwitchField
          control={control}
          name={check}
          label="Duplicate check: update a matching record instead of creating one"
        />
      </Grid>
      {/* Without the check there is no score to give, so the input is left out rather than greyed out. */}
      {checking && (
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField
            control={control}
            name={score}
            rules={{ validate: (value) => checkDuplicateScore(value) ?? true }}
            label="Duplicate score"
            type="number"
            hint="Lowest score (0–100) that updates a match; empty: the scenario threshold"
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
          />
        </Grid>
      )}
    </>
  );
}
