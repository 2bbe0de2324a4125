import path from 'node:path';
import { isBuiltInDateFormat, isDateFormatCode } from './cell-text';
import { cellTooLong, EXCEL_MAX_CELL_CHARS, tooManyCells } from './excel-limits';
import { TableFileProblem } from './table-file-problem';
import { readXml } from './xml-stream';

type Source = AsyncIterable<Uint8Array>;

/** What the workbook part says the import needs: its first sheet's relationship, and its dates' day 0. */
export interface WorkbookFacts {
  firstSheetRelationship: string | undefined;
  date1904: boolean;
}

export async function readWorkbook(source: Source): Promise<WorkbookFacts> {
  const facts: WorkbookFacts = { firstSheetRelationship: undefined, date1904: false };
  let sheets = 0;
  await readXml(source, {
    open(name, attributes) {
      if (name === 'workbookPr') facts.date1904 = ['1', 'true'].includes(attributes['date1904'] ?? '');
      if (name === 'sheet' && sheets++ === 0) facts.firstSheetRelationship = attributes['id'];
    },
    text() {},
    close() {},
  });
  return facts;
}

/** The workbook's relationships: the part each id names, as a path inside the zip. */
export interface Relationships {
  target(id: string): string | undefined;
  /** The part of a type (`sharedStrings`, `styles`), named by the end of its relationship type. */
  ofType(type: string): string | undefined;
}

/** Reads the relationships of the part at `partPath` (xl/workbook.xml); targets are relative to its folder. */
export async function readRelationships(source: Source, partPath: string): Promise<Relationships> {
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  await readXml(source, {
    open(name, attributes) {
      const { Id: id, Type: type, Target: target, TargetMode: mode } = attributes;
      if (name !== 'Relationship' || target === undefined || mode === 'External') return;
      const part = target.startsWith('/')
        ? target.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(partPath), target));
      if (id !== undefined) byId.set(id, part);
      if (type !== undefined) byType.set(type.slice(type.lastIndexOf('/') + 1), part);
    },
    text() {},
    close() {},
  });
  return { target: (id) => byId.get(id), ofType: (type) => byType.get(type) };
}

/** Which cell styles (indexes of `cellXfs`, a cell's `s`) show numbers as dates. */
export async function readDateStyles(source: Source): Promise<ReadonlySet<number>> {
  const dateFormats = new Set<number>();
  const styleFormats: number[] = [];
  let inCellFormats = false;
  await readXml(source, {
    open(name, attributes) {
      const id = Number(attributes['numFmtId']);
      if (name === 'numFmt' && isDateFormatCode(attributes['formatCode'] ?? '')) dateFormats.add(id);
      else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) styleFormats.push(id);
    },
    text() {},
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  const dateStyles = new Set<number>();
  styleFormats.forEach((format, style) => {
    if (dateFormats.has(format) || isBuiltInDateFormat(format)) dateStyles.add(style);
  });
  return dateStyles;
}

/**
 * The shared strings, in order, each the text of its runs without phonetic guides. They are held in memory for the
 * sheet to name by index, so they are bounded: each as long as a cell of Excel holds, at most `maxCells` of them
 * and `maxChars` characters in all (what a CSV within IMPORT_MAX_BYTES could hold).
 */
export async function readSharedStrings(
  source: Source,
  { maxCells, maxChars }: { maxCells: number; maxChars: number },
): Promise<string[]> {
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let inPhonetic = false;
  let chars = 0;
  await readXml(source, {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    text(value) {
      if (!inText) return;
      text += value;
      chars += value.length;
      if (text.length > EXCEL_MAX_CELL_CHARS) throw cellTooLong(`Shared string ${strings.length + 1}`);
      if (chars > maxChars) {
        throw new TableFileProblem(
          'UNZIPS_TOO_LARGE',
          "The workbook's strings hold more text than one import reads (IMPORT_MAX_BYTES): save it as CSV, or split it.",
        );
      }
    },
    close(name) {
      if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
      else if (name === 'si') {
        if (strings.length === maxCells) throw tooManyCells(maxCells);
        strings.push(text);
      }
    },
  });
  return strings;
}
