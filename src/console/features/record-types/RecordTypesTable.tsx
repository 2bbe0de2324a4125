import { Link as RouterLink } from 'react-router';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { AdminRecordType } from '../../../contract/record-type-admin';
import { mappedOnto } from './record-type-values';
import { pagePaths } from '../../ui/page-paths';

/** Every record type with its names, its number of fields and the types its searches also search. */
export function RecordTypesTable({ types }: { types: readonly AdminRecordType[] }) {
  return (
    // Focusable, so that a keyboard scrolls the table sideways when it is wider than a phone.
    <TableContainer tabIndex={0}>
      <Table size="small" aria-label="Record types">
        <TableHead>
          <TableRow>
            <TableCell>Label</TableCell>
            <TableCell>API name</TableCell>
            <TableCell>Key prefix</TableCell>
            <TableCell align="right">Fields</TableCell>
            <TableCell>Also searches</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type) => (
            <TableRow key={type.name}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={pagePaths.recordType(type.name)}>
                  {type.label}
                </Link>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{type.name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{type.keyPrefix}</TableCell>
              <TableCell align="right">{type.fields.length}</TableCell>
              <TableCell>{mappedOnto(type.crossObjects, types).join(', ') || 'None'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
