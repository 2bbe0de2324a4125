import type { Control } from 'react-hook-form';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { SObjectField } from '../../../contract/sobjects';
import { FormTextField } from '../../ui/FormTextField';
import type { MappingValues } from './mapping-values';

interface ColumnMappingTableProps {
  control: Control<MappingValues>;
  columns: readonly string[];
  /** The fields a column may fill. */
  fields: readonly SObjectField[];
  /** API names of the fields a new record must have. */
  required: ReadonlySet<string>;
}

/** Each column of the file with the field it fills, proposed by the service and changeable; none leaves it out. */
export function ColumnMappingTable({ control, columns, fields, required }: ColumnMappingTableProps) {
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
