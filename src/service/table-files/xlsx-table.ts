import { Readable } from 'node:stream';
import ExcelJS, { type CellValue } from 'exceljs';
import type { TableRow } from './table-file';
import { TableFileProblem } from './table-file-problem';

/**
 * Streams the rows of a workbook's first worksheet, the header first, each cell as the user sees it, skipping
 * rows without a value. Shared strings and styles (styles tell dates from numbers) are held in memory; rows are not.
 */
export async function* readXlsx(input: AsyncIterable<Uint8Array>): AsyncGenerator<TableRow> {
  // exceljs pipes the bytes into its unzipping, and a pipe drops a stream's error and waits for more bytes for
  // ever: a problem of the bytes (too many of them) ends them instead, and is thrown once the reading stops.
  let bytesProblem: unknown;
  async function* endingOnProblem() {
    try {
      yield* input;
    } catch (error) {
      bytesProblem = error;
    }
  }
  const bytes = Readable.from(endingOnProblem());
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(bytes, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const cells: string[] = [];
        row.eachCell((cell, column) => {
          while (cells.length < column - 1) cells.push('');
          cells.push(cellText(cell.value));
        });
        if (cells.some((cell) => cell.trim() !== '')) yield { rowNumber: row.number, cells };
      }
      if (bytesProblem !== undefined) throw bytesProblem;
      return;
    }
    throw new TableFileProblem('UNREADABLE', 'The workbook has no worksheet to import.');
  } catch (error) {
    if (bytesProblem !== undefined) throw bytesProblem;
    if (error instanceof TableFileProblem) throw error;
    throw new TableFileProblem(
      'UNREADABLE',
      "The file looks like an Excel workbook but cannot be opened: it may be damaged. Open it in Excel and save it again as 'Excel Workbook (.xlsx)'.",
    );
  } finally {
    bytes.destroy();
  }
}

/** A number as a spreadsheet shows it: at most 15 significant digits, so stored binary noise (0.1+0.2) goes. */
function numberText(value: number): string {
  return String(Number(value.toPrecision(15)));
}

/** A date as an ISO day when it has no time of day (Excel stores dates as UTC midnights), else in full. */
function dateText(value: Date): string {
  const iso = value.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('error' in value) return value.error;
  return cellText(value.result);
}
