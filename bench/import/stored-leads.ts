import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { toId18 } from '../../src/contract/record-id';
import { loadConfig } from '../../src/service/config/env';
import type { RecordValues } from '../../src/service/records/record-store';
import { sqliteStore, type CachedStore } from '../leads/stores';
import { workloadFaker } from '../leads/lead-data';
import type { StoredLead } from './lead-file';

const CACHE = path.join(os.tmpdir(), 'steward-bench-leads');
/** Who bench/leads writes the generated leads as: the demo's own leads, some of them duplicates, are left out. */
const GENERATED_BY = 'system:bench';

/**
 * The cached SQLite store of `count` leads. A store cached under an older format (an earlier migration set) is used
 * as it is, since the service migrates a copy at start; only when there is none is one built (bench/leads).
 */
export async function cachedLeadStore(count: number): Promise<CachedStore> {
  const cached = (fs.existsSync(CACHE) ? fs.readdirSync(CACHE) : [])
    .filter((name) => name.startsWith(`sqlite-${count}-`))
    .map((name) => path.join(CACHE, name))
    .filter((dir) => fs.existsSync(path.join(dir, 'samples.json')))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  const dir = cached[0];
  if (!dir) return sqliteStore(count);
  process.stdout.write(`SQLite ${count.toLocaleString('en')}: cached store ${dir}\n`);
  return {
    dir,
    samples: JSON.parse(fs.readFileSync(path.join(dir, 'samples.json'), 'utf8')) as RecordValues[],
  };
}

/**
 * `count` stored leads with their ids, spread evenly over the store and shuffled, read from a copy of the store
 * (`dataDir`) before the service opens it. Nothing is written.
 */
export function pickStoredLeads(dataDir: string, count: number, seed: number): StoredLead[] {
  const { database } = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  if (database.kind !== 'sqlite') throw new Error('The bench store is SQLite');
  const db = new Database(database.file);
  try {
    const { total } = db
      .prepare("select count(*) as total from records where record_type = 'Lead' and created_by = ?")
      .get(GENERATED_BY) as { total: number };
    if (total < count) throw new Error(`The store has ${total} leads, fewer than the ${count} needed`);
    const every = Math.floor(total / count);
    const picked: StoredLead[] = [];
    let index = 0;
    for (const row of db
      .prepare("select id, data from records where record_type = 'Lead' and created_by = ? order by id")
      .iterate(GENERATED_BY) as IterableIterator<{ id: string; data: string }>) {
      if (index++ % every === 0 && picked.length < count) {
        picked.push({ id: toId18(row.id), values: JSON.parse(row.data) as RecordValues });
      }
    }
    return workloadFaker(seed).helpers.shuffle(picked);
  } finally {
    db.close();
  }
}
