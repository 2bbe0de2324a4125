import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openTable, TableFileProblem, type OpenedTable, type TableLimits, type TableRow } from './table-file';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-table-files-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const limits: TableLimits = { maxRows: 1000, maxBytes: 1024 * 1024 };
const BOM = '\ufeff';

const bytesOf = (content: string | Uint8Array) =>
  typeof content === 'string' ? new TextEncoder().encode(content) : content;

/** The content in chunks of `size` bytes, so that characters, quotes and lines are cut at chunk boundaries. */
async function* inChunks(content: string | Uint8Array, size = 7): AsyncGenerator<Uint8Array> {
  const bytes = bytesOf(content);
  for (let at = 0; at < bytes.length; at += size) yield bytes.slice(at, at + size);
}

async function allRows(table: OpenedTable): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for await (const row of table.rows) rows.push(row);
  return rows;
}

async function read(content: string | Uint8Array, size?: number, tableLimits = limits) {
  const table = await openTable(inChunks(content, size), tableLimits);
  return { ...table, rows: await allRows(table) };
}

/** The problem opening and reading the whole content fails with. */
async function problemOf(content: string | Uint8Array, size?: number, tableLimits = limits) {
  const error = await read(content, size, tableLimits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TableFileProblem);
  return error as TableFileProblem;
}

describe('CSV', () => {
  it('reads an Excel "CSV UTF-8" file: byte order mark, semicolons, CRLF, from a file on disk', async () => {
    const file = path.join(folder, 'excel.csv');
    fs.writeFileSync(
      file,
      `${BOM}Name;Email;City\r\nAnn;ann@example.com;Köln\r\nBob;bob@example.com;Zürich\r\n`,
    );
    const table = await openTable(fs.createReadStream(file, { highWaterMark: 5 }), limits);
    expect(table).toMatchObject({ format: 'csv', delimiter: ';', headers: ['Name', 'Email', 'City'] });
    expect(await allRows(table)).toEqual([
      { rowNumber: 2, cells: ['Ann', 'ann@example.com', 'Köln'] },
      { rowNumber: 3, cells: ['Bob', 'bob@example.com', 'Zürich'] },
    ]);
  });

  it('reads a Google Sheets file: commas, LF, no byte order mark, no line end at the end', async () => {
    const table = await read('Name,Email\nAnn,ann@example.com\nBob,bob@example.com');
    expect(table).toMatchObject({ delimiter: ',', headers: ['Name', 'Email'] });
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['Ann', 'ann@example.com'],
      ['Bob', 'bob@example.com'],
    ]);
  });

  it('reads a tab-separated file, the delimiter counted outside quotes', async () => {
    const table = await read('"Name, full"\tEmail\tCity\nAnn\tann@example.com\tBonn\n');
    expect(table).toMatchObject({ delimiter: '\t', headers: ['Name, full', 'Email', 'City'] });
    expect(table.rows[0]!.cells).toEqual(['Ann', 'ann@example.com', 'Bonn']);
  });

  it('keeps delimiters, doubled quotes and line breaks inside quoted values, numbering rows by their first line', async () => {
    const table = await read(
      'Name,Note,City\r\n"Lee, Ann","She said ""hi""\r\nand left",Bonn\r\nBob,"two\nlines\nmore",Köln\r\nCy,x,Ulm\r\n',
      3,
    );
    expect(table.rows).toEqual([
      { rowNumber: 2, cells: ['Lee, Ann', 'She said "hi"\r\nand left', 'Bonn'] },
      { rowNumber: 4, cells: ['Bob', 'two\nlines\nmore', 'Köln'] },
      { rowNumber: 7, cells: ['Cy', 'x', 'Ulm'] },
    ]);
  });

  it('pads short rows, keeps the cells of long ones, and skips blank lines and rows of empty cells', async () => {
    const table = await read('A,B,C\n\n1\n  \n1,2,3,4\n,,\n5,6,7\n');
    expect(table.rows).toEqual([
      { rowNumber: 3, cells: ['1', '', ''] },
      { rowNumber: 5, cells: ['1', '2', '3', '4'] },
      { rowNumber: 7, cells: ['5', '6', '7'] },
    ]);
  });

  it('trims the column names', async () => {
    expect((await read(' Name , Email\nAnn,a@example.com\n')).headers).toEqual(['Name', 'Email']);
  });

  it('takes a character cut across two chunks for what it is', async () => {
    // "€" is three bytes: chunks of two cut every one of them.
    const table = await read('Price\n€€€\n', 2);
    expect(table.rows[0]!.cells).toEqual(['€€€']);
  });

  it('stops reading when the reader stops early', async () => {
    let chunksRead = 0;
    let released = false;
    async function* endless() {
      try {
        yield bytesOf('Name\n');
        for (;;) {
          chunksRead++;
          yield bytesOf('Ann\n'.repeat(100));
        }
      } finally {
        released = true;
      }
    }
    const table = await openTable(endless(), { maxRows: 1e9, maxBytes: 1e12 });
    for await (const row of table.rows) if (row.rowNumber === 3) break;
    await vi.waitFor(() => expect(released).toBe(true));
    expect(chunksRead).toBeLessThan(100);
  });
});

