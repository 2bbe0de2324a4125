import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { Box, Grid, IconButton, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { operandsOf } from '../../../contract/filters';
import { FormTextField } from '../../ui/FormTextField';
import { menuItems, YES_NO } from '../../ui/select-items';
import {
  emptyCondition,
  operandProblem,
  operatorChoices,
  operatorProblem,
  valuesProblem,
  type FilterableField,
  type FilterFormValues,
} from './filter-form-values';

interface ConditionRowProps {
  index: number;
  fields: readonly FilterableField[];
  control: Control<FilterFormValues>;
  setValue: UseFormSetValue<FilterFormValues>;
  /** Undefined for the only condition: a filter has one at least. */
  onRemove: (() => void) | undefined;
}

const OPERAND_HINTS = {
  text: undefined,
  number: 'A number, e.g. 100',
  date: undefined,
  boolean: undefined,
  reference: 'A record id of 15 or 18 characters',
} as const;

/** The operand input of a condition, shaped by its field and operator: a choice where the field has choices. */
function OperandInput({
  index,
  field,
  control,
}: {
  index: number;
  field: FilterableField;
  control: Control<FilterFormValues>;
}) {
  const operator = useWatch({ control, name: `conditions.${index}.operator` });
  const takes = operator === '' ? 'none' : operandsOf(operator);
  const choices =
    field.kind === 'boolean' ? YES_NO : field.options.map((option) => ({ value: option, label: option }));
  if (takes === 'none') return null;
  if (takes === 'values') {
    const rules = { validate: (values: string[]) => valuesProblem(field, values) };
    return choices.length > 0 ? (
      <FormTextField
        control={control}
        name={`conditions.${index}.values`}
        label="Values"
        select
        rules={rules}
        slotProps={{ select: { multiple: true } }}
      >
        {menuItems(choices)}
      </FormTextField>
    ) : (
      <FormTextField
        control={control}
        name={`conditions.${index}.values`}
        label="Values"
        rules={rules}
        multiline
        minRows={2}
        toText={(values) => values.join('\n')}
        fromText={(text) => text.split('\n')}
        hint="One value a line"
      />
    );
  }
  const rules = { validate: (text: string) => operandProblem(field, text) };
  if (choices.length > 0) {
    return (
      <FormTextField control={control} name={`conditions.${index}.value`} label="Value" select rules={rules}>
        {menuItems(choices)}
      </FormTextField>
    );
  }
  return (
    <FormTextField
      control={control}
      name={`conditions.${index}.value`}
      label="Value"
      rules={rules}
      type={field.kind === 'date' ? 'date' : 'text'}
      hint={OPERAND_HINTS[field.kind]}
      slotProps={field.kind === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

/** One condition of a filter: a field, how it compares, and the operands that comparison takes. */
export function ConditionRow({ index, fields, control, setValue, onRemove }: ConditionRowProps) {
  const fieldName = useWatch({ control, name: `conditions.${index}.field` });
  const field = fields.find((candidate) => candidate.name === fieldName);

  // Another field compares otherwise and has other choices: what was chosen for the last one starts afresh.
  const shownField = useRef(fieldName);
  useEffect(() => {
    if (shownField.current === fieldName) return;
    shownField.current = fieldName;
    const { operator, value, values } = emptyCondition();
    setValue(`conditions.${index}.operator`, operator);
    setValue(`conditions.${index}.value`, value);
    setValue(`conditions.${index}.values`, values);
  }, [fieldName, index, setValue]);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        Condition {index + 1}
      </Typography>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={control}
            name={`conditions.${index}.field`}
            label="Field"
            select
            rules={{ required: 'Choose a field.' }}
          >
            {menuItems(fields.map((each) => ({ value: each.name, label: each.label })))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField
            control={control}
            name={`conditions.${index}.operator`}
            label="Comparison"
            select
            disabled={!field}
            rules={{ validate: (operator) => operatorProblem(field, operator) }}
          >
            {menuItems(field ? operatorChoices(field.kind) : [])}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 10, md: 4 }}>
          {field ? (
            <OperandInput index={index} field={field} control={control} />
          ) : (
            <Typography sx={{ color: 'text.secondary', pt: 2 }}>Choose a field first.</Typography>
          )}
        </Grid>
        <Grid size={{ xs: 2, md: 1 }}>
          {onRemove && (
            <IconButton aria-label={`Remove condition ${index + 1}`} onClick={onRemove} sx={{ mt: 1 }}>
              <DeleteIcon />
            </IconButton>
          )}
        </Grid>
      </Grid>
    </Box>
  );
}
