import type { Kysely, Selectable } from 'kysely';
import type { FieldChange } from '../../contract/audit';
import type { KeptField } from '../../contract/update-rules';
import type {
  ColumnMapping,
  ImportOutcome,
  ImportSettings,
  ImportStatus,
  OutcomeCounts,
  RowError,
} from '../../contract/imports';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { columnKey } from './column-mapping';

export type ImportRow = Selectable<Database['imports']>;
export type ImportRowRecord = Selectable<Database['import_rows']>;

/** The two passes over an import's rows: the dry run (`check`) and the import itself (`apply`). */
export type ImportPhase = 'check' | 'apply';

/** What one row did, as stored: records by 15-character id, named only when read. */
export interface StoredRowResult {
  recordId15: string | null;
  sameAsRow: number | null;
  changes: FieldChange[];
  /** UPDATE: the values the rules kept out (none stored by rows recorded before they were kept). */
  kept?: KeptField[];
  duplicateIds15: string[];
  errors: RowError[];
}

export interface RowResult extends StoredRowResult {
  rowNumber: number;
  outcome: ImportOutcome;
}

export const NO_OUTCOMES: OutcomeCounts = { CREATE: 0, UPDATE: 0, SKIP: 0, REVIEW: 0, ERROR: 0 };

export const countsOf = (text: string | null): OutcomeCounts | null =>
  text === null ? null : fromJson<OutcomeCounts>(text, 'imports.counts');

export const settingsOf = (row: ImportRow) => fromJson<ImportSettings>(row.settings, 'imports.settings');
export const headersOf = (row: ImportRow) => fromJson<string[]>(row.headers, 'imports.headers');
/** Each column's first values; none for an import uploaded before they were kept. */
export const samplesOf = (row: ImportRow, columns: number): string[][] =>
  row.samples === null
    ? Array.from({ length: columns }, () => [])
    : fromJson<string[][]>(row.samples, 'imports.samples');
export const cellsOf = (row: ImportRowRecord) => fromJson<string[]>(row.cells, 'import_rows.cells');

export function addCounts(counts: OutcomeCounts, results: readonly RowResult[]): OutcomeCounts {
  const sum = { ...counts };
  for (const { outcome } of results) sum[outcome]++;
  return sum;
}

export interface NewImport {
  id: string;
  recordType: string;
  fileName: string;
  format: 'csv' | 'xlsx';
  headers: string[];
  samples: string[][];
  settings: ImportSettings;
  createdBy: string;
  createdAt: string;
}

/** Starts an import whose rows are being read: it is listed once they all are (finishUpload). */
export async function createImport(db: Kysely<Database>, created: NewImport): Promise<void> {
  await db
    .insertInto('imports')
    .values({
      id: created.id,
      record_type: created.recordType,
      file_name: created.fileName,
      format: created.format,
      headers: toJson(created.headers),
      samples: toJson(created.samples),
      row_count: 0,
      settings: toJson(created.settings),
      status: 'UPLOADING',
      rows_done: 0,
      phase_rows_at_start: 0,
      not_undone: 0,
      cancel_requested: 0,
      created_by: created.createdBy,
      created_at: created.createdAt,
    })
    .execute();
}

export async function insertImportRows(
  db: Kysely<Database>,
  importId: string,
  rows: readonly { rowNumber: number; cells: string[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('import_rows')
    .values(rows.map((row) => ({ import_id: importId, row_number: row.rowNumber, cells: toJson(row.cells) })))
    .execute();
}

export async function finishUpload(db: Kysely<Database>, importId: string, rowCount: number): Promise<void> {
  await db
    .updateTable('imports')
    .set({ status: 'UPLOADED' satisfies ImportStatus, row_count: rowCount })
    .where('id', '=', importId)
    .execute();
}

/** Removes an import whose file was refused, with the rows read before the problem was found. */
export async function dropImport(db: Kysely<Database>, importId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('import_rows').where('import_id', '=', importId).execute();
    await trx.deleteFrom('imports').where('id', '=', importId).execute();
  });
}

export const readImport = (db: Kysely<Database>, importId: string): Promise<ImportRow | undefined> =>
  db
    .selectFrom('imports')
    .selectAll()
    .where('id', '=', importId)
    .where('status', '!=', 'UPLOADING')
    .executeTakeFirst();

export const listImports = (db: Kysely<Database>): Promise<ImportRow[]> =>
  db
    .selectFrom('imports')
    .selectAll()
    .where('status', '!=', 'UPLOADING')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(50)
    .execute();

/**
 * Moves an import from one of `from` to `to`, starting a phase over its rows from the first: false when its status
 * was another (a concurrent request moved it first).
 */
