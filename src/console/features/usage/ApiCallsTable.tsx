import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { DateTimeText } from '../../ui/DateTimeText';
import { NUMBER_CELL } from './number-cell';
import type { ApiCallDay } from './usage-report';

/** Each principal's API calls per day, with the operation they called most. */
export function ApiCallsTable({ lines }: { lines: readonly ApiCallDay[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="API calls per user and day">
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>User or client</TableCell>
            <TableCell sx={NUMBER_CELL}>Calls</TableCell>
            <TableCell>Called most</TableCell>
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
              <TableCell sx={{ ...NUMBER_CELL, fontWeight: 600 }}>
                {line.calls.toLocaleString('en')}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {line.busiestOperation}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
