import { Link as RouterLink } from 'react-router';
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { WordListUse } from '../../../contract/word-lists';
import { pagePaths } from '../../ui/page-paths';

/** The scenario fields that name the list: a change to it changes how they compare. */
export function UsedByTable({ name, usedBy }: { name: string; usedBy: readonly WordListUse[] }) {
  if (usedBy.length === 0) return <Typography>No scenario field uses {name}.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={`Scenario fields that use ${name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Scenario</TableCell>
            <TableCell>Record type</TableCell>
            <TableCell>Field</TableCell>
            <TableCell>Used as</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {usedBy.map((use, index) => (
            <TableRow key={`${use.scenarioId}-${use.field}-${index}`}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={pagePaths.scenarios({ type: use.recordType })}>
                  {use.scenarioName}
                </Link>
              </TableCell>
              <TableCell>{use.recordType}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{use.field}</TableCell>
              <TableCell>{use.referencedAs === 'FREQUENT' ? 'Frequent words' : 'Synonyms'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
