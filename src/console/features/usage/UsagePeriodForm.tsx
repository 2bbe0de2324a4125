import { useForm } from 'react-hook-form';
import { Box, Button } from '@mui/material';
import { FormTextField } from '../../ui/FormTextField';
import { periodProblem, type UsagePeriodValues } from './usage-report';

const dateInput = { inputLabel: { shrink: true } } as const;

interface UsagePeriodFormProps {
  shown: UsagePeriodValues;
  onShow: (period: UsagePeriodValues) => void;
}

/** The days, and optionally the one user or client, whose credits are shown. */
export function UsagePeriodForm({ shown, onShow }: UsagePeriodFormProps) {
  const { control, handleSubmit } = useForm<UsagePeriodValues>({ values: shown });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Usage period"
      onSubmit={(event) => void handleSubmit(onShow)(event)}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 3 }}
    >
      <FormTextField
        control={control}
        name="from"
        label="From"
        type="date"
        fullWidth={false}
        slotProps={dateInput}
        rules={{ validate: (from, values) => periodProblem(from, values.to) }}
      />
      <FormTextField
        control={control}
        name="to"
        label="To"
        type="date"
        fullWidth={false}
        slotProps={dateInput}
      />
      <FormTextField
        control={control}
        name="principal"
        label="User or client"
        fullWidth={false}
        hint="Empty for everyone"
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Show
      </Button>
    </Box>
  );
}
