import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ColumnMapping, Import } from '../../src/contract/imports';
import type { UpdateRule } from '../../src/contract/update-rules';
import { loadConfig } from '../../src/service/config/env';
import { typo } from '../../src/service/demo/duplicate-variants';
import type { RecordValues } from '../../src/service/records/record-store';
import { clientCredentialsToken } from '../../src/service/testing/tokens';
import { runLine, writeDocsSection } from '../docs-section';
import { LEAD_SEED, workloadFaker } from '../leads/lead-data';
import { withCopy } from '../leads/stores';
import { importClient, type ImportClient, ServiceAnswer } from './import-client';
import { COLUMNS, type StoredLead } from './lead-file';
import { startService } from './profile';
import { cachedLeadStore, pickStoredLeads } from './stored-leads';

/**
 * npm run bench:import:typos — what a file import in mode UPDATE does to good stored values. The file is
 * BENCH_TYPOS_ROWS (default 2,000) copies of distinct stored leads of a store of BENCH_TYPOS_LEADS (default 20,000)
 * generated leads, each with a typo in its first or last name and the fields the store lacks (title, address,
 * industry, size …) filled in, as a purchased list brings them. The same file is imported twice, each time into a
 * fresh copy of the store: with the mapping the upload proposes (every column IF_EMPTY) and with every column
 * OVERWRITE (what every import did before update rules). Each stored lead is then read from the database and
 * compared with what it held and what the file brought.
 */
const LEADS = Number(process.env['BENCH_TYPOS_LEADS'] ?? 20_000);
const ROWS = Number(process.env['BENCH_TYPOS_ROWS'] ?? 2_000);
const SEED = LEAD_SEED + 4500;

const NAMES = ['FirstName', 'LastName'] as const;

interface Copy {
  lead: StoredLead;
  /** The row's values: the stored lead's, a name misspelt, the missing fields filled. */
  row: RecordValues;
  misspelt: (typeof NAMES)[number];
}

const text = (value: RecordValues[string] | undefined) =>
  value === null || value === undefined ? '' : String(value);
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function writeCopies(file: string, leads: readonly StoredLead[]): Copy[] {
  const faker = workloadFaker(SEED);
  const copies = leads.map((lead): Copy => {
    const misspelt = faker.helpers.arrayElement(NAMES);
    const original = text(lead.values[misspelt]);
    let misspelling = typo(faker, original);
    // A typo that happens to give the same name back is no typo: try again until it differs.
    while (misspelling === original && original.length > 1) misspelling = typo(faker, original);
    const domain = text(lead.values['Email']).split('@')[1];
    const filled: RecordValues = {
      Title: faker.person.jobTitle(),
      MobilePhone: faker.phone.number({ style: 'national' }),
      Website: domain ? `https://www.${domain}` : null,
      Street: faker.location.streetAddress(),
      State: faker.location.state({ abbreviated: true }),
      PostalCode: faker.location.zipCode('#####'),
      Country: 'United States',
      Industry: faker.helpers.arrayElement(['Banking', 'Consulting', 'Retail', 'Technology']),
      NumberOfEmployees: faker.number.int({ min: 1, max: 20_000 }),
    };
    return { lead, misspelt, row: { ...filled, ...lead.values, [misspelt]: misspelling } };
  });
  const lines = [
    COLUMNS.map(({ column }) => csvCell(column)).join(','),
    ...copies.map(({ row }) =>
      COLUMNS.map(({ field }) => csvCell(field === null ? '2026-11-01' : text(row[field]))).join(','),
    ),
  ];
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return copies;
}

interface Outcome {
  label: string;
  applied: Import;
  seconds: number;
  /** Stored non-empty values the file held differently (the misspelt names and nothing else). */
  storedValues: number;
  replacedByTypo: number;
  /** Other stored non-empty values that changed. */
  otherReplaced: number;
  emptyFields: number;
  filled: number;
  filledAsFile: number;
}

/** Reads each copied lead back from the store's database and counts what became of its values. */
function compare(dataDir: string, copies: readonly Copy[]) {
  const { database } = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  if (database.kind !== 'sqlite') throw new Error('The bench store is SQLite');
  const db = new Database(database.file, { readonly: true });
  const counts = {
    storedValues: 0,
    replacedByTypo: 0,
    otherReplaced: 0,
    emptyFields: 0,
    filled: 0,
    filledAsFile: 0,
  };
  try {
    const read = db.prepare<[string], { data: string }>('select data from records where id = ?');
    for (const { lead, row, misspelt } of copies) {
      const stored = read.get(lead.id.slice(0, 15));
      if (!stored) throw new Error(`Lead ${lead.id} is gone from the store`);
      const now = JSON.parse(stored.data) as RecordValues;
      for (const { field } of COLUMNS) {
        if (field === null || text(row[field]) === '') continue;
        const before = text(lead.values[field]);
        const after = text(now[field]);
        if (before === '') {
          counts.emptyFields++;
          if (after !== '') counts.filled++;
          if (after === text(row[field])) counts.filledAsFile++;
        } else if (field === misspelt) {
          counts.storedValues++;
          if (after === text(row[field])) counts.replacedByTypo++;
        } else if (after !== before) counts.otherReplaced++;
      }
    }
  } finally {
    db.close();
  }
  return counts;
}

