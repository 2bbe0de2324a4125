import type { Kysely } from 'kysely';
import { csvLines } from '../../contract/csv-cells';
import { toId18 } from '../../contract/record-id';
import { RecordRefs } from '../records/record-refs';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';
import { rowResultOf, rowsAfter, type ImportRow } from './import-store';
import { rowValues } from './import-view';

const COLUMNS = [
  'row',
  'outcome',
  'record',
  'recordId',
  'sameAsRow',
  'duplicates',
  'duplicateIds',
  'errors',
  'undoProblem',
];
const ROWS_PER_READ = 2000;

/**
 * The import's rows as CSV: what the import did with each, or what the dry run found before it was applied, its
 * records by name (for people) and by id (for machines). A row's errors are one cell, "Column: reason" joined by
 * "; "; its duplicates' names likewise.
 */
export async function importReport(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  row: ImportRow,
): Promise<string> {
  const phase = row.applied_at === null ? 'check' : 'apply';
  const type = recordTypes.byApiName(row.record_type);
  const parts = [csvLines([COLUMNS])];
  for (let after = 0; ;) {
    const rows = await rowsAfter(db, row.id, after, ROWS_PER_READ, { phase });
    if (rows.length === 0) break;
    const results = rows.map((stored) => rowResultOf(stored, phase));
    const refs = await RecordRefs.load(
      db,
      recordTypes,
      results.flatMap((result) => [
        ...(result.recordId15 ? [result.recordId15] : []),
        ...result.duplicateIds15,
      ]),
    );
    parts.push(
      csvLines(
        results.map((result) => {
          const record = result.recordId15 ? refs.refOr(result.recordId15, type, rowValues(result)) : null;
          return [
            String(result.rowNumber),
            result.outcome,
            record ? `${record.displayName}${record.state === 'GONE' ? ' (deleted)' : ''}` : '',
            result.recordId15 ? toId18(result.recordId15) : '',
            result.sameAsRow === null ? '' : String(result.sameAsRow),
            refs
              .refs(result.duplicateIds15)
              .map((ref) => ref.displayName)
              .join('; '),
            result.duplicateIds15.map(toId18).join(' '),
            result.errors
              .map((error) => `${error.column ?? error.field ?? 'row'}: ${error.message}`)
              .join('; '),
            result.undoProblem ?? '',
          ];
        }),
      ),
    );
    after = rows.at(-1)!.row_number;
  }
  return parts.join('');
}
