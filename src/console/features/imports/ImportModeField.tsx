import { Controller, type Control } from 'react-hook-form';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { ImportMode } from '../../../contract/imports';
import type { MappingValues } from './mapping-values';

/** Each mode, and what it does with a row that has a duplicate among the stored records, in plain words. */
const MODES: readonly { mode: ImportMode; label: string; explanation: string }[] = [
  {
    mode: 'UPDATE',
    label: 'Update duplicates',
    explanation:
      'A row that matches a stored record updates that record with the row’s values; a row without a match becomes a new record.',
  },
  {
    mode: 'CREATE',
    label: 'Only add new records',
    explanation:
      'A row without a match becomes a new record; a row that matches a stored record is skipped and changes nothing.',
  },
  {
    mode: 'REVIEW',
    label: 'Add all, review duplicates',
    explanation:
      'Every row becomes a new record, and the stored records it matches go to the review queue beside it, for a steward to decide.',
  },
];

/** The choice of what a row with a duplicate does. */
export function ImportModeField({ control }: { control: Control<MappingValues> }) {
  return (
    <Controller
      control={control}
      name="mode"
      render={({ field }) => (
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">When a row matches a stored record</FormLabel>
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as ImportMode)}
          >
            {MODES.map(({ mode, label, explanation }) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mt: 1 }}
                label={
                  <>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 500, pt: 1 }}>
                      {label}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {explanation}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
