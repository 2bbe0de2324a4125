import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { LicenseSeat } from '../../../contract/licenses';
import { FormTextField } from '../../ui/FormTextField';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { showRefusedFields } from '../../ui/server-field-errors';
import { licenceKeys } from '../../api/licence-seat-queries';
import { assignSeatMutationOptions } from './licence-queries';
import { principalProblem } from './principal-problem';

interface AssignSeatValues {
  principal: string;
}

const pathOf = (field: string) => (field === 'principal' ? ('principal' as const) : undefined);

/** Gives a user or a machine client a seat; the seats held already are refused before anything is sent. */
export function AssignSeatForm({ seats }: { seats: readonly LicenseSeat[] }) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset, setError } = useForm<AssignSeatValues>({
    defaultValues: { principal: '' },
  });
  const assign = useMutation({
    ...assignSeatMutationOptions(),
    onSuccess: () => {
      reset();
      return queryClient.invalidateQueries({ queryKey: licenceKeys.all });
    },
    onError: (error) => showRefusedFields(setError, error, pathOf),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Assign a seat
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Assign a seat"
        onSubmit={(event) => void handleSubmit(({ principal }) => assign.mutate(principal.trim()))(event)}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <FormTextField
          control={control}
          name="principal"
          label="User name or client id"
          rules={{ validate: (text) => principalProblem(text, seats) }}
          hint="A user's subject (in demo mode the user name, e.g. guest) or a machine client's id"
          fullWidth={false}
          sx={{ flex: '1 1 320px' }}
        />
        <Button type="submit" variant="contained" loading={assign.isPending} sx={{ mt: 1 }}>
          Assign seat
        </Button>
      </Box>
      <Box role="status" sx={{ mt: assign.isSuccess ? 2 : 0 }}>
        {assign.isSuccess && <Alert severity="success">{assign.data.principal} now holds a seat.</Alert>}
      </Box>
      {assign.isError && (
        <SaveFailureAlert error={assign.error} pathOf={pathOf} title="No seat was assigned" />
      )}
    </Paper>
  );
}
