import fs from 'node:fs';
import { once } from 'node:events';
import type { Faker } from '@faker-js/faker';
import { parse } from 'csv-parse';
import type { RecordValues } from '../../src/service/records/record-store';
import { leadGenerator, varyLead, workloadFaker } from '../leads/lead-data';

/**
 * The columns of a file of leads as a CRM or marketing tool exports them, and the Lead field each should be mapped
 * to (null: a column the service has no field for, which the proposed mapping must leave out).
 */
export const COLUMNS: readonly { column: string; field: string | null }[] = [
  { column: 'First Name', field: 'FirstName' },
  { column: 'Last Name', field: 'LastName' },
  { column: 'Title', field: 'Title' },
  { column: 'Company', field: 'Company' },
  { column: 'Email', field: 'Email' },
  { column: 'Phone', field: 'Phone' },
  { column: 'Mobile Phone', field: 'MobilePhone' },
  { column: 'Website', field: 'Website' },
  { column: 'Street', field: 'Street' },
  { column: 'City', field: 'City' },
  { column: 'State', field: 'State' },
  { column: 'Postal Code', field: 'PostalCode' },
  { column: 'Country', field: 'Country' },
  { column: 'Lead Source', field: 'LeadSource' },
  { column: 'Industry', field: 'Industry' },
  { column: 'Employees', field: 'NumberOfEmployees' },
  { column: 'Created Date', field: null },
];

const INDUSTRIES = [
  'Banking',
  'Consulting',
  'Education',
  'Healthcare',
  'Manufacturing',
  'Retail',
  'Technology',
];

/** A stored lead a copy in the file should update: its 18-character id and its values. */
export interface StoredLead {
  id: string;
  values: RecordValues;
}

/** Which rows should update what: a copy its stored lead (id, 15 characters), a repeat the row it repeats. */
export interface FileExpectations {
  rows: number;
  /** Row number (header = 1) → the stored lead's 15-character id. */
  copies: Map<number, string>;
  /** Row number → the earlier row of the file that is the same person. */
  repeats: Map<number, number>;
  /** Of the repeats, how many are the original row's cells exactly. */
  exactRepeats: number;
  bytes: number;
}

/** Per 50 rows: 39 new people (78 %), 10 varied copies of stored leads (20 %), 1 repeat of a new row (2 %). */
const BLOCK = { fresh: 39, copy: 10, repeat: 1 } as const;
const BLOCK_SIZE = BLOCK.fresh + BLOCK.copy + BLOCK.repeat;
/** Earlier new rows a repeat is taken from: recent ones, so the file is never held whole. */
const REPEAT_POOL = 4000;
const LINES_PER_WRITE = 500;

export const copiesNeeded = (rows: number) => Math.ceil((rows / BLOCK_SIZE) * BLOCK.copy) + BLOCK.copy;

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const text = (value: RecordValues[string] | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** What an export adds to the fields a stored lead has: title, mobile, website, address, industry, size. */
function exportFields(faker: Faker, lead: RecordValues): RecordValues {
  const domain = text(lead['Email']).split('@')[1];
  return {
    Title: faker.person.jobTitle(),
    MobilePhone: faker.datatype.boolean(0.4) ? faker.phone.number({ style: 'national' }) : null,
    Website: domain && faker.datatype.boolean(0.5) ? `https://www.${domain}` : null,
    Street: faker.location.streetAddress(),
    State: faker.location.state({ abbreviated: true }),
    PostalCode: faker.location.zipCode('#####'),
    Country: 'United States',
    Industry: faker.helpers.arrayElement(INDUSTRIES),
    NumberOfEmployees: faker.number.int({ min: 1, max: 20_000 }),
    ...lead,
  };
}

/**
 * Writes a CSV file of `rows` leads to `file`, streamed to disk a few hundred lines at a time: 78 % new people,
 * 20 % varied copies of `stored` leads (each used once, in order), 2 % repeats of earlier new rows of the file (half
 * exactly, half varied). Answers which stored lead or row each copy and repeat should update.
 */
export async function writeLeadFile(
  file: string,
  rows: number,
  stored: readonly StoredLead[],
  seed: number,
): Promise<FileExpectations> {
  const faker = workloadFaker(seed);
  const newLead = leadGenerator(seed + 1);
  const out = fs.createWriteStream(file, { encoding: 'utf8' });
  const expectations: FileExpectations = {
    rows,
    copies: new Map(),
    repeats: new Map(),
    exactRepeats: 0,
    bytes: 0,
  };
  const pool: { rowNumber: number; values: RecordValues }[] = [];
  let nextStored = 0;
  let block: ('fresh' | 'copy' | 'repeat')[] = [];
  let lines: string[] = [COLUMNS.map(({ column }) => csvCell(column)).join(',')];
  const flush = async () => {
    const chunk = `${lines.join('\r\n')}\r\n`;
    lines = [];
    expectations.bytes += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  };
  for (let index = 0; index < rows; index++) {
    const rowNumber = index + 2;
    if (block.length === 0) {
      block = faker.helpers.shuffle([
        ...Array<'fresh'>(BLOCK.fresh).fill('fresh'),
        ...Array<'copy'>(BLOCK.copy).fill('copy'),
        ...Array<'repeat'>(BLOCK.repeat).fill('repeat'),
      ]);
    }
    let kind = block.pop()!;
    if (kind === 'repeat' && pool.length === 0) kind = 'fresh';
    let values: RecordValues;
    if (kind === 'copy') {
      const source = stored[nextStored++];
      if (!source) throw new Error(`Not enough stored leads for the copies of ${rows} rows`);
      values = exportFields(faker, varyLead(faker, source.values));
      expectations.copies.set(rowNumber, source.id.slice(0, 15));
    } else if (kind === 'repeat') {
      const [original] = pool.splice(faker.number.int({ min: 0, max: pool.length - 1 }), 1);
      const exact = faker.datatype.boolean(0.5);
      values = exact ? original!.values : varyLead(faker, original!.values);
      if (exact) expectations.exactRepeats++;
      expectations.repeats.set(rowNumber, original!.rowNumber);
    } else {
      values = exportFields(faker, newLead());
      pool.push({ rowNumber, values });
      if (pool.length > REPEAT_POOL) pool.splice(faker.number.int({ min: 0, max: pool.length - 1 }), 1);
    }
    const created = faker.date.past({ years: 3, refDate: '2026-11-01T00:00:00Z' }).toISOString().slice(0, 10);
    lines.push(COLUMNS.map(({ field }) => csvCell(field === null ? created : text(values[field]))).join(','));
    if (lines.length >= LINES_PER_WRITE) await flush();
  }
  if (lines.length > 0) await flush();
  out.end();
  await once(out, 'finish');
  return expectations;
}

/**
 * The file's rows as upsert inputs, a batch at a time, read back from disk as a stream: each mapped column's value
 * for its field, blank cells left out, as the import turns a row into an upsert.
 */
export async function* fileBatches(file: string, size: number): AsyncGenerator<RecordValues[]> {
  const parser = fs.createReadStream(file).pipe(parse({ bom: true, relax_column_count: true }));
  let headers: string[] | undefined;
  let batch: RecordValues[] = [];
  for await (const cells of parser as AsyncIterable<string[]>) {
    if (!headers) {
      headers = cells;
      continue;
    }
    const values: RecordValues = {};
    cells.forEach((cell, index) => {
      const field = COLUMNS.find(({ column }) => column === headers![index])?.field;
      const value = cell.trim();
      if (field && value !== '') values[field] = value;
    });
    batch.push(values);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
