import { useWatch, type Control } from 'react-hook-form';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { SObjectField } from '../../../contract/sobjects';
import { FormTextField } from '../../ui/FormTextField';
import { updateRuleChoices, updateRuleText } from '../../ui/update-rules';
import type { ColumnRuleValue, MappingValues } from './mapping-values';

interface ColumnMappingTableProps {
  control: Control<MappingValues>;
  columns: readonly string[];
  /** Each column's first values, by position: what tells a steward which field a column is. */
  samples: readonly (readonly string[])[];
  /** Each column's rule as the form started, by position. */
  proposedRules: readonly ColumnRuleValue[];
  /** The fields a column may fill. */
  fields: readonly SObjectField[];
  /** API names of the fields a new record must have. */
  required: ReadonlySet<string>;
}

const FIELDS_OWN_RULE = {
  label: 'The field’s own rule',
  explanation: 'The rule an admin set for the field; Always replace where none is set.',
};

const ruleText = (rule: ColumnRuleValue) => (rule === '' ? FIELDS_OWN_RULE : updateRuleText(rule));

/**
 * What a row that updates a stored record does with a mapped column's value; a column not imported has nothing
 * to say. Native, as the field's select beside it: a file may have hundreds of columns.
 */
function ColumnRuleField({
  control,
  index,
  column,
  proposed,
}: {
  control: Control<MappingValues>;
  index: number;
  column: string;
  /** The rule the form started with, kept among the choices even when the console does not offer it. */
  proposed: ColumnRuleValue;
}) {
  const field = useWatch({ control, name: `mapping.${index}.field` });
  const rule = useWatch({ control, name: `mapping.${index}.updateRule` });
  if (field === '') return null;
  const choices: ColumnRuleValue[] = [...updateRuleChoices(proposed === '' ? undefined : proposed), ''];
  return (
    <FormTextField
      control={control}
      name={`mapping.${index}.updateRule`}
      select
      size="small"
      label="When a row updates a record"
      hint={ruleText(rule).explanation}
      sx={{ mt: 1.5 }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        // The visible label first, so that the name a voice user says matches what they see.
        htmlInput: { 'aria-label': `When a row updates a record, for the column ${column}` },
      }}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {ruleText(choice).label}
        </option>
      ))}
    </FormTextField>
  );
}

/** A column's first values under its name, or that its first rows are blank. */
function ColumnSamplesText({ values }: { values: readonly string[] }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {values.length === 0 ? 'Blank in the first rows' : values.join(' · ')}
    </Typography>
  );
}

/**
 * Each column of the file, its first values beneath its name, with the field it fills and the rule a row updating a record follows with it, proposed by
 * the service and changeable; no field leaves the column out.
 */
export function ColumnMappingTable({
  control,
  columns,
  samples,
  proposedRules,
  fields,
  required,
}: ColumnMappingTableProps) {
  // An import uploaded before values were kept has none for any column: say nothing rather than "blank".
  const sampled = samples.some((values) => values.length > 0);
  return (
    <TableContainer sx={{ mb: 2 }}>
      <Table size="small" aria-label="Column mapping">
        <TableHead>
          <TableRow>
            <TableCell>Column in the file</TableCell>
            <TableCell>Field</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column, index) => (
            <TableRow key={`${index}-${column}`} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ pt: 2, overflowWrap: 'anywhere', minWidth: 100 }}>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {column}
                </Typography>
                {sampled && <ColumnSamplesText values={samples[index] ?? []} />}
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <FormTextField
                  control={control}
                  name={`mapping.${index}.field`}
                  select
                  size="small"
                  slotProps={{
                    select: { native: true },
                    htmlInput: { 'aria-label': `Field for the column ${column}` },
                  }}
                >
                  <option value="">Not imported</option>
                  {fields.map((field) => (
                    <option key={field.name} value={field.name}>
                      {field.label}
                      {required.has(field.name) ? ' (required)' : ''}
                    </option>
                  ))}
                </FormTextField>
                <ColumnRuleField
                  control={control}
                  index={index}
                  column={column}
                  proposed={proposedRules[index] ?? ''}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
