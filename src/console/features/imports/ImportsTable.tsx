import { Link as RouterLink } from 'react-router';
import {
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Import } from '../../../contract/imports';
import { DateTimeText } from '../../ui/DateTimeText';
import { pagePaths } from '../../ui/page-paths';
import { countsText, IMPORT_STATUS_COLORS, IMPORT_STATUS_LABELS } from './import-status';

/** What an import's row says it did: its import's counts once applied, else its dry run's. */
function outcomeText(imported: Import): string {
  if (imported.applied) return countsText(imported.applied, 'done');
  if (imported.checked) return `Dry run: ${countsText(imported.checked, 'planned')}`;
  return '—';
}

/** The recent imports, newest first: the file and its type, status, what it did, who started it and when. */
export function ImportsTable({ imports }: { imports: readonly Import[] }) {
  if (imports.length === 0) return <Typography>No file has been imported yet.</Typography>;
  return (
    <TableContainer>
      <Table aria-label="Imports" size="small">
        <TableHead>
          <TableRow>
            <TableCell>File</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Rows</TableCell>
            <TableCell>Started</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {imports.map((imported) => (
            <TableRow key={imported.id} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                <Link component={RouterLink} to={pagePaths.import(imported.id)} sx={{ fontWeight: 500 }}>
                  {imported.fileName}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {imported.objectType} · {imported.rowCount.toLocaleString('en')} rows
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={IMPORT_STATUS_LABELS[imported.status]}
                  color={IMPORT_STATUS_COLORS[imported.status]}
                />
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>{outcomeText(imported)}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                {imported.createdBy}
                <Typography variant="body2" color="text.secondary">
                  <DateTimeText iso={imported.createdAt} />
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
