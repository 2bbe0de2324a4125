import { readCsv } from './csv-table';
import { TableFileProblem, tooLarge, tooManyRows } from './table-file-problem';
import { readXlsx } from './xlsx-table';

export { TableFileProblem, type TableFileProblemCode } from './table-file-problem';

export type TableFormat = 'csv' | 'xlsx';
export type CsvDelimiter = ',' | ';' | '\t';

export interface TableLimits {
  maxRows: number;
  maxBytes: number;
}

/**
 * One data row. `rowNumber` is where a spreadsheet shows it: the header is row 1 (for CSV, the line a record starts
 * on). `cells` has at least one per header, blank ones '', and keeps any beyond the last header for the caller to
 * report.
 */
export interface TableRow {
  rowNumber: number;
  cells: string[];
}

export interface OpenedTable {
  format: TableFormat;
  delimiter?: CsvDelimiter;
  /** The column names, trimmed; a column without a name is '' (its data rows hold nothing in it). */
  headers: string[];
  /** Read once, as the file streams in; problems found past the header are thrown from here. */
  rows: AsyncIterable<TableRow>;
}

/** The local file header signature every zip, so every XLSX workbook, starts with. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * Opens an uploaded CSV or XLSX file: sniffs the format from its first bytes, reads the header row and resolves
 * with the rows still to come. Problems in or before the header reject; later ones are thrown while iterating the
 * rows. `input` is read once and as far as needed; iterating the rows stops reading the moment it stops.
 */
export async function openTable(input: AsyncIterable<Uint8Array>, limits: TableLimits): Promise<OpenedTable> {
  const source = limitBytes(input, limits.maxBytes)[Symbol.asyncIterator]();
  const start = await readAtLeast(source, ZIP_MAGIC.length);
  const bytes = prepend(start, source);
  const isZip = ZIP_MAGIC.every((byte, at) => byteAt(start, at) === byte);
  const table = isZip
    ? { format: 'xlsx' as const, place: 'row', rows: readXlsx(bytes, limits) }
    : { format: 'csv' as const, place: 'line', ...(await readCsv(bytes)) };

  const rows = table.rows[Symbol.asyncIterator]();
  try {
    const header = await rows.next();
    if (header.done) throw empty();
    if (header.value.cells.every(isBlank)) {
      // A sheet exported with nothing in it is rows of empty cells: empty, rather than a header without names.
      if (!(await someValueIn(rows))) throw empty();
      const line = header.value.rowNumber;
      throw new TableFileProblem(
        'EMPTY_HEADER',
        `The first row (${line}) has no column names: it must name the columns, such as Name and Email.`,
        { line },
      );
    }
    const headers = checkedHeaders(header.value);
    return {
      format: table.format,
      ...('delimiter' in table ? { delimiter: table.delimiter } : {}),
      headers,
      rows: dataRows(rows, headers, table.place, limits.maxRows),
    };
  } catch (error) {
    await rows.return?.();
    throw error;
  }
}

/** Passes the bytes on and fails the moment there are more than `maxBytes`, before asking for another chunk. */
async function* limitBytes(input: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of input) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge(maxBytes, maxBytes);
    yield chunk;
  }
}

/** Chunks from the start of `source` holding at least `count` bytes, or all of them if there are fewer. */
async function readAtLeast(source: AsyncIterator<Uint8Array>, count: number): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < count) {
    const next = await source.next();
    if (next.done) break;
    chunks.push(next.value);
    total += next.value.byteLength;
  }
  return chunks;
}

function byteAt(chunks: readonly Uint8Array[], at: number): number | undefined {
  let offset = at;
  for (const chunk of chunks) {
    if (offset < chunk.byteLength) return chunk[offset];
    offset -= chunk.byteLength;
  }
  return undefined;
}

/** The chunks already read, then the rest of `source`, which is released if the reader stops early. */
async function* prepend<T>(start: readonly T[], source: AsyncIterator<T>): AsyncGenerator<T> {
  let finished = false;
  try {
    yield* start;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
    finished = true;
  } finally {
    if (!finished) await source.return?.();
  }
}

const empty = () => new TableFileProblem('EMPTY', 'The file is empty.');

async function someValueIn(rows: AsyncIterator<TableRow>): Promise<boolean> {
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    if (!next.value.cells.every(isBlank)) return true;
  }
  return false;
}

const sameName = (name: string) => name.trim().toLowerCase();

function checkedHeaders(header: TableRow): string[] {
  const headers = header.cells.map((cell) => cell.trim());
  const line = header.rowNumber;
  const firstColumnNamed = new Map<string, number>();
  headers.forEach((name, index) => {
    if (name === '') return;
    const first = firstColumnNamed.get(sameName(name));
    if (first === undefined) {
      firstColumnNamed.set(sameName(name), index);
      return;
    }
    throw new TableFileProblem(
      'DUPLICATE_HEADER',
      `Columns ${first + 1} and ${index + 1} are both named '${headers[first]}': give each column a name of its own.`,
      { line },
    );
  });
  return headers;
}

const isBlank = (cell: string | undefined) => cell === undefined || cell.trim() === '';

/**
 * The data rows after the header: blank ones skipped, short ones padded to the header's width. Fails on a value
 * under a column without a name, on more rows than the limit, and when there are none at all.
 */
async function* dataRows(
  rows: AsyncIterator<TableRow>,
  headers: readonly string[],
  place: string,
  maxRows: number,
): AsyncGenerator<TableRow> {
  const unnamedColumns = headers.flatMap((name, index) => (name === '' ? [index] : []));
  let count = 0;
  let finished = false;
  try {
    for (let next = await rows.next(); !next.done; next = await rows.next()) {
      const { rowNumber, cells } = next.value;
      if (cells.every(isBlank)) continue;
      const unnamed = unnamedColumns.find((index) => !isBlank(cells[index]));
      if (unnamed !== undefined) {
        throw new TableFileProblem(
          'EMPTY_HEADER',
          `Column ${unnamed + 1} has no name in the header row, but ${place} ${rowNumber} has a value in it: name the column or empty it.`,
          { line: rowNumber },
        );
      }
      count++;
      if (count > maxRows) throw tooManyRows(maxRows, rowNumber);
      while (cells.length < headers.length) cells.push('');
      yield { rowNumber, cells };
    }
    finished = true;
  } finally {
    if (!finished) await rows.return?.();
  }
  if (count === 0) throw new TableFileProblem('EMPTY', 'The file has a header row but no records.');
}
