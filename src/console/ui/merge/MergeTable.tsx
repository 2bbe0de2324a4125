import {
  Box,
  Checkbox,
  FormControlLabel,
  Link,
  Radio,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { MergePreview } from '../../../contract/merge';
import type { SObjectRecord } from '../../../contract/records';
import type { SObjectField } from '../../../contract/sobjects';
import { formatDateTime } from '../format-date-time';
import { formatValue } from '../record-text';
import { chosenSource, toggleExcluded, type MergeChoices } from './merge-choices';
import { completenessText, relatedCountsText, type TypeNames } from './merge-text';
import { pagePaths } from '../page-paths';

interface MergeTableProps {
  caption: string;
  records: SObjectRecord[];
  /** Every editable field, which completeness counts. */
  allFields: readonly SObjectField[];
  /** The rows shown: every editable field, or those whose values differ. */
  fields: readonly SObjectField[];
  differing: ReadonlySet<string>;
  choices: MergeChoices;
  onChange: (choices: MergeChoices) => void;
  /** The master as the service would make it with these choices; none where the records may not be merged. */
  preview: MergePreview | undefined;
  /** Whether the records may be merged: reviewed ones are shown, not chosen among. */
  open: boolean;
  nameOf: (record: SObjectRecord) => string;
  namesOf: (objectType: string) => TypeNames;
}

/** The field names stay in sight while a phone scrolls the records sideways. */
const stickySx = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

const dateText = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : '—');

/**
 * The records side by side, a row per field with a radio per record's value (and one for a value typed anew): the
 * master takes the value chosen. Each record's column says what a steward weighs in choosing which one stays (its
 * age, its completeness, the records that point at it); the last column is the master as the service would make
 * it, so every choice shows its effect.
 */
export function MergeTable({
  caption,
  records,
  allFields,
  fields,
  differing,
  choices,
  onChange,
  preview,
  open,
  nameOf,
  namesOf,
}: MergeTableProps) {
  const allNames = allFields.map((field) => field.name);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={caption} size="small" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickySx, minWidth: 120 }}>Field</TableCell>
            {records.map((record) => {
              const id = record.Id!;
              const name = nameOf(record);
              const excluded = choices.excluded.includes(id);
              const related = preview ? relatedCountsText(preview.relatedCounts, id, namesOf) : '';
              return (
                <TableCell key={id} sx={{ minWidth: 200, opacity: excluded ? 0.55 : 1 }}>
                  <Link
                    component={RouterLink}
                    to={pagePaths.record(record.attributes.type, id)}
                    sx={{ fontWeight: 600 }}
                  >
                    {name}
                  </Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    created {dateText(record.CreatedDate)}
                    <br />
                    modified {dateText(record.LastModifiedDate)}
                    <br />
                    {completenessText(record, allNames)}
                    {related && (
                      <>
                        <br />
                        {related}
                      </>
                    )}
                  </Typography>
                  {open && (
                    <Box>
                      <FormControlLabel
                        label="Make master"
                        control={
                          <Radio
                            name="merge-master"
                            checked={choices.masterId === id}
                            disabled={excluded}
                            onChange={() => onChange({ ...choices, masterId: id })}
                            slotProps={{ input: { 'aria-label': `Make ${name} the master` } }}
                          />
                        }
                      />
                      <FormControlLabel
                        label="Include"
                        control={
                          <Checkbox
                            checked={!excluded}
                            disabled={choices.masterId === id}
                            onChange={() => onChange(toggleExcluded(choices, id))}
                            slotProps={{ input: { 'aria-label': `Include ${name} in the merge` } }}
                          />
                        }
                      />
                    </Box>
                  )}
                </TableCell>
              );
            })}
            {open && <TableCell sx={{ minWidth: 200 }}>Other value</TableCell>}
            {open && <TableCell sx={{ minWidth: 200 }}>Master after the merge</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => {
            const source = chosenSource(choices, preview, field.name);
            const group = `merge-field-${field.name}`;
            const pick = (pick: string) =>
              onChange({ ...choices, picks: { ...choices.picks, [field.name]: pick } });
            return (
              <TableRow key={field.name}>
                <TableCell component="th" scope="row" sx={stickySx}>
                  {field.label}
                  {differing.has(field.name) && (
                    <Typography variant="body2" color="text.secondary">
                      differs
                    </Typography>
                  )}
                </TableCell>
                {records.map((record) => {
                  const id = record.Id!;
                  const text = formatValue(record[field.name]) || '—';
                  if (!open) return <TableCell key={id}>{text}</TableCell>;
                  return (
                    <TableCell key={id}>
                      <FormControlLabel
                        label={text}
                        disabled={choices.excluded.includes(id)}
                        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1 } }}
                        control={
                          <Radio
                            name={group}
                            checked={source === id}
                            onChange={() => pick(id)}
                            slotProps={{
                              input: { 'aria-label': `${field.label} of ${nameOf(record)}: ${text}` },
                            }}
                          />
                        }
                      />
                    </TableCell>
                  );
                })}
                {open && (
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center' }}>
                      <Radio
                        name={group}
                        checked={source === 'custom'}
                        onChange={() => pick('custom')}
                        slotProps={{ input: { 'aria-label': `Another ${field.label}, typed` } }}
                      />
                      <TextField
                        size="small"
                        value={choices.custom[field.name] ?? ''}
                        onChange={(event) =>
                          onChange({
                            ...choices,
                            custom: { ...choices.custom, [field.name]: event.target.value },
                            picks: { ...choices.picks, [field.name]: 'custom' },
                          })
                        }
                        slotProps={{ htmlInput: { 'aria-label': `Type another ${field.label}` } }}
                      />
                    </Box>
                  </TableCell>
                )}
                {open && (
                  <TableCell sx={{ fontWeight: 600 }}>
                    {preview ? (
                      formatValue(preview.master[field.name]) || '—'
                    ) : (
                      <Skeleton width={120} aria-label="Loading" />
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
