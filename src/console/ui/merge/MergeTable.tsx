import { Fragment, useState, type ReactNode } from 'react';
import {
  Box,
  Checkbox,
  FormControlLabel,
  IconButton,
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
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
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

/** A column of the table: its heading and its cell in a field's row. */
interface Column {
  key: string;
  /** What the phone's pager calls the column. */
  title: string;
  header: ReactNode;
  cell: (field: SObjectField) => ReactNode;
}

const paper = { bgcolor: 'background.paper' } as const;
/** The field names stay in sight while the records scroll sideways beneath the table's edge. */
const fieldColumnSx = { ...paper, position: 'sticky', left: 0, zIndex: 2 } as const;
/** So does the master: it is what every choice is made for. */
const masterColumnSx = {
  ...paper,
  position: 'sticky',
  right: 0,
  zIndex: 2,
  fontWeight: 600,
  borderLeft: 1,
  borderLeftColor: 'divider',
} as const;

type StickySx = typeof fieldColumnSx | typeof masterColumnSx;

const dateText = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : '—');

/**
 * The records side by side, a row per field with a radio per record's value (and one for a value typed anew): the
 * master takes the value chosen. Each record's column says what a steward weighs in choosing which one stays (its
 * age, its completeness, the records that point at it); the last column is the master as the service would make
 * it, so every choice shows its effect. However many records there are, the table fits the page: the field names
 * and the master stay put while the records scroll inside it, and a phone shows one record at a time beside the
 * master, stepping through them.
 */
export function MergeTable(props: MergeTableProps) {
  const { caption, records, fields, differing, open } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [shownIndex, setShownIndex] = useState(0);
  const compared = [
    ...records.map((record) => recordColumn(props, record)),
    ...(open ? [otherColumn(props)] : []),
  ];
  const master = open ? masterColumn(props) : undefined;
  const index = Math.min(shownIndex, compared.length - 1);
  const visible = phone ? compared.slice(index, index + 1) : compared;
  // A table cell keeps no min-width (CSS leaves it undefined), so a box in its heading holds the column open: four
  // records and the master fit 1440 px, more scroll beneath the sticky field names and master. A phone's columns
  // share its width instead.
  const heading = (least: number, share: string, content: ReactNode, sx: StickySx | object = {}) => (
    <TableCell sx={{ ...sx, ...(phone && { width: share }) }}>
      {phone ? content : <Box sx={{ minWidth: least }}>{content}</Box>}
    </TableCell>
  );
  return (
    <>
      {phone && compared.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <IconButton
            aria-label="Previous record"
            disabled={index === 0}
            onClick={() => setShownIndex(index - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="body2" aria-live="polite" sx={{ flex: 1, textAlign: 'center', minWidth: 0 }}>
            {compared[index]!.title} · {index + 1} of {compared.length}
          </Typography>
          <IconButton
            aria-label="Next record"
            disabled={index === compared.length - 1}
            onClick={() => setShownIndex(index + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
      <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table
          aria-label={caption}
          size="small"
          sx={{
            '& td, & th': { verticalAlign: 'top', overflowWrap: 'anywhere' },
            ...(phone && { tableLayout: 'fixed', width: '100%' }),
          }}
        >
          <TableHead>
            <TableRow>
              {heading(90, '28%', 'Field', fieldColumnSx)}
              {visible.map((column) => (
                <Fragment key={column.key}>
                  {heading(column.key === 'other' ? 140 : 130, master ? '40%' : '72%', column.header)}
                </Fragment>
              ))}
              {master && heading(140, '32%', master.header, masterColumnSx)}
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field) => (
              <TableRow key={field.name}>
                <TableCell component="th" scope="row" sx={fieldColumnSx}>
                  {field.label}
                  {differing.has(field.name) && (
                    <Typography variant="body2" color="text.secondary">
                      differs
                    </Typography>
                  )}
                </TableCell>
                {visible.map((column) => (
                  <TableCell key={column.key}>{column.cell(field)}</TableCell>
                ))}
                {master && <TableCell sx={masterColumnSx}>{master.cell(field)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** One record's column: its name, age, completeness and related records, and its values to choose among. */
function recordColumn(props: MergeTableProps, record: SObjectRecord): Column {
  const { allFields, choices, onChange, preview, open, nameOf, namesOf } = props;
  const id = record.Id!;
  const name = nameOf(record);
  const excluded = choices.excluded.includes(id);
  const related = preview ? relatedCountsText(preview.relatedCounts, id, namesOf) : '';
  const allNames = allFields.map((field) => field.name);
  const header = (
    <Box sx={{ opacity: excluded ? 0.55 : 1 }}>
      <Link component={RouterLink} to={pagePaths.record(record.attributes.type, id)} sx={{ fontWeight: 600 }}>
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
    </Box>
  );
  const cell = (field: SObjectField) => {
    const text = formatValue(record[field.name]) || '—';
    if (!open) return text;
    return (
      <FormControlLabel
        label={text}
        disabled={excluded}
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1 } }}
        control={
          <Radio
            name={`merge-field-${field.name}`}
            checked={chosenSource(choices, preview, field.name) === id}
            onChange={() => onChange({ ...choices, picks: { ...choices.picks, [field.name]: id } })}
            slotProps={{ input: { 'aria-label': `${field.label} of ${name}: ${text}` } }}
          />
        }
      />
    );
  };
  return { key: id, title: name, header, cell };
}

/** The column for a value the steward types anew, where no record holds the right one. */
function otherColumn({ choices, onChange, preview }: MergeTableProps): Column {
  const cell = (field: SObjectField) => (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Radio
        name={`merge-field-${field.name}`}
        checked={chosenSource(choices, preview, field.name) === 'custom'}
        onChange={() => onChange({ ...choices, picks: { ...choices.picks, [field.name]: 'custom' } })}
        slotProps={{ input: { 'aria-label': `Another ${field.label}, typed` } }}
      />
      <TextField
        size="small"
        sx={{ flex: 1, minWidth: 0 }}
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
  );
  return { key: 'other', title: 'Another value', header: 'Other value', cell };
}

/** The master as the service would make it with the choices so far. */
function masterColumn({ preview }: MergeTableProps): Column {
  const cell = (field: SObjectField) =>
    preview ? formatValue(preview.master[field.name]) || '—' : <Skeleton width={96} aria-label="Loading" />;
  return { key: 'master', title: 'Master after the merge', header: 'Master after the merge', cell };
}
