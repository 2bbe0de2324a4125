import { TableFileProblem } from './table-file-problem';

/**
 * Excel's own limits ("Excel specifications and limits"): no workbook a spreadsheet program saved goes past them,
 * so a sheet that does is refused where it does, before its XML is read further.
 */
export const EXCEL_MAX_ROWS = 1_048_576;
export const EXCEL_MAX_COLUMNS = 16_384;
export const EXCEL_MAX_CELL_CHARS = 32_767;

const grouped = new Intl.NumberFormat('en-US');

/** A cell's text, or a shared string, longer than a cell of Excel holds; `where` names it ("Cell B7"). */
export const cellTooLong = (where: string, line?: number) =>
  new TableFileProblem(
    'UNREADABLE',
    `${where} holds more than ${grouped.format(EXCEL_MAX_CELL_CHARS)} characters, more than a cell of Excel ` +
      'holds: the file is not a workbook a spreadsheet program saved.',
    line === undefined ? {} : { line },
  );

/** More cells than one import reads of a workbook: as many as a CSV of IMPORT_MAX_BYTES could hold. */
export const tooManyCells = (maxCells: number, line?: number) =>
  new TableFileProblem(
    'TOO_MANY_CELLS',
    `The sheet has more than ${grouped.format(maxCells)} cells, the most one import reads of a workbook (as ` +
      'many as IMPORT_MAX_BYTES bytes of CSV could hold): save it as CSV, or split it.',
    line === undefined ? {} : { line },
  );

/** The column a cell reference names (B7: 2), or undefined when it names none of a sheet's. */
export function columnOf(reference: string): number | undefined {
  let column = 0;
  for (const character of reference) {
    const code = character.charCodeAt(0);
    if (code >= 0x41 && code <= 0x5a) column = column * 26 + code - 0x40;
    else break;
    if (column > EXCEL_MAX_COLUMNS) return undefined;
  }
  return column === 0 ? undefined : column;
}

/** A column's letters (2: B), to name a cell as Excel shows it. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let left = column; left > 0; left = Math.floor((left - 1) / 26)) {
    letters = String.fromCharCode(0x41 + ((left - 1) % 26)) + letters;
  }
  return letters;
}