export async function startPhase(
  db: Kysely<Database>,
  importId: string,
  from: readonly ImportStatus[],
  to: 'CHECKING' | 'RUNNING',
  set: Partial<{ settings: ImportSettings; applied: { at: string; by: string } }>,
): Promise<boolean> {
  const result = await db
    .updateTable('imports')
    .set({
      status: to,
      rows_done: 0,
      phase_started_at: null,
      phase_rows_at_start: 0,
      error_message: null,
      finished_at: null,
      cancel_requested: 0,
      lease_owner: null,
      lease_until: null,
      ...(set.settings ? { settings: toJson(set.settings), checked: null } : {}),
      ...(set.applied
        ? { applied_at: set.applied.at, applied_by: set.applied.by, applied: toJson(NO_OUTCOMES) }
        : {}),
    })
    .where('id', '=', importId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes an import whose phase runs and that no live process holds, for `worker` until `leaseUntil`. */
export async function claimImport(
  db: Kysely<Database>,
  worker: string,
  now: number,
  leaseUntil: number,
): Promise<ImportRow | undefined> {
  const open = await db
    .selectFrom('imports')
    .selectAll()
    .where('status', 'in', ['CHECKING', 'RUNNING'])
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<', now)]))
    .orderBy('created_at')
    .execute();
  for (const row of open) {
    const taken = await db
      .updateTable('imports')
      .set({
        lease_owner: worker,
        lease_until: leaseUntil,
        phase_started_at: new Date(now).toISOString(),
        phase_rows_at_start: row.rows_done,
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where((where) =>
        row.lease_until === null
          ? where('lease_until', 'is', null)
          : where('lease_until', '=', row.lease_until),
      )
      .executeTakeFirst();
    if (taken.numUpdatedRows > 0n) {
      return { ...row, lease_owner: worker, lease_until: leaseUntil, phase_rows_at_start: row.rows_done };
    }
  }
  return undefined;
}

/** Which of an import's rows to read: those a phase has done, of one outcome, or those the undo left. */
export interface RowFilter {
  phase: ImportPhase;
  outcome?: ImportOutcome;
  notUndone?: boolean;
}

const outcomeColumn = (phase: ImportPhase) => (phase === 'check' ? 'check_outcome' : 'apply_outcome');

/**
 * The next `limit` rows after row `afterRow`, in row order, all of them or those `filter` selects. Read by the
 * primary key from where the last read stopped, so that each read costs its own rows whatever the import's size.
 */
export function rowsAfter(
  db: Kysely<Database>,
  importId: string,
  afterRow: number,
  limit: number,
  filter?: RowFilter,
): Promise<ImportRowRecord[]> {
  let query = db
    .selectFrom('import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .where('row_number', '>', afterRow);
  if (filter) {
    const column = outcomeColumn(filter.phase);
    query = query.where(column, 'is not', null);
    if (filter.outcome) query = query.where(column, '=', filter.outcome);
    if (filter.notUndone) query = query.where('undo_problem', 'is not', null);
  }
  return query.orderBy('row_number').limit(limit).execute();
}

/** The row number the phase got to: rows are done in order, so the last done is where to go on after. */
export const lastRowDone = async (db: Kysely<Database>, importId: string, phase: ImportPhase) => {
  const row = await db
    .selectFrom('import_rows')
    .select((eb) => eb.fn.max('row_number').as('last'))
    .where('import_id', '=', importId)
    .where(outcomeColumn(phase), 'is not', null)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
};

export interface HeldImport {
  importId: string;
  worker: string;
}

/**
 * Stores a slice of a phase's row outcomes, its counts and the lease's extension together: in the transaction that
 * wrote the rows' records when applying, so a row is recorded exactly when its record is. False when the import is
 * no longer the worker's (cancelled or taken over): then the caller rolls back.
 */
export async function recordRowResults(
  db: Kysely<Database>,
  held: HeldImport,
  phase: ImportPhase,
  results: readonly RowResult[],
  leaseUntil: number,
): Promise<boolean> {
  const current = await db
    .selectFrom('imports')
    .select(['checked', 'applied', 'rows_done'])
    .where('id', '=', held.importId)
    .where('lease_owner', '=', held.worker)
    .where('status', 'in', ['CHECKING', 'RUNNING'])
    .executeTakeFirst();
  if (!current) return false;
  const counts = addCounts(
    countsOf(phase === 'check' ? current.checked : current.applied) ?? NO_OUTCOMES,
    results,
  );
  await db
    .updateTable('imports')
    .set({
      rows_done: current.rows_done + results.length,
      lease_until: leaseUntil,
      ...(phase === 'check' ? { checked: toJson(counts) } : { applied: toJson(counts) }),
    })
    .where('id', '=', held.importId)
    .execute();
  for (const result of results) {
    const { rowNumber, outcome, ...stored } = result;
    await db
      .updateTable('import_rows')
      .set(
        phase === 'check'
          ? { check_outcome: outcome, check_result: toJson(stored) }
          : { apply_outcome: outcome, apply_result: toJson(stored), record_id: stored.recordId15 },
      )
      .where('import_id', '=', held.importId)
      .where('row_number', '=', rowNumber)
      .execute();
  }
  return true;
}

/** Ends the phase the worker holds: CHECKED, DONE, CANCELLED or FAILED. */
export async function finishPhase(
  db: Kysely<Database>,
  held: HeldImport,
  status: ImportStatus,
  errorMessage: string | null = null,
): Promise<void> {
  await db
    .updateTable('imports')
    .set({
      status,
      error_message: errorMessage,
      finished_at: status === 'CHECKED' ? null : new Date().toISOString(),
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', held.importId)
    .where('lease_owner', '=', held.worker)
    .execute();
}

/**
 * Marks an import undone by `principal`, if it was applied and has ended (DONE, CANCELLED, or FAILED while
 * applying): false otherwise, or when a concurrent undo took it first.
 */
export async function startUndo(db: Kysely<Database>, importId: string, principal: string): Promise<boolean> {
  const taken = await db
    .updateTable('imports')
    .set({ status: 'UNDONE', undone_at: new Date().toISOString(), undone_by: principal })
    .where('id', '=', importId)
    .where('status', 'in', ['DONE', 'CANCELLED', 'FAILED'])
    .where('applied_at', 'is not', null)
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

/** How many rows the undo left as they were. */
export async function recordNotUndone(db: Kysely<Database>, importId: string, count: number): Promise<void> {
  await db.updateTable('imports').set({ not_undone: count }).where('id', '=', importId).execute();
}

/** Forgets what a dry run found so far, so that it starts over from the first row. */
export async function restartCheck(db: Kysely<Database>, held: HeldImport): Promise<void> {
  await db
    .updateTable('import_rows')
    .set({ check_outcome: null, check_result: null })
    .where('import_id', '=', held.importId)
    .where('check_outcome', 'is not', null)
    .execute();
  await db
    .updateTable('imports')
    .set({ rows_done: 0, phase_rows_at_start: 0, checked: null })
    .where('id', '=', held.importId)
    .where('lease_owner', '=', held.worker)
    .execute();
}

/** Gives up the worker's lease, so that another process takes the phase up where it stopped. */
export async function releaseImport(db: Kysely<Database>, held: HeldImport): Promise<void> {
  await db
    .updateTable('imports')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', held.importId)
    .where('lease_owner', '=', held.worker)
    .execute();
}

/** Whether a steward asked the running import to stop; the worker stops before its next slice. */
export async function cancelRequested(db: Kysely<Database>, importId: string): Promise<boolean> {
  const row = await db
    .selectFrom('imports')
    .select('cancel_requested')
    .where('id', '=', importId)
    .executeTakeFirst();
  return (row?.cancel_requested ?? 1) !== 0;
}

/** Asks a running phase to stop: a dry run goes back to UPLOADED, an import to CANCELLED. */
export async function requestCancel(db: Kysely<Database>, importId: string): Promise<boolean> {
  const result = await db
    .updateTable('imports')
    .set({ cancel_requested: 1 })
    .where('id', '=', importId)
    .where('status', 'in', ['CHECKING', 'RUNNING'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A page of the rows `filter` selects after row `afterRow`, and the row to read the next page after: null when no
 * row follows.
 */
export async function pageImportRows(
  db: Kysely<Database>,
  importId: string,
  filter: RowFilter,
  afterRow: number,
  limit: number,
): Promise<{ rows: StoredRow[]; nextAfter: number | null }> {
  // One row more than the page tells whether another page follows, without counting the rows.
  const rows = await rowsAfter(db, importId, afterRow, limit + 1, filter);
  const page = rows.slice(0, limit);
  return {
    rows: page.map((row) => rowResultOf(row, filter.phase)),
    nextAfter: rows.length > limit ? page.at(-1)!.row_number : null,
  };
}

/** A row's outcome in a phase, and why the undo left it, if it did. */
export type StoredRow = RowResult & { undoProblem: string | null };

export function rowResultOf(
  row: ImportRowRecord,
  phase: ImportPhase,
): RowResult & { undoProblem: string | null } {
  const [outcome, result] =
    phase === 'check' ? [row.check_outcome, row.check_result] : [row.apply_outcome, row.apply_result];
  return {
    rowNumber: row.row_number,
    outcome: outcome as ImportOutcome,
    ...fromJson<StoredRowResult>(result ?? 'null', 'import_rows.result'),
    undoProblem: row.undo_problem,
  };
}

/** Remembers a steward's mapping for the type, by the columns' folded names, for the next file. */
export async function saveMapping(
  db: Kysely<Database>,
  recordType: string,
  mapping: readonly ColumnMapping[],
): Promise<void> {
  const rows = mapping.map(({ column, field }) => ({
    record_type: recordType,
    column_key: columnKey(column),
    field,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('import_mappings')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['record_type', 'column_key'])
        .doUpdateSet((eb) => ({ field: eb.ref('excluded.field') })),
    )
    .execute();
}

export async function savedMapping(
  db: Kysely<Database>,
  recordType: string,
): Promise<Map<string, string | null>> {
  const rows = await db
    .selectFrom('import_mappings')
    .select(['column_key', 'field'])
    .where('record_type', '=', recordType)
    .execute();
  return new Map(rows.map((row) => [row.column_key, row.field]));
}
