import { useMutation } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { SObjectDescribeOutput } from '../../../contract/sobjects';
import { describeApiError } from '../../api/describe-api-error';
import { countFilterMatchesMutationOptions } from './filter-admin-queries';
import { toFilterInput, type FilterableField, type FilterFormValues } from './filter-form-values';

interface FilterMatchCountProps {
  control: Control<FilterFormValues>;
  describe: SObjectDescribeOutput;
  fields: readonly FilterableField[];
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * How many records the conditions keep, counted when the admin asks: a count reads every record of the type, so it
 * is not run at every keystroke. A count of other conditions than those on screen says so.
 */
export function FilterMatchCount({ control, describe, fields }: FilterMatchCountProps) {
  const conditions = useWatch({ control, name: 'conditions' });
  const count = useMutation(countFilterMatchesMutationOptions());
  const shown = JSON.stringify(conditions);

  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          type="button"
          variant="outlined"
          loading={count.isPending}
          onClick={() => {
            const { conditions: typed } = toFilterInput({ label: '', developerName: '', conditions }, fields);
            count.mutate({ input: { objectName: describe.name, conditions: typed }, shown });
          }}
        >
          Count matching records
        </Button>
        <Typography role="status" aria-live="polite">
          {count.isSuccess &&
            `${plural(count.data.matching, 'record', 'records')} of ${plural(count.data.total, describe.label, describe.labelPlural)} match${count.data.matching === 1 ? 'es' : ''}${count.variables.shown === shown ? '' : ' (before the last change: count again)'}.`}
        </Typography>
      </Box>
      {count.isError && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Not counted: {describeApiError(count.error).message}
        </Alert>
      )}
    </Box>
  );
}
