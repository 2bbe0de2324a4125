import fs from 'node:fs';
import path from 'node:path';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { sqliteStore, withCopy } from '../leads/stores';
import { treeMappedMb, treeProportionalMb } from '../process-tree';

/**
 * npm run bench:index-ready — how long the service as `npm start` runs it takes to answer /readyz on bench:search's
 * SQLite stores of generated leads (BENCH_SIZES, default 1,000,000), twice on one copy of the store: first with no
 * snapshot of the match index (every stored entry read and indexed, as every start did before snapshots), then
 * after a restart, from the snapshot the first run saved as it stopped. The ratio is of the two in the same run. After
 * the second start, the memory of the service's processes as the machine pays for it (proportional set sizes) and
 * what of it is the snapshot, which the processes map and share (index-image.ts).
 */
const SIZES = (process.env['BENCH_SIZES'] ?? '1000000')
  .split(',')
  .map((part) => Number(part.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
/** Target of issue #31: ready in at most this at 1,000,000 leads. */
const TARGET_SECONDS = 10;

interface Row {
  leads: number;
  fromEntries: number;
  fromSnapshot: number;
  /** The service's processes' proportional set sizes summed, started from the snapshot. */
  memoryMb: number;
  /** Of memoryMb, the pages of the snapshot file the processes map between them. */
  mappedMb: number;
  snapshotMb: number;
}

const snapshotFile = (dataDir: string) => path.join(dataDir, 'match-index.snapshot');

/** The snapshot's files: the image file and its volumes beside it. */
const snapshotBytes = (dataDir: string) =>
  fs
    .readdirSync(dataDir)
    .filter((name) => name.startsWith(path.basename(snapshotFile(dataDir))))
    .reduce((sum, name) => sum + fs.statSync(path.join(dataDir, name)).size, 0);

async function readySeconds(
  dataDir: string,
): Promise<{ seconds: number; memoryMb: number; mappedMb: number }> {
  const starting = performance.now();
  const service = await startBuiltService({ DATA_DIR: dataDir, ADDRESS_WARMUP: 'false' });
  const seconds = (performance.now() - starting) / 1000;
  const memoryMb = treeProportionalMb(service.pid);
  const mappedMb = treeMappedMb(service.pid, snapshotFile(dataDir));
  // Stopping saves the snapshot the next start reads.
  await service.close();
  return { seconds, memoryMb, mappedMb };
}

const perLead = (mb: number, leads: number) => Math.round((mb * 2 ** 20) / leads);

async function main() {
  const rows: Row[] = [];
  for (const leads of SIZES) {
    const store = await sqliteStore(leads);
    rows.push(
      await withCopy(store, async (dir) => {
        const first = await readySeconds(dir);
        process.stdout.write(
          `${leads.toLocaleString('en')}: ready from the entries in ${first.seconds.toFixed(1)} s\n`,
        );
        const second = await readySeconds(dir);
        process.stdout.write(
          `${leads.toLocaleString('en')}: ready from the snapshot in ${second.seconds.toFixed(1)} s\n`,
        );
        return {
          leads,
          fromEntries: first.seconds,
          fromSnapshot: second.seconds,
          memoryMb: second.memoryMb,
          mappedMb: second.mappedMb,
          snapshotMb: snapshotBytes(dir) / 2 ** 20,
        };
      }),
    );
  }
  const table = [
    '| leads | ready from the entries (s) | ready from the snapshot (s) | ratio | target ≤ 10 s at 1M | service memory after, PSS (MB) | B a lead | of which the mapped snapshot (MB) | B a lead (target ≤ 400) | snapshot file (MB) |',
    '| ----- | -------------------------- | --------------------------- | ----- | ------------------- | ------------------------------ | -------- | --------------------------------- | ----------------------- | ------------------ |',
    ...rows.map(
      (row) =>
        `| ${row.leads.toLocaleString('en')} | ${row.fromEntries.toFixed(1)} | ${row.fromSnapshot.toFixed(1)} | ` +
        `${(row.fromEntries / row.fromSnapshot).toFixed(1)}× | ` +
        `${row.leads === 1_000_000 ? (row.fromSnapshot <= TARGET_SECONDS ? 'met' : 'not met') : '—'} | ` +
        `${row.memoryMb} | ${perLead(row.memoryMb, row.leads)} | ${row.mappedMb} | ${perLead(row.mappedMb, row.leads)} | ` +
        `${row.snapshotMb.toFixed(0)} |`,
    ),
  ].join('\n');
  process.stdout.write(`\n${table}\n`);
  await writeDocsSection('index-ready', `${runLine('SQLite, the service as npm start runs it')}\n\n${table}`);
}

await main();
