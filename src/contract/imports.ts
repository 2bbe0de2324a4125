import Type, { type Static } from 'typebox';
import { FieldChange } from './audit';
import { PageSizeParameter } from './paging';
import { RecordRef } from './record-ref';
import { StringEnum } from './string-enum';
import { KeptField, UpdateRuleValue } from './update-rules';

/** The most rows and bytes one import takes unless IMPORT_MAX_ROWS and IMPORT_MAX_BYTES say otherwise. */
export const DEFAULT_IMPORT_MAX_ROWS = 1_000_000;
export const DEFAULT_IMPORT_MAX_BYTES = 200 * 1024 * 1024;

export const ImportMode = StringEnum(['CREATE', 'UPDATE', 'REVIEW'], {
  title: 'ImportMode',
  description:
    'What a row with a duplicate among the stored records does. CREATE: only new records are created; a row with ' +
    'a duplicate is skipped. UPDATE: the duplicate is updated with the row’s values (the upsert’s rule: ' +
    '`duplicateScore`, ambiguity and guards as in dc3DataApi); a row without one is created. REVIEW: every row ' +
    'is created, and its duplicates go to the review queue beside it. In every mode a row of the same person as ' +
    'an earlier row of the file that creates a record updates that record (`sameAsRow`): one record per person',
});
export type ImportMode = Static<typeof ImportMode>;

export const ImportStatus = StringEnum(
  ['UPLOADED', 'CHECKING', 'CHECKED', 'RUNNING', 'DONE', 'CANCELLED', 'FAILED', 'UNDONE'],
  {
    title: 'ImportStatus',
    description:
      'UPLOADED: read and stored, nothing checked; CHECKING: the dry run is running; CHECKED: the dry run’s ' +
      'outcomes are ready and the import can be applied; RUNNING: rows are being written; DONE, CANCELLED (rows ' +
      'written before the cancel stay) or FAILED (`errorMessage`); UNDONE: what it wrote was taken back',
  },
);
export type ImportStatus = Static<typeof ImportStatus>;

export const ImportOutcome = StringEnum(['CREATE', 'UPDATE', 'SKIP', 'REVIEW', 'ERROR'], {
  title: 'ImportOutcome',
  description:
    'What a row does (dry run) or did: CREATE a record; UPDATE its duplicate; SKIP it (mode CREATE, a duplicate ' +
    'exists); REVIEW: create it and send its duplicates to the review queue; ERROR: nothing written, `errors` say why',
});
export type ImportOutcome = Static<typeof ImportOutcome>;

export const ColumnMapping = Type.Object(
  {
    column: Type.String({ description: 'The column’s header as the file has it' }),
    field: Type.Union([Type.String({ minLength: 1, maxLength: 80 }), Type.Null()], {
      description: 'The field (API name) the column fills; null: the column is not imported',
    }),
    updateRule: Type.Optional(
      Type.Union([UpdateRuleValue, Type.Null()], {
        description:
          'What a row that updates a stored record does with this column’s value (docs/survivorship.md): ' +
          'OVERWRITE, IF_EMPTY, IF_BETTER or NEVER; the field’s own rule when null or not given. The proposed ' +
          'mapping says IF_EMPTY for every column, so a file fills what is empty and replaces nothing',
      }),
    ),
  },
  { title: 'ColumnMapping', additionalProperties: false },
);
export type ColumnMapping = Static<typeof ColumnMapping>;

export const ImportSettings = Type.Object(
  {
    mapping: Type.Array(ColumnMapping, {
      maxItems: 500,
      description: 'One entry per column of the file; a column left out is not imported',
    }),
    mode: ImportMode,
    duplicateScore: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100,
        description:
          'As dc3DataApi’s: the lowest score a duplicate must reach to count; any score when not given',
      }),
    ),
  },
  { title: 'ImportSettings', additionalProperties: false },
);
export type ImportSettings = Static<typeof ImportSettings>;

export const OutcomeCounts = Type.Object(
  {
    CREATE: Type.Integer(),
    UPDATE: Type.Integer(),
    SKIP: Type.Integer(),
    REVIEW: Type.Integer(),
    ERROR: Type.Integer(),
  },
  { title: 'OutcomeCounts', description: 'Rows per outcome' },
);
export type OutcomeCounts = Static<typeof OutcomeCounts>;

export const ImportProgress = Type.Object(
  {
    rowsTotal: Type.Integer(),
    rowsDone: Type.Integer({ description: 'Rows the running phase (dry run or import) has finished' }),
    rowsPerSecond: Type.Union([Type.Number(), Type.Null()], { description: 'Since the phase started' }),
    secondsLeft: Type.Union([Type.Number(), Type.Null()], { description: 'Estimated from the rate so far' }),
  },
  { title: 'ImportProgress' },
);
export type ImportProgress = Static<typeof ImportProgress>;

