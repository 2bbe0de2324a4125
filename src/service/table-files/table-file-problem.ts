export type TableFileProblemCode =
  | 'EMPTY'
  | 'NOT_UTF8'
  | 'UNBALANCED_QUOTES'
  | 'DUPLICATE_HEADER'
  | 'EMPTY_HEADER'
  | 'TOO_MANY_ROWS'
  | 'TOO_LARGE'
  | 'UNZIPS_TOO_LARGE'
  | 'TOO_MANY_CELLS'
  | 'UNREADABLE';

/** Where in the file a problem is: the line (row, for a workbook) and, for bytes that are not text, their offset. */
export interface ProblemPlace {
  line?: number;
  byteOffset?: number;
}

/**
 * A file that cannot be imported as it is. The message is for the person who uploaded it: it says what is wrong,
 * where, and when it helps, how to save the file so that it works.
 */
export class TableFileProblem extends Error {
  readonly code: TableFileProblemCode;
  readonly line?: number;
  readonly byteOffset?: number;

  constructor(code: TableFileProblemCode, message: string, place: ProblemPlace = {}) {
    super(message);
    this.name = 'TableFileProblem';
    this.code = code;
    if (place.line !== undefined) this.line = place.line;
    if (place.byteOffset !== undefined) this.byteOffset = place.byteOffset;
  }
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const MB = 1024 * 1024;
const KB = 1024;

/** A size as people read it: "200 MB" rather than a count of bytes. */
export function sizeInWords(bytes: number): string {
  if (bytes >= MB) return `${grouped.format(bytes / MB)} MB`;
  if (bytes >= KB) return `${grouped.format(bytes / KB)} KB`;
  return `${grouped.format(bytes)} bytes`;
}

export function tooLarge(maxBytes: number, byteOffset: number): TableFileProblem {
  return new TableFileProblem(
    'TOO_LARGE',
    `The file is larger than ${sizeInWords(maxBytes)}, the most one import takes (IMPORT_MAX_BYTES).`,
    { byteOffset },
  );
}

export function tooManyRows(maxRows: number, line: number): TableFileProblem {
  return new TableFileProblem(
    'TOO_MANY_ROWS',
    `The file has more than ${grouped.format(maxRows)} records, the most one import takes (IMPORT_MAX_ROWS).`,
    { line },
  );
}
