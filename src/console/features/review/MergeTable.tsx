import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Link,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import type { MergePreview } from '../../../contract/merge';
import type { SObjectRecord } from '../../../contract/records';
import type { SObjectField } from '../../../contract/sobjects';
import { formatDateTime } from '../../ui/format-date-time';
import { recordPath } from '../../ui/record-path';
import { formatValue, recordName } from '../../ui/record-text';
import { toggleExcluded, type MergeChoices } from './merge-choices';

interface MergeTableProps {
  caption: string;
  records: SObjectRecord[];
  fields: SObjectField[];
  differing: ReadonlySet<string>;
  choices: MergeChoices;
  onChange: (choices: MergeChoices) => void;
  /** The master as the service would make it with these choices. */
  preview: MergePreview | undefined;
  disabled: boolean;
}

/**
 * The group's records side by side, a row per field, fields whose values differ highlighted. A value is picked by
 * pressing it (or typed in the custom column); the master by its radio; a record is left out by unticking it. The
 * last column is the master as the service would make it, so every pick shows its effect.
 */
export function MergeTable({
  caption,
  records,
  fields,
  differing,
  choices,
  onChange,
  preview,
  disabled,
}: MergeTableProps) {
  const sourceOf = (field: string) => preview?.fieldSources[field];
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={caption} size="small" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            {records.map((record) => {
              const id = record.Id!;
              const name = recordName(record);
              const excluded = choices.excluded.includes(id);
              return (
                <TableCell key={id} sx={{ minWidth: 180, opacity: excluded ? 0.55 : 1 }}>
                  <Link
                    component={RouterLink}
                    to={recordPath(record.attributes.type, id)}
                    sx={{ fontWeight: 600 }}
                  >
                    {name}
                  </Link>
                  <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {id}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    created{' '}
                    {typeof record.CreatedDate === 'string' ? formatDateTime(record.CreatedDate) : '—'}
                  </Typography>
                  <Box>
                    <FormControlLabel
                      label="Master"
                      control={
                        <Radio
                          checked={choices.masterId === id}
                          disabled={disabled || excluded}
                          onChange={() => onChange({ ...choices, masterId: id })}
                          slotProps={{ input: { 'aria-label': `Keep ${name} (${id}) as the master` } }}
                        />
                      }
                    />
                    <FormControlLabel
                      label="Include"
                      control={
                        <Checkbox
                          checked={!excluded}
                          disabled={disabled || choices.masterId === id}
                          onChange={() => onChange(toggleExcluded(choices, id))}
                          slotProps={{ input: { 'aria-label': `Include ${name} (${id}) in the merge` } }}
                        />
                      }
                    />
                  </Box>
                </TableCell>
              );
            })}
            <TableCell sx={{ minWidth: 180 }}>Custom value</TableCell>
            <TableCell sx={{ minWidth: 200 }}>Result</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => {
            const differs = differing.has(field.name);
            const source = sourceOf(field.name);
            return (
              <TableRow
                key={field.name}
                sx={differs ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.1) } : undefined}
              >
                <TableCell component="th" scope="row">
                  {field.label}
                  {differs && (
                    <Typography variant="body2" color="text.secondary">
                      differs
                    </Typography>
                  )}
                </TableCell>
                {records.map((record) => {
                  const id = record.Id!;
                  const text = formatValue(record[field.name]);
                  const chosen = source === id;
                  const excluded = choices.excluded.includes(id);
                  return (
                    <TableCell key={id}>
                      <Button
                        size="small"
                        variant={chosen ? 'contained' : 'text'}
                        color={chosen ? 'primary' : 'inherit'}
                        disabled={disabled || excluded}
                        aria-pressed={chosen}
                        aria-label={`${field.label} of ${recordName(record)} (${id}): ${text || 'empty'}`}
                        onClick={() =>
                          onChange({ ...choices, picks: { ...choices.picks, [field.name]: id } })
                        }
                        sx={{
                          textTransform: 'none',
                          justifyContent: 'flex-start',
                          textAlign: 'left',
                          minWidth: 0,
                        }}
                      >
                        {text || '—'}
                      </Button>
                    </TableCell>
                  );
                })}
                <TableCell>
                  <TextField
                    size="small"
                    disabled={disabled}
                    value={choices.custom[field.name] ?? ''}
                    onChange={(event) =>
                      onChange({
                        ...choices,
                        custom: { ...choices.custom, [field.name]: event.target.value },
                        picks: { ...choices.picks, [field.name]: 'custom' },
                      })
                    }
                    slotProps={{ htmlInput: { 'aria-label': `Custom ${field.label}` } }}
                  />
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>
                  {preview ? formatValue(preview.master[field.name]) || '—' : '…'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
