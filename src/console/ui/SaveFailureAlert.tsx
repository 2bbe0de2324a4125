import type { FieldPath, FieldValues } from 'react-hook-form';
import { Alert, AlertTitle, Box } from '@mui/material';
import { ApiErrorAlert } from './ApiErrorAlert';
import { mapServerErrors } from './server-field-errors';

interface SaveFailureAlertProps<Values extends FieldValues> {
  error: unknown;
  /** The form's field for a field the service names, as `showRefusedFields` was given it. */
  pathOf: (serverField: string) => FieldPath<Values> | undefined;
  /** What did not happen, e.g. "The list was not saved". */
  title: string;
}

/**
 * A failed save beneath its form: of a refused input, the problems no field of the form shows (those at a field
 * are shown there); any other failure whole, as every page shows one.
 */
export function SaveFailureAlert<Values extends FieldValues>({
  error,
  pathOf,
  title,
}: SaveFailureAlertProps<Values>) {
  const refusal = mapServerErrors<Values>(error, pathOf);
  if (refusal?.other.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      {refusal ? (
        <Alert severity="error">
          <AlertTitle>{title}</AlertTitle>
          {refusal.other.join(' ')}
        </Alert>
      ) : (
        <ApiErrorAlert error={error} />
      )}
    </Box>
  );
}
