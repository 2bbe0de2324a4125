import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { firstTextProblem } from '../http/control-characters';
import { InputProblem } from '../input/input-problem';
import type { RecordTypeDefinition } from '../records/record-type';
import type { Database } from '../storage/schema';
import { openTable, TableFileProblem, type TableLimits } from '../table-files/table-file';
import { pacing } from '../processes/pacing';
import { proposeMapping } from './column-mapping';
import { createImport, dropImport, finishUpload, insertImportRows, savedMapping } from './import-store';

/** Rows stored per insert while a file streams in. */
const ROWS_PER_INSERT = 500;

export interface Upload {
  type: RecordTypeDefinition;
  fileName: string;
  principal: string;
  body: AsyncIterable<Uint8Array>;
  limits: TableLimits;
}

/**
 * Reads an uploaded file into a new import, row by row as it streams in, with the mapping proposed for its columns
 * (UPDATE mode). A file that cannot be read is refused whole: the rows stored before the problem are removed, and
 * the problem, which says where it is, is thrown as an InputProblem of the file.
 */
export async function uploadImport(db: Kysely<Database>, upload: Upload): Promise<string> {
  const table = await openTable(upload.body, upload.limits).catch(refusal);
  const id = randomUUID();
  const saved = await savedMapping(db, upload.type.name);
  await createImport(db, {
    id,
    recordType: upload.type.name,
    fileName: upload.fileName,
    format: table.format,
    headers: table.headers,
    settings: { mapping: proposeMapping(upload.type, table.headers, saved), mode: 'UPDATE' },
    createdBy: upload.principal,
    createdAt: new Date().toISOString(),
  });
  const pace = pacing();
  try {
    let count = 0;
    let pending: { rowNumber: number; cells: string[] }[] = [];
    for await (const row of table.rows) {
      const unstorable = firstTextProblem(row.cells);
      if (unstorable) {
        const column = table.headers[Number(unstorable.path)] ?? `column ${Number(unstorable.path) + 1}`;
        throw new InputProblem('file', `row ${row.rowNumber}, column '${column}' ${unstorable.problem}`);
      }
      pending.push(row);
      count++;
      if (pending.length === ROWS_PER_INSERT) {
        await insertImportRows(db, id, pending);
        pending = [];
        await pace();
      }
    }
    await insertImportRows(db, id, pending);
    await finishUpload(db, id, count);
    return id;
  } catch (error) {
    await dropImport(db, id);
    return refusal(error);
  }
}

function refusal(error: unknown): never {
  if (error instanceof TableFileProblem) throw new InputProblem('file', error.message);
  throw error;
}
