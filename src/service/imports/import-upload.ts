import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ApiError } from '../http/api-error';
import { firstTextProblem } from '../http/control-characters';
import { InputProblem } from '../input/input-problem';
import type { RecordTypeDefinition } from '../records/record-type';
import type { Database } from '../storage/schema';
import { openTable, TableFileProblem, type TableLimits, type TableRow } from '../table-files/table-file';
import { tooLarge } from '../table-files/table-file-problem';
import { pacing } from '../processes/pacing';
import { proposeMapping } from './column-mapping';
import { ColumnSamples } from './column-samples';
import { createImport, dropImport, finishUpload, insertImportRows, savedMapping } from './import-store';
import { UploadCopy } from './upload-copy';

/** Rows stored per insert. */
const ROWS_PER_INSERT = 500;

export interface Upload {
  type: RecordTypeDefinition;
  fileName: string;
  principal: string;
  body: AsyncIterable<Uint8Array>;
  limits: TableLimits;
}

/**
 * Reads an uploaded file into a new import, with the mapping proposed for its columns (UPDATE mode). The file is
 * read twice: first as it streams in, every row checked and counted and the bytes copied to a temporary file, then
 * from that copy, storing its rows. Storing is what takes the time (tens of thousands of rows a second), so a file
 * that cannot be read, or has more rows or bytes than the limits, is refused within moments of its first row or byte
 * at fault, not after the rows before it were stored, and nothing of it is kept. The problem, which says where it
 * is, is thrown as an InputProblem of the file (an ApiError of 413 for a file too large).
 */
export async function uploadImport(db: Kysely<Database>, upload: Upload): Promise<string> {
  const copy = await UploadCopy.create();
  try {
    const { rowCount, samples } = await checkedRows(copy.copying(upload.body), upload.limits).catch(refusal);
    const table = await openTable(copy.read(), upload.limits);
    const id = randomUUID();
    const saved = await savedMapping(db, upload.type.name);
    await createImport(db, {
      id,
      recordType: upload.type.name,
      fileName: upload.fileName,
      format: table.format,
      headers: table.headers,
      samples,
      settings: { mapping: proposeMapping(upload.type, table.headers, saved), mode: 'UPDATE' },
      createdBy: upload.principal,
      createdAt: new Date().toISOString(),
    });
    try {
      await storeRows(db, id, table.rows);
      await finishUpload(db, id, rowCount);
      return id;
    } catch (error) {
      await dropImport(db, id);
      throw error;
    }
  } finally {
    await copy.remove();
  }
}

/**
 * Reads a file through, checking each row, without storing it: its count of data rows and its columns' first
 * values, or the first problem.
 */
async function checkedRows(
  bytes: AsyncIterable<Uint8Array>,
  limits: TableLimits,
): Promise<{ rowCount: number; samples: string[][] }> {
  const table = await openTable(bytes, limits);
  const samples = new ColumnSamples(table.headers.length);
  const pace = pacing();
  let count = 0;
  for await (const row of table.rows) {
    samples.add(row.cells);
    const unstorable = firstTextProblem(row.cells);
    if (unstorable) {
      const column = table.headers[Number(unstorable.path)] ?? `column ${Number(unstorable.path) + 1}`;
      throw new InputProblem('file', `row ${row.rowNumber}, column '${column}' ${unstorable.problem}`);
    }
    count++;
    if (count % ROWS_PER_INSERT === 0) await pace();
  }
  return { rowCount: count, samples: samples.lists() };
}

async function storeRows(db: Kysely<Database>, id: string, rows: AsyncIterable<TableRow>): Promise<void> {
  const pace = pacing();
  let pending: TableRow[] = [];
  for await (const row of rows) {
    pending.push(row);
    if (pending.length === ROWS_PER_INSERT) {
      await insertImportRows(db, id, pending);
      pending = [];
      await pace();
    }
  }
  await insertImportRows(db, id, pending);
}

/** A file over IMPORT_MAX_BYTES, as its declared length or as its bytes arrive: 413, naming the limit. */
export const fileTooLarge = (maxBytes: number) => fileRefusal(tooLarge(maxBytes, maxBytes));

function fileRefusal(problem: TableFileProblem): InputProblem | ApiError {
  const refused = new InputProblem('file', problem.message);
  return problem.code === 'TOO_LARGE'
    ? new ApiError(413, 'INVALID_INPUT', refused.message, ['file'])
    : refused;
}

function refusal(error: unknown): never {
  throw error instanceof TableFileProblem ? fileRefusal(error) : error;
}
