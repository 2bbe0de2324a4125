import { pipeline, Readable } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import type { CsvDelimiter, TableRow } from './table-file';
import { TableFileProblem } from './table-file-problem';

/** A header line longer than this is not one: the delimiter is guessed from what came so far. */
const SNIFF_BYTES = 64 * 1024;
/**
 * A record longer than this is most likely a quoted value that never ends, swallowing the rest of the file: failing
 * early keeps the memory one record takes small.
 */
const MAX_RECORD_CHARS = 1024 * 1024;

const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/**
 * Reads CSV as Excel and Google Sheets write it: UTF-8 with or without a byte order mark, any line ends, quoted
 * values holding delimiters, quotes and line breaks. Resolves once the delimiter is known; the rows, the header
 * first, come as the bytes stream in. Blank lines are left out; a row of empty cells is not (it may be a header).
 */
export async function readCsv(
  input: AsyncIterable<Uint8Array>,
): Promise<{ delimiter: CsvDelimiter; rows: AsyncIterable<TableRow> }> {
  const bytes = checkUtf8(input)[Symbol.asyncIterator]();
  const sniffer = new DelimiterSniffer();
  const start: Buffer[] = [];
  while (!sniffer.done) {
    const next = await bytes.next();
    if (next.done) break;
    start.push(next.value);
    sniffer.scan(next.value);
  }
  const delimiter = sniffer.delimiter();
  return { delimiter, rows: parseRows(start, bytes, delimiter) };
}

async function* parseRows(
  start: readonly Buffer[],
  rest: AsyncIterator<Buffer>,
  delimiter: CsvDelimiter,
): AsyncGenerator<TableRow> {
  // csv-parse's own line numbers count a quoted CRLF twice, so lines are counted here, as records complete.
  let nextLine = 1;
  const options: Options<TableRow | null, string[]> = {
    delimiter,
    bom: true,
    relax_column_count: true,
    // A quote inside an unquoted value (5" screen) is text, as Excel reads it.
    relax_quotes: true,
    max_record_size: MAX_RECORD_CHARS,
    on_record: (cells) => {
      const rowNumber = nextLine;
      nextLine += 1 + lineBreaksIn(cells);
      return cells.length === 1 && cells[0]!.trim() === '' ? null : { rowNumber, cells };
    },
  };
  // parse()'s types make records the fields unless columns are named; on_record here turns them into rows.
  const parser = parse(options as unknown as Options);
  for (const chunk of start) parser.write(chunk);
  // A stream error (a problem of the bytes, or the reader stopping) reaches the parser and so the loop below.
  pipeline(Readable.from({ [Symbol.asyncIterator]: () => rest }), parser, () => {});
  try {
    for await (const row of parser) yield row as TableRow;
  } catch (error) {
    throw error instanceof CsvError ? csvProblem(error, nextLine) : error;
  }
}

function lineBreaksIn(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) count++;
  }
  return count;
}

/** What csv-parse rejects, said for the user; `recordLine` is where the record it stopped in starts. */
function csvProblem(error: CsvError, recordLine: number): TableFileProblem {
  const line = recordLine;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return new TableFileProblem(
      'UNBALANCED_QUOTES',
      `A quoted value that starts on line ${line} is never closed: add the missing quote (").`,
      { line },
    );
  }
  if (error.code === 'CSV_MAX_RECORD_SIZE') {
    return new TableFileProblem(
      'UNREADABLE',
      `The record that starts on line ${line} is longer than 1 MB: most likely a quoted value in it is never closed.`,
      { line },
    );
  }
  return new TableFileProblem('UNREADABLE', `Line ${line} cannot be read as CSV: ${error.message}`, { line });
}

/**
 * Guesses the delimiter from the header line: the most frequent of comma, semicolon and tab outside quotes, comma
 * when none is or on a tie. Scans bytes, which is safe in UTF-8: these ASCII bytes never occur inside a character.
 */
