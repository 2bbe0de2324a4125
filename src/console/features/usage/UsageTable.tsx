import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { DateTimeText } from '../../ui/DateTimeText';
import type { PrincipalDay } from './usage-report';

const numberCell = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** Each principal's billable calls and credits per day. */
export function UsageTable({ lines }: { lines: readonly PrincipalDay[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Credits per user and day">
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>User or client</TableCell>
            <TableCell sx={numberCell}>Validations</TableCell>
            <TableCell sx={numberCell}>Retrievals</TableCell>
            <TableCell sx={numberCell}>Credits</TableCell>
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
              <TableCell sx={numberCell}>{line.validations.toLocaleString('en')}</TableCell>
              <TableCell sx={numberCell}>{line.retrievals.toLocaleString('en')}</TableCell>
              <TableCell sx={{ ...numberCell, fontWeight: 600 }}>
                {line.credits.toLocaleString('en')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
