import {
  Alert,
  AlertTitle,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ConfigChange, ConfigImportDryRun } from '../../../contract/config-transfer';
import { useFieldLabels } from '../../api/use-field-labels';
import { changeGroups, KIND_LABELS } from './import-dry-run';
import { settingChangeText } from './scenario-change-text';

const ACTION_WORDS: Record<ConfigChange['action'], string> = {
  ADD: 'Add',
  CHANGE: 'Change',
  REMOVE: 'Remove',
};

/** An import's warnings, one line each, as the service words them. */
export function WarningList({ warnings }: { warnings: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </Box>
  );
}

/** What an import would add, change and remove, by record type, removals marked; and what it would warn of. */
export function DryRunReport({ fileName, dryRun }: { fileName: string; dryRun: ConfigImportDryRun }) {
  const { changes, warnings } = dryRun;
  return (
    <Box component="section" aria-labelledby="dry-run-heading" sx={{ mt: 3 }}>
      <Typography id="dry-run-heading" variant="h6" component="h3" gutterBottom>
        What importing {fileName} would change
      </Typography>
      {changes.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Nothing would change: the configuration here is already the file’s.
        </Alert>
      )}
      {changeGroups(changes).map(({ recordType, summary, changes: ofType }) => (
        <ChangesOfType key={recordType ?? ''} recordType={recordType} summary={summary} changes={ofType} />
      ))}
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>The import would warn</AlertTitle>
          <WarningList warnings={warnings} />
        </Alert>
      )}
    </Box>
  );
}

/** One record type's changes (or the word lists'), a row each, a changed scenario with what changes in it. */
function ChangesOfType({
  recordType,
  summary,
  changes,
}: {
  recordType: string | null;
  summary: string;
  changes: readonly ConfigChange[];
}) {
  const labels = useFieldLabels(recordType ?? '');
  const heading = recordType ?? 'Word lists';
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h4">
        {heading}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        The import {summary}.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={`Changes to ${heading}`}>
          <TableHead>
            <TableRow>
              <TableCell>What</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Import would</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map(({ kind, name, action, settings }) => (
              <TableRow
                key={`${kind}-${name}`}
                sx={
                  action === 'REMOVE'
                    ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) }
                    : { verticalAlign: 'top' }
                }
              >
                <TableCell>{KIND_LABELS[kind]}</TableCell>
                <TableCell>{name}</TableCell>
                <TableCell
                  sx={action === 'REMOVE' ? { color: 'error.dark', fontWeight: 'fontWeightBold' } : undefined}
                >
                  {ACTION_WORDS[action]}
                  {settings.length > 0 && (
                    <>
                      :{' '}
                      {settings
                        .map((setting) => settingChangeText(setting, (field) => labels.get(field) ?? field))
                        .join('; ')}
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