describe('problems with a CSV file', () => {
  it.each([
    ['no bytes at all', ''],
    ['only a byte order mark', BOM],
    ['only blank lines', `${BOM}  \r\n\r\n \t \n`],
    ['only rows of empty cells', ',,\n,,\n'],
  ])('calls a file with %s empty', async (_, content) => {
    const problem = await problemOf(content);
    expect(problem).toMatchObject({ code: 'EMPTY', message: 'The file is empty.' });
  });

  it('calls a file with a header row and nothing else empty', async () => {
    const problem = await problemOf('Name,Email\r\n\r\n');
    expect(problem).toMatchObject({ code: 'EMPTY', message: 'The file has a header row but no records.' });
  });

  it('points at the first byte that is not UTF-8, past characters of several bytes and chunk ends', async () => {
    const start = bytesOf('Name,City\nJörg,Köln\n€,');
    // "Jos" then a Latin-1 "é" (0xE9) followed by an ASCII letter: a broken start of a three-byte character.
    const content = new Uint8Array([...start, 0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x78, 0x0a]);
    const offset = start.length + 3;
    for (const size of [1, 2, 3, 5, 64]) {
      const problem = await problemOf(content, size);
      expect(problem).toMatchObject({ code: 'NOT_UTF8', byteOffset: offset, line: 3 });
      expect(problem.message).toBe(
        `The file is not UTF-8 text: the byte at offset ${offset} (line 3) is not valid UTF-8. Save it as 'CSV UTF-8'.`,
      );
    }
  });

  it('points at a character cut off by the end of the file', async () => {
    const content = new Uint8Array([...bytesOf('Name\nAnn\nB'), 0xe2, 0x82]);
    const problem = await problemOf(content, 3);
    expect(problem).toMatchObject({ code: 'NOT_UTF8', byteOffset: 10, line: 3 });
  });

  it('rejects a file in another encoding at its header', async () => {
    const latin1 = new Uint8Array([...bytesOf('Stra'), 0xdf, ...bytesOf('e\nHauptstr. 1\n')]);
    await expect(openTable(inChunks(latin1), limits)).rejects.toMatchObject({
      code: 'NOT_UTF8',
      byteOffset: 4,
    });
  });

  it('names the line a quoted value that never closes starts on', async () => {
    const problem = await problemOf('Name,Note\n"A","x\ny"\nB,"open\nC,c\nD,d\n');
    expect(problem).toMatchObject({ code: 'UNBALANCED_QUOTES', line: 4 });
    expect(problem.message).toBe(
      'A quoted value that starts on line 4 is never closed: add the missing quote (").',
    );
  });

  it('reads a quote inside an unquoted value as text, as Excel does', async () => {
    expect((await read('Item,Size\nTV,55" screen\n')).rows[0]!.cells).toEqual(['TV', '55" screen']);
  });

  it('names both columns of a name used twice, whatever its case and spaces', async () => {
    const problem = await problemOf('Email,Name,Phone,City, email \nx,y,z,w,v\n');
    expect(problem).toMatchObject({ code: 'DUPLICATE_HEADER', line: 1 });
    expect(problem.message).toBe(
      "Columns 1 and 5 are both named 'Email': give each column a name of its own.",
    );
  });

  it('rejects a header row without names', async () => {
    const problem = await problemOf(',,\nAnn,a@example.com,Bonn\n');
    expect(problem).toMatchObject({ code: 'EMPTY_HEADER', line: 1 });
    expect(problem.message).toBe(
      'The first row (1) has no column names: it must name the columns, such as Name and Email.',
    );
  });

  it('allows a column without a name while it is empty, not once a row has a value in it', async () => {
    expect((await read('Name,,City\nAnn,,Bonn\n')).headers).toEqual(['Name', '', 'City']);
    const problem = await problemOf('Name,,City\nAnn,,Bonn\nBob, ,Ulm\nCy,x,Köln\n');
    expect(problem).toMatchObject({ code: 'EMPTY_HEADER', line: 4 });
    expect(problem.message).toBe(
      'Column 2 has no name in the header row, but line 4 has a value in it: name the column or empty it.',
    );
  });

  it('stops at one record more than the most an import takes', async () => {
    const rows = (count: number) => `Name\n${'Ann\n'.repeat(count)}`;
    expect((await read(rows(3), 64, { ...limits, maxRows: 3 })).rows).toHaveLength(3);
    const problem = await problemOf(rows(4), 64, { ...limits, maxRows: 3 });
    expect(problem).toMatchObject({ code: 'TOO_MANY_ROWS', line: 5 });
    const big = await problemOf(rows(4), 64, { ...limits, maxRows: 1_000_000 - 999_997 });
    expect(big.message).toBe(
      'The file has more than 3 records, the most one import takes (IMPORT_MAX_ROWS).',
    );
  });

  it('words the row limit with grouped digits', async () => {
    const problem = await problemOf(`Name\n${'Ann\n'.repeat(1235)}`, 1024, { ...limits, maxRows: 1234 });
    expect(problem.message).toBe(
      'The file has more than 1,234 records, the most one import takes (IMPORT_MAX_ROWS).',
    );
  });

  it('stops reading an endless file as soon as it passes the size limit', async () => {
    let bytesRead = 0;
    let released = false;
    async function* endless() {
      try {
        yield bytesOf('Name,Email\n');
        for (;;) {
          const chunk = bytesOf('Ann,ann@example.com\n'.repeat(100));
          bytesRead += chunk.length;
          yield chunk;
        }
      } finally {
        released = true;
      }
    }
    const maxBytes = 1024 * 1024;
    const table = await openTable(endless(), { maxRows: 1e9, maxBytes });
    const problem = await allRows(table).catch((thrown: unknown) => thrown);
    expect(problem).toMatchObject({ code: 'TOO_LARGE', byteOffset: maxBytes });
    expect((problem as Error).message).toBe(
      'The file is larger than 1 MB, the most one import takes (IMPORT_MAX_BYTES).',
    );
    expect(bytesRead).toBeLessThanOrEqual(maxBytes + 2000);
    expect(released).toBe(true);
  });

  it('words the size limit in megabytes, without reading the chunk that passes it', async () => {
    async function* huge() {
      yield bytesOf('Name\n');
      // Zero bytes, were they read, would be one endless value: the limit must fail the file first.
      yield new Uint8Array(200 * 1024 * 1024);
    }
    await expect(openTable(huge(), { maxRows: 1e9, maxBytes: 200 * 1024 * 1024 })).rejects.toThrow(
      'The file is larger than 200 MB, the most one import takes (IMPORT_MAX_BYTES).',
    );
  });

  it('rejects a file too large before its header ends', async () => {
    await expect(
      openTable(inChunks(`Name,${'x'.repeat(5000)}\n`, 100), { ...limits, maxBytes: 2048 }),
    ).rejects.toThrow('The file is larger than 2 KB, the most one import takes (IMPORT_MAX_BYTES).');
  });
});

