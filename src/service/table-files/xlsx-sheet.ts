import { dateText, excelDate, numberText } from './cell-text';
import {
  cellTooLong,
  columnLetters,
  columnOf,
  EXCEL_MAX_CELL_CHARS,
  EXCEL_MAX_COLUMNS,
  EXCEL_MAX_ROWS,
  tooManyCells,
} from './excel-limits';
import type { TableRow } from './table-file';
import { TableFileProblem } from './table-file-problem';
import { parseXml } from './xml-stream';

/** What the sheet's cells are read with, and the bounds they are read within. */
export interface SheetContext {
  sharedStrings: readonly string[];
  /** Cell styles (`s`) that show numbers as dates. */
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
  maxCells: number;
}

interface Cell {
  column: number;
  type: string;
  style: number;
  text: string;
}

/** A cell reference's row (B7: 7), or NaN. */
const rowOf = (reference: string) => Number(/\d+$/.exec(reference)?.[0] ?? Number.NaN);

function outsideTheGrid(what: string, line: number): TableFileProblem {
  return new TableFileProblem(
    'UNREADABLE',
    `${what} lies outside a sheet of Excel: the file is not a workbook a spreadsheet program saved.`,
    { line },
  );
}

/**
 * Refuses, from the used range the sheet declares before its rows (`<dimension ref="A1:Q3125001"/>`), a sheet of
 * more cells than an import reads, before any row is read. Its rows are not counted from it: blank rows inside the
 * range hold no record.
 */
function checkDeclaredRange(reference: string, maxCells: number): void {
  const [from = '', to = from] = reference.split(':');
  const rows = rowOf(to) - rowOf(from) + 1;
  const columns = (columnOf(to) ?? Number.NaN) - (columnOf(from) ?? Number.NaN) + 1;
  if (rows > 0 && columns > 0 && rows * columns > maxCells) throw tooManyCells(maxCells);
}

/**
 * The rows of a worksheet's XML that hold a value, each cell as the user sees it, read as the XML is unzipped and
 * yielded after each chunk of it. Bounded while read: the declared used range and the cells (`maxCells`), each
 * cell's text, and rows and columns within Excel's grid; the first one past a bound is refused, naming it. The
 * records are counted by the caller, as a CSV's are.
 */
export async function* sheetRows(
  source: AsyncIterable<Uint8Array>,
  context: SheetContext,
): AsyncGenerator<TableRow> {
  const ready: TableRow[] = [];
  let rowNumber = 0;
  let cells: string[] | undefined;
  let column = 0;
  let cellCount = 0;
  let cell: Cell | undefined;
  let inInlineString = false;
  let inPhonetic = false;
  let capturing = false;

  const cellValue = ({ type, style, text }: Cell): string => {
    switch (type) {
      case 's':
        return context.sharedStrings[Number(text)] ?? '';
      case 'b':
        return text === '' ? '' : Number(text) !== 0 ? 'TRUE' : 'FALSE';
      case 'd': {
        const date = new Date(text);
        return Number.isNaN(date.getTime()) ? text : dateText(date);
      }
      case 'inlineStr':
      case 'str':
      case 'e':
        return text;
      default: {
        const number = text.trim() === '' ? Number.NaN : Number(text);
        if (Number.isNaN(number)) return text;
        return context.dateStyles.has(style)
          ? dateText(excelDate(number, context.date1904))
          : numberText(number);
      }
    }
  };

  const handler = {
    open(name: string, attributes: Readonly<Record<string, string>>) {
      switch (name) {
        case 'dimension':
          if (cells === undefined && rowNumber === 0)
            checkDeclaredRange(attributes['ref'] ?? '', context.maxCells);
          return;
        case 'row': {
          const declared = attributes['r'];
          rowNumber = declared === undefined ? rowNumber + 1 : Number(declared);
          if (!Number.isInteger(rowNumber) || rowNumber < 1 || rowNumber > EXCEL_MAX_ROWS) {
            throw outsideTheGrid(`Row ${declared ?? rowNumber}`, rowNumber);
          }
          cells = [];
          column = 0;
          return;
        }
        case 'c': {
          if (cells === undefined) return;
          const reference = attributes['r'];
          const at = reference === undefined ? column + 1 : columnOf(reference);
          if (at === undefined || at > EXCEL_MAX_COLUMNS)
            throw outsideTheGrid(`Cell ${reference ?? ''}`, rowNumber);
          column = at;
          if (++cellCount > context.maxCells) throw tooManyCells(context.maxCells, rowNumber);
          cell = { column, type: attributes['t'] ?? 'n', style: Number(attributes['s'] ?? 0), text: '' };
          return;
        }
        case 'v':
          capturing = cell !== undefined;
          return;
        case 'is':
          inInlineString = true;
          return;
        case 'rPh':
          inPhonetic = true;
          return;
        case 't':
          capturing = cell !== undefined && inInlineString && !inPhonetic;
          return;
      }
    },
    text(text: string) {
      if (!capturing || cell === undefined) return;
      cell.text += text;
      if (cell.text.length > EXCEL_MAX_CELL_CHARS) {
        throw cellTooLong(`Cell ${columnLetters(cell.column)}${rowNumber}`, rowNumber);
      }
    },
    close(name: string) {
      switch (name) {
        case 'v':
        case 't':
          capturing = false;
          return;
        case 'rPh':
          inPhonetic = false;
          return;
        case 'is':
          inInlineString = false;
          return;
        case 'c': {
          if (cell === undefined || cells === undefined) return;
          const value = cellValue(cell);
          if (value !== '') {
            while (cells.length < cell.column - 1) cells.push('');
            cells[cell.column - 1] = value;
          }
          cell = undefined;
          return;
        }
        case 'row':
          if (cells?.some((value) => value.trim() !== '')) ready.push({ rowNumber, cells });
          cells = undefined;
          return;
      }
    },
  };

  for await (const _ of parseXml(source, handler)) {
    yield* ready;
    ready.length = 0;
  }
  yield* ready;
}
