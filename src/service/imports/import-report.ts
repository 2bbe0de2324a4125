import type { Kysely } from 'kysely';
import { csvLines } from '../../contract/csv-cells';
import { toId18 } from '../../contract/record-id';
import type { Database } from '../storage/schema';
import { rowResultOf, rowsAfter, type ImportRow } from './import-store';

const COLUMNS = ['row', 'outcome', 'recordId', 'sameAsRow', 'duplicateIds', 'errors', 'undoProblem'];
const ROWS_PER_READ = 2000;

/**
 * The import's rows as CSV: what the import did with each, or what the dry run found before it was applied. A
 * row's errors are one cell, "Column: reason" joined by "; ".
 */
export async function importReport(db: Kysely<Database>, row: ImportRow): Promise<string> {
  const phase = row.applied_at === null ? 'check' : 'apply';
  const parts = [csvLines([COLUMNS])];
  for (let after = 0; ;) {
    const rows = await rowsAfter(db, row.id, after, ROWS_PER_READ, { phase });
    if (rows.length === 0) break;
    parts.push(
      csvLines(
        rows.map((stored) => {
          const result = rowResultOf(stored, phase);
          return [
            String(result.rowNumber),
            result.outcome,
            result.recordId15 ? toId18(result.recordId15) : '',
            result.sameAsRow === null ? '' : String(result.sameAsRow),
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