async function importOnce(
  client: ImportClient,
  file: string,
  label: string,
  rule: (proposed: ColumnMapping) => UpdateRule | null | undefined,
): Promise<Pick<Outcome, 'label' | 'applied' | 'seconds'>> {
  const uploaded = await client.upload(file, path.basename(file));
  const wrong = uploaded.settings.mapping.filter(
    (entry) => entry.field !== null && entry.updateRule !== 'IF_EMPTY',
  );
  if (wrong.length > 0) {
    throw new ServiceAnswer(`The proposed mapping is not IF_EMPTY for ${JSON.stringify(wrong)}`);
  }
  const mapping = uploaded.settings.mapping.map((entry) => ({ ...entry, updateRule: rule(entry) ?? null }));
  const started = performance.now();
  await client.check(uploaded.id, mapping);
  await client.until(uploaded.id, 'CHECKED');
  await client.apply(uploaded.id);
  const applied = await client.until(uploaded.id, 'DONE');
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `  ${label}: dry run and apply in ${seconds.toFixed(1)} s ${JSON.stringify(applied.applied)}\n`,
  );
  return { label, applied, seconds };
}

const store = await cachedLeadStore(LEADS);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-typos-'));
const file = path.join(work, `leads-typos-${ROWS}.csv`);
const log = path.join(os.tmpdir(), 'steward-bench-typos-service.log');
fs.writeFileSync(log, '');

async function run(
  label: string,
  rule: (proposed: ColumnMapping) => UpdateRule | null | undefined,
  pick: (dataDir: string) => Copy[],
): Promise<Outcome> {
  return withCopy(store, async (dataDir) => {
    const copies = pick(dataDir);
    const service = await startService({ DATA_DIR: dataDir, SERVICE_PROCESSES: '1' }, { log });
    let done: Pick<Outcome, 'label' | 'applied' | 'seconds'>;
    try {
      const client = await importClient(service.baseUrl, () =>
        clientCredentialsToken(`${service.baseUrl}/oidc`),
      );
      try {
        done = await importOnce(client, file, label, rule);
      } finally {
        client.close();
      }
    } finally {
      await service.close();
    }
    return { ...done, ...compare(dataDir, copies) };
  });
}

let copies: Copy[] | undefined;
/** The copies are picked and written once, from the first store copy: both runs import the same file. */
const pickOnce = (dataDir: string) => (copies ??= writeCopies(file, pickStoredLeads(dataDir, ROWS, SEED)));

try {
  const outcomes = [
    await run('proposed rules (every column IF_EMPTY)', (entry) => entry.updateRule, pickOnce),
    await run('every column OVERWRITE (before update rules)', () => 'OVERWRITE', pickOnce),
  ];
  const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
  const int = (value: number) => value.toLocaleString('en');
  const [proposed] = outcomes;
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  const table = [
    runLine(
      `${os.availableParallelism()} cores, SQLite store of ${int(LEADS)} generated leads, service of one process; ` +
        `a CSV file of ${int(ROWS)} copies of distinct stored leads, each with a typo in its first or last name ` +
        'and the fields the store lacks (title, mobile, website, address, industry, size) filled in, imported in ' +
        'mode UPDATE into a fresh copy of the store per row of the table',
    ),
    '',
    '| mapping | rows updated / created / errors | stored names replaced by the typo | other stored values changed | empty stored fields filled | of them equal to the file’s cell | seconds |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...outcomes.map(
      (outcome) =>
        `| ${outcome.label} | ${int(outcome.applied.applied?.UPDATE ?? 0)} / ${int(outcome.applied.applied?.CREATE ?? 0)} / ` +
        `${int(outcome.applied.applied?.ERROR ?? 0)} | **${int(outcome.replacedByTypo)}** of ${int(outcome.storedValues)} ` +
        `(${pct(outcome.replacedByTypo, outcome.storedValues)}) | ${int(outcome.otherReplaced)} | ` +
        `**${pct(outcome.filled, outcome.emptyFields)}** (${int(outcome.filled)} / ${int(outcome.emptyFields)}) | ` +
        `${pct(outcome.filledAsFile, outcome.emptyFields)} | ${outcome.seconds.toFixed(1)} |`,
    ),
    '',
    '| target (proposed rules) | value | |',
    '| --- | --- | --- |',
    `| stored non-empty values replaced by typos: 0 | ${int(proposed!.replacedByTypo + proposed!.otherReplaced)} | ${met(proposed!.replacedByTypo + proposed!.otherReplaced === 0)} |`,
    `| empty stored fields filled from the file: 100 % | ${pct(proposed!.filled, proposed!.emptyFields)} | ${met(proposed!.filled === proposed!.emptyFields)} |`,
  ].join('\n');
  process.stdout.write(`\n${table}\n`);
  await writeDocsSection('import-typos', table);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
