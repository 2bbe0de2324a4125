import fs from 'node:fs';
import { insertRecords, type RecordValues } from '../../src/service/records/record-store';
import { RecordTypeStore } from '../../src/service/records/record-type-store';
import { loadConfig } from '../../src/service/config/env';
import { writeEntries } from '../../src/service/match-index/entry-store';
import { entryWrites, layoutOf, markBuilt } from '../../src/service/match-index/entry-upkeep';
import { MatchingConfiguration } from '../../src/service/matching-config/matching-configuration';
import { prepareStore } from '../../src/service/startup';
import { openStore } from '../../src/service/storage/database';
import { leadGenerator } from './lead-data';

const CHUNK = 5000;
/** Every n-th generated lead is kept in memory: the workload's duplicates are varied copies of these. */
const SAMPLE_EVERY = 50;
const LOADER = 'system:bench';

export interface BuiltStore {
  samples: RecordValues[];
  seconds: number;
}

/**
 * A store with the demo configuration and `count` generated leads, written with their match index entries exactly as
 * the service writes them (one transaction per chunk). `env` points at the database (DATA_DIR or DATABASE_URL).
 */
export async function buildStore(
  env: Record<string, string>,
  count: number,
  seed: number,
): Promise<BuiltStore> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  if (config.database.kind === 'sqlite') fs.rmSync(config.database.file, { force: true });
  const store = openStore(config.database);
  const started = performance.now();
  try {
    await prepareStore(store, config);
    const recordTypes = new RecordTypeStore(store.db);
    await recordTypes.load();
    const lead = recordTypes.byApiName('Lead')!;
    const layout = layoutOf(
      await MatchingConfiguration.load(store.db, ['Lead'], config.defaultCountry),
      'Lead',
    );
    const next = leadGenerator(seed);
    const samples: RecordValues[] = [];
    for (let done = 0; done < count; done += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, count - done) }, next);
      rows.forEach((row, index) => {
        if ((done + index) % SAMPLE_EVERY === 0) samples.push(row);
      });
      await store.db.transaction().execute(async (trx) => {
        const ids = await insertRecords(trx, lead, rows, LOADER);
        await writeEntries(
          trx,
          entryWrites(
            layout,
            ids.map((id, index) => ({ id, values: rows[index]! })),
          ),
        );
      });
      const written = Math.min(done + CHUNK, count);
      if (written % 100_000 === 0 || written === count) {
        const rate = written / ((performance.now() - started) / 1000);
        process.stdout.write(`  ${written.toLocaleString('en')} leads written (${Math.round(rate)}/s)\n`);
      }
    }
    await markBuilt(store.db, layout);
    return { samples, seconds: (performance.now() - started) / 1000 };
  } finally {
    await store.close();
  }
}
