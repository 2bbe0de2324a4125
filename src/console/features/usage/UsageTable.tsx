import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { DateTimeText } from '../../ui/DateTimeText';
import { NUMBER_CELL } from './number-cell';
import type { PrincipalDay } from './usage-report';

/** Each principal's billable calls and credits per day. */
export function UsageTable({ lines }: { lines: readonly PrincipalDay[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Credits per user and day">
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>User or client</TableCell>
            <TableCell sx={NUMBER_CELL}>Validations</TableCell>
            <TableCell sx={NUMBER_CELL}>Retrievals</TableCell>
            <TableCell sx={NUMBER_CELL}>Credits</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.day}-${line.principal}`}>
              <TableCell>
                <DateTimeText iso={line.day} dateOnly />
              </TableCell>
              <TableCell component="th" scope="row">
                {line.principal}
              </TableCell>
              <TableCell sx={NUMBER_CELL}>{line.validations.toLocaleString('en')}</TableCell>
              <TableCell sx={NUMBER_CELL}>{line.retrievals.toLocaleString('en')}</TableCell>
              <TableCell sx={{ ...NUMBER_CELL, fontWeight: 600 }}>
                {line.credits.toLocaleString('en')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
