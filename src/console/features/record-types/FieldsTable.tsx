import { Link as RouterLink } from 'react-router';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { AdminRecordType } from '../../../contract/record-type-admin';
import { LabelWithCodeCell } from '../../ui/LabelWithCodeCell';
import { shortPicklist } from './record-type-values';
import { pagePaths } from '../../ui/page-paths';

/** A type's fields: what each holds, whether it must, the type a lookup points at, and a picklist's values. */
export function FieldsTable({ type, types }: { type: AdminRecordType; types: readonly AdminRecordType[] }) {
  const labelOf = (name: string) => types.find((each) => each.name === name)?.label ?? name;
  return (
    // Focusable, so that a keyboard scrolls the table sideways when it is wider than a phone.
    <TableContainer tabIndex={0}>
      <Table size="small" aria-label={`Fields of ${type.label}`}>
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Required</TableCell>
            <TableCell>Lookup to</TableCell>
            <TableCell>Picklist values</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {type.fields.map((field) => (
            <TableRow key={field.name}>
              <LabelWithCodeCell label={field.label} code={field.name} />
              <TableCell>{field.type}</TableCell>
              <TableCell>{field.required ? 'Yes' : 'No'}</TableCell>
              <TableCell>
                {field.referenceTo && (
                  <Link component={RouterLink} to={pagePaths.recordType(field.referenceTo)}>
                    {labelOf(field.referenceTo)}
                  </Link>
                )}
              </TableCell>
              <TableCell title={field.picklistValues?.join(', ')}>
                {shortPicklist(field.picklistValues)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
