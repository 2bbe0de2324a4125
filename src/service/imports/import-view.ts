import type { Kysely } from 'kysely';
import type { Import, ImportRow as WireRow, ImportStatus } from '../../contract/imports';
import { RecordRefs } from '../records/record-refs';
import type { RecordValues } from '../records/record-store';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';
import { countsOf, headersOf, samplesOf, settingsOf, type ImportRow, type StoredRow } from './import-store';

/** An import as the wire carries it, with the running phase's rate and time left. */
export function toImport(row: ImportRow, now = Date.now()): Import {
  const running = row.status === 'CHECKING' || row.status === 'RUNNING';
  const since = row.phase_started_at === null ? null : (now - Date.parse(row.phase_started_at)) / 1000;
  const doneHere = row.rows_done - row.phase_rows_at_start;
  const rowsPerSecond = running && since !== null && since > 0 && doneHere > 0 ? doneHere / since : null;
  const headers = headersOf(row);
  return {
    id: row.id,
    objectType: row.record_type,
    fileName: row.file_name,
    format: row.format,
    headers,
    columnSamples: samplesOf(row, headers.length),
    rowCount: row.row_count,
    settings: settingsOf(row),
    status: row.status as ImportStatus,
    progress: {
      rowsTotal: row.row_count,
      rowsDone: row.status === 'UPLOADED' ? 0 : row.rows_done,
      rowsPerSecond,
      secondsLeft: rowsPerSecond === null ? null : Math.ceil((row.row_count - row.rows_done) / rowsPerSecond),
    },
    checked: countsOf(row.checked),
    applied: countsOf(row.applied),
    errorMessage: row.error_message,
    createdBy: row.created_by,
    createdAt: row.created_at,
    appliedAt: row.applied_at,
    appliedBy: row.applied_by,
    finishedAt: row.finished_at,
    undoneAt: row.undone_at,
    undoneBy: row.undone_by,
    notUndone: row.not_undone,
  };
}

/**
 * The values a row gave its record, from its changes: what names a record the import's undo deleted, as nothing
 * else of it is kept.
 */
export const rowValues = (row: Pick<StoredRow, 'changes'>): RecordValues =>
  Object.fromEntries(row.changes.map((change) => [change.field, change.after as RecordValues[string]]));

/** Rows as the wire carries them, their records named. */
export async function toImportRows(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  objectType: string,
  rows: readonly StoredRow[],
): Promise<WireRow[]> {
  const type = recordTypes.byApiName(objectType);
  const refs = await RecordRefs.load(
    db,
    recordTypes,
    rows.flatMap((row) => [...(row.recordId15 ? [row.recordId15] : []), ...row.duplicateIds15]),
  );
  return rows.map((row) => ({
    rowNumber: row.rowNumber,
    outcome: row.outcome,
    record: row.recordId15 ? refs.refOr(row.recordId15, type, rowValues(row)) : null,
    sameAsRow: row.sameAsRow,
    changes: row.changes,
    kept: row.kept ?? [],
    duplicates: refs.refs(row.duplicateIds15),
    errors: row.errors,
    undoProblem: row.undoProblem,
  }));
}
