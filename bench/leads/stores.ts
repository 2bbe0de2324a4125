import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ENTRY_FORMAT } from '../../src/service/match-index/index-layout';
import type { RecordValues } from '../../src/service/records/record-store';
import { startPostgres } from '../../src/service/testing/postgres-server';
import { buildStore } from './build-store';
import { LEAD_SEED } from './lead-data';

const CACHE = path.join(os.tmpdir(), 'steward-bench-leads');
const SAMPLES = 'samples.json';
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Changes whenever the stored format may: a new migration, a new format of match index entries, or a new way of
 * writing or generating the store. The contents of existing migrations are not hashed, since a released migration
 * never changes.
 */
function formatKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(fs.readdirSync(path.join(ROOT, 'src/service/storage/migrations')).sort()));
  hash.update(String(ENTRY_FORMAT));
  for (const file of ['bench/leads/build-store.ts', 'bench/leads/lead-data.ts'])
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest('hex').slice(0, 12);
}

export interface CachedStore {
  /** The cached store's folder: copy it before a service writes to it. */
  dir: string;
  samples: RecordValues[];
}

/** The SQLite store of `count` generated leads, built on first use and kept in the temp folder across runs. */
export async function sqliteStore(count: number): Promise<CachedStore> {
  const name = `sqlite-${count}-${formatKey()}`;
  const dir = path.join(CACHE, name);
  const samplesFile = path.join(dir, SAMPLES);
  if (fs.existsSync(samplesFile)) {
    process.stdout.write(`SQLite ${count.toLocaleString('en')}: cached store ${dir}\n`);
  } else {
    for (const stale of fs.existsSync(CACHE) ? fs.readdirSync(CACHE) : []) {
      if (stale.startsWith(`sqlite-${count}-`)) fs.rmSync(path.join(CACHE, stale), { recursive: true });
    }
    process.stdout.write(`SQLite ${count.toLocaleString('en')}: building the store in ${dir}\n`);
    const built = await buildStore({ DATA_DIR: dir }, count, LEAD_SEED);
    // Written last: its presence marks a finished build.
    fs.writeFileSync(samplesFile, JSON.stringify(built.samples));
    process.stdout.write(`  built in ${built.seconds.toFixed(0)} s\n`);
  }
  return { dir, samples: JSON.parse(fs.readFileSync(samplesFile, 'utf8')) as RecordValues[] };
}

/** Runs `use` on a fresh copy of the cached store (the database and any -wal/-shm beside it), removed afterwards. */
export async function withCopy<T>(store: CachedStore, use: (dataDir: string) => Promise<T>): Promise<T> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-leads-run-'));
  try {
    fs.cpSync(store.dir, work, { recursive: true, filter: (source) => path.basename(source) !== SAMPLES });
    return await use(work);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Runs one statement, such as `create database`, as the throwaway server's superuser. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database on a throwaway server; answers its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, `create database ${name}`);
  return serverUrl.replace(/\/postgres$/, `/${name}`);
}

/** Runs `use` on a PostgreSQL store of `count` generated leads in a throwaway server, stopped afterwards. */
export async function withPostgresStore<T>(
  count: number,
  use: (databaseUrl: string, samples: RecordValues[]) => Promise<T>,
): Promise<T> {
  const server = await startPostgres();
  try {
    const url = await createDatabase(server.url, 'steward_bench');
    process.stdout.write(`PostgreSQL ${count.toLocaleString('en')}: building the store\n`);
    const built = await buildStore({ DATABASE_URL: url }, count, LEAD_SEED);
    process.stdout.write(`  built in ${built.seconds.toFixed(0)} s\n`);
    return await use(url, built.samples);
  } finally {
    server.stop();
  }
}