class DelimiterSniffer {
  done = false;
  private inQuotes = false;
  private scanned = 0;
  private readonly counts = new Map<number, number>(
    DELIMITERS.map((delimiter) => [delimiter.charCodeAt(0), 0]),
  );

  scan(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === QUOTE) this.inQuotes = !this.inQuotes;
      else if (this.inQuotes) continue;
      else if (byte === LINE_FEED) this.done = true;
      else {
        const count = this.counts.get(byte);
        if (count !== undefined) this.counts.set(byte, count + 1);
      }
      if (this.done) return;
    }
    this.scanned += chunk.byteLength;
    if (this.scanned >= SNIFF_BYTES) this.done = true;
  }

  delimiter(): CsvDelimiter {
    let best: CsvDelimiter = ',';
    for (const delimiter of DELIMITERS) {
      if (this.countOf(delimiter) > this.countOf(best)) best = delimiter;
    }
    return best;
  }

  private countOf(delimiter: CsvDelimiter): number {
    return this.counts.get(delimiter.charCodeAt(0)) ?? 0;
  }
}

/**
 * Passes the bytes on as Buffers, failing at the first that is not UTF-8 with its exact offset and line. A
 * streaming decoder does the checking; when it fails, the chunk is checked again by hand to find the byte, from
 * the start of any character the chunk before left unfinished.
 */
async function* checkUtf8(input: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let offset = 0;
  let lineBreaks = 0;
  let unfinished: Buffer = Buffer.alloc(0);
  for await (const chunk of input) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    try {
      decoder.decode(bytes, { stream: true });
    } catch {
      const checked = Buffer.concat([unfinished, bytes]);
      const at = firstInvalidByte(checked);
      const from = offset - unfinished.length;
      throw notUtf8(from + at, lineBreaks + countLineBreaks(checked.subarray(0, at)));
    }
    unfinished = unfinishedCharacter(Buffer.concat([unfinished, bytes.subarray(-3)]));
    offset += bytes.length;
    lineBreaks += countLineBreaks(bytes);
    yield bytes;
  }
  try {
    decoder.decode();
  } catch {
    throw notUtf8(offset - unfinished.length, lineBreaks);
  }
}

function notUtf8(byteOffset: number, lineBreaks: number): TableFileProblem {
  const line = lineBreaks + 1;
  return new TableFileProblem(
    'NOT_UTF8',
    `The file is not UTF-8 text: the byte at offset ${byteOffset} (line ${line}) is not valid UTF-8. Save it as 'CSV UTF-8'.`,
    { line, byteOffset },
  );
}

function countLineBreaks(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(LINE_FEED); at !== -1; at = bytes.indexOf(LINE_FEED, at + 1)) count++;
  return count;
}

/** How many bytes a character takes, from its first byte; 0 for a byte no character starts with. */
function characterLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The bytes at the end of valid UTF-8 that start a character still to be finished (none, or up to three). */
function unfinishedCharacter(tail: Buffer): Buffer {
  for (let at = tail.length - 1; at >= 0 && at >= tail.length - 3; at--) {
    const byte = tail[at]!;
    if ((byte & 0xc0) === 0x80) continue;
    return characterLength(byte) > tail.length - at ? tail.subarray(at) : Buffer.alloc(0);
  }
  return Buffer.alloc(0);
}

/**
 * The offset of the first byte that starts no well-formed character (the Unicode rules: no overlong forms, no
 * surrogates, nothing past U+10FFFF). A character cut off by the end of `bytes` counts as well-formed.
 */
function firstInvalidByte(bytes: Buffer): number {
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at]!;
    const length = characterLength(lead);
    if (length === 0) return at;
    // The second byte's range is narrower after these leads: it is what rules out overlongs and surrogates.
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let next = 1; next < length && at + next < bytes.length; next++) {
      const byte = bytes[at + next]!;
      if (byte < (next === 1 ? low : 0x80) || byte > (next === 1 ? high : 0xbf)) return at;
    }
    at += length;
  }
  return bytes.length;
}