export const Import = Type.Object(
  {
    id: Type.String(),
    objectType: Type.String({ description: 'The record type the rows become' }),
    fileName: Type.String(),
    format: StringEnum(['csv', 'xlsx']),
    headers: Type.Array(Type.String(), { description: 'The columns, in the file’s order' }),
    columnSamples: Type.Array(Type.Array(Type.String(), { maxItems: 3 }), {
      description:
        'Per column, in the order of headers, its first distinct non-blank values (up to 3, each cut to 60 ' +
        'characters): what the mapping step shows beside each column. Empty lists for imports uploaded before ' +
        'they were kept',
    }),
    rowCount: Type.Integer({ description: 'Data rows (the header row not counted)' }),
    settings: ImportSettings,
    status: ImportStatus,
    progress: ImportProgress,
    checked: Type.Union([OutcomeCounts, Type.Null()], {
      description: 'The dry run’s counts, once it is done; null before',
    }),
    applied: Type.Union([OutcomeCounts, Type.Null()], {
      description: 'What the import did so far; null before it was applied',
    }),
    errorMessage: Type.Union([Type.String(), Type.Null()]),
    createdBy: Type.String(),
    createdAt: Type.String(),
    appliedAt: Type.Union([Type.String(), Type.Null()]),
    appliedBy: Type.Union([Type.String(), Type.Null()], {
      description: 'Who applied it: its creates and updates are theirs in the audit trail',
    }),
    finishedAt: Type.Union([Type.String(), Type.Null()]),
    undoneAt: Type.Union([Type.String(), Type.Null()]),
    undoneBy: Type.Union([Type.String(), Type.Null()]),
    notUndone: Type.Integer({ description: 'Rows the undo left as they are, listed with `?notUndone=true`' }),
  },
  { title: 'Import' },
);
export type Import = Static<typeof Import>;

export const ImportList = Type.Object(
  { imports: Type.Array(Import, { description: 'The 50 most recent, newest first' }) },
  { title: 'ImportList' },
);
export type ImportList = Static<typeof ImportList>;

export const ImportQuery = Type.Object(
  {
    objectType: Type.String({ minLength: 1, maxLength: 80, description: 'The record type the rows become' }),
    fileName: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Shown in the list' })),
  },
  { title: 'ImportQuery', additionalProperties: false },
);
export type ImportQuery = Static<typeof ImportQuery>;

export const RowError = Type.Object(
  {
    column: Type.Union([Type.String(), Type.Null()], { description: 'The column, when one is to blame' }),
    field: Type.Union([Type.String(), Type.Null()]),
    message: Type.String(),
  },
  { title: 'RowError' },
);
export type RowError = Static<typeof RowError>;

export const ImportRow = Type.Object(
  {
    rowNumber: Type.Integer({ description: 'As a spreadsheet shows it: the header is row 1' }),
    outcome: ImportOutcome,
    record: Type.Union([RecordRef, Type.Null()], {
      description: 'The record created, updated or (SKIP) found; null for an error or a dry run’s creation',
    }),
    sameAsRow: Type.Union([Type.Integer(), Type.Null()], {
      description: 'An earlier row of the file that is the same person: both become one record',
    }),
    changes: Type.Array(FieldChange, {
      description: 'UPDATE: the fields that change; CREATE and REVIEW: the values the record is created with',
    }),
    kept: Type.Array(KeptField, {
      description:
        'UPDATE: the row’s values a field update rule kept out of the record, each with the rule and why',
    }),
    duplicates: Type.Array(RecordRef, { description: 'SKIP and REVIEW: the duplicates found' }),
    errors: Type.Array(RowError),
    undoProblem: Type.Union([Type.String(), Type.Null()], {
      description: 'Why the undo left the row’s record as it is',
    }),
  },
  { title: 'ImportRow' },
);
export type ImportRow = Static<typeof ImportRow>;

export const ImportRowsQuery = Type.Object(
  {
    phase: Type.Optional(
      StringEnum(['check', 'apply'], {
        description: 'The dry run’s outcomes or the import’s; apply when not given',
      }),
    ),
    outcome: Type.Optional(ImportOutcome),
    notUndone: Type.Optional(StringEnum(['true'], { description: 'Only rows the undo left as they are' })),
    limit: PageSizeParameter,
    after: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,9}$',
        description:
          'Only rows after this row number: the `nextAfter` of the page before, to read the next page; from the ' +
          'first row when not given',
      }),
    ),
  },
  { title: 'ImportRowsQuery', additionalProperties: false },
);
export type ImportRowsQuery = Static<typeof ImportRowsQuery>;

export const ImportRowList = Type.Object(
  {
    rows: Type.Array(ImportRow),
    nextAfter: Type.Union([Type.Integer(), Type.Null()], {
      description:
        'The `after` that reads the next page of the same query; null when this page is the last. The counts per ' +
        'outcome and `notUndone` on the import say how many rows there are in all',
    }),
  },
  { title: 'ImportRowList' },
);
export type ImportRowList = Static<typeof ImportRowList>;

export const ImportIdParameter = Type.Object(
  { importId: Type.String({ minLength: 1, maxLength: 64 }) },
  { title: 'ImportIdParameter', additionalProperties: false },
);
export type ImportIdParameter = Static<typeof ImportIdParameter>;