describe('XLSX', () => {
  const workbookFile = path.join(folder, 'people.xlsx');

  async function writeWorkbook() {
    const workbook = new ExcelJS.Workbook();
    const people = workbook.addWorksheet('People');
    people.addRow(['Name', 'Born', 'Score', 'Active', 'Total', 'Notes']);
    people.addRow([
      'Ann',
      new Date(Date.UTC(1990, 4, 17)),
      0.1 + 0.2,
      true,
      { formula: 'C2*2', result: 0.6 },
    ]);
    people.addRow([]);
    people.addRow([
      'Bob',
      new Date(Date.UTC(2001, 0, 2, 13, 30)),
      42,
      false,
      { formula: 'C4*2', result: 84 },
      'x',
    ]);
    people.getCell('A5').value = { richText: [{ text: 'Cy ' }, { text: 'Lee', font: { bold: true } }] };
    people.getCell('F5').value = { text: 'site', hyperlink: 'https://example.com' };
    people.getColumn(2).numFmt = 'yyyy-mm-dd';
    workbook.addWorksheet('Ignored').addRow(['Other', 'Sheet']);
    await workbook.xlsx.writeFile(workbookFile);
  }

  it('reads the first worksheet as a user sees it, skipping blank rows', async () => {
    await writeWorkbook();
    const table = await openTable(fs.createReadStream(workbookFile, { highWaterMark: 1024 }), limits);
    expect(table).toMatchObject({
      format: 'xlsx',
      headers: ['Name', 'Born', 'Score', 'Active', 'Total', 'Notes'],
    });
    expect(table.delimiter).toBeUndefined();
    expect(await allRows(table)).toEqual([
      { rowNumber: 2, cells: ['Ann', '1990-05-17', '0.3', 'TRUE', '0.6', ''] },
      { rowNumber: 4, cells: ['Bob', '2001-01-02T13:30:00.000Z', '42', 'FALSE', '84', 'x'] },
      { rowNumber: 5, cells: ['Cy Lee', '', '', '', '', 'site'] },
    ]);
  });

  it('honours the row and size limits', async () => {
    await writeWorkbook();
    const rowsProblem = await allRows(
      await openTable(fs.createReadStream(workbookFile), { ...limits, maxRows: 2 }),
    ).catch((thrown: unknown) => thrown);
    expect(rowsProblem).toMatchObject({ code: 'TOO_MANY_ROWS', line: 5 });
    const size = fs.statSync(workbookFile).size;
    const sizeProblem = await openTable(fs.createReadStream(workbookFile, { highWaterMark: 512 }), {
      ...limits,
      maxBytes: size - 1,
    })
      .then(allRows)
      .catch((thrown: unknown) => thrown);
    expect(sizeProblem).toMatchObject({ code: 'TOO_LARGE' });
  });

  it('calls a damaged workbook unreadable', async () => {
    const damaged = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...bytesOf('not a zip at all, just words '.repeat(20)),
    ]);
    const error = await read(damaged).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(TableFileProblem);
    expect(error).toMatchObject({ code: 'UNREADABLE' });
    expect((error as Error).message).toMatch(/cannot be opened/);
  });
});
