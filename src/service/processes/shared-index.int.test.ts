import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { processTree } from '../testing/process-tree';
import { QUIET_SERVICE_SETTINGS } from '../testing/quiet-service-settings';
import { startServiceProcess, type ServiceProcess } from '../testing/service-process';
import { createPreparedTestDatabase, type TestDatabase } from '../testing/test-service';

let service: ServiceProcess | undefined;
let database: TestDatabase | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await service?.close();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  [service, database, dataDir] = [undefined, undefined, undefined];
});

/** The service with `processes` processes on a prepared database that has no snapshot of its match index yet. */
async function start(processes: number): Promise<{ service: ServiceProcess; snapshot: string }> {
  database = await createPreparedTestDatabase();
  // On SQLite the database's own folder; on PostgreSQL one of the test's, where the snapshot is kept.
  dataDir = database.env['DATA_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'steward-shared-index-'));
  service = await startServiceProcess({
    ...database.env,
    DATA_DIR: dataDir,
    SERVICE_PROCESSES: String(processes),
    ...QUIET_SERVICE_SETTINGS,
  });
  return { service, snapshot: path.join(dataDir, 'match-index.snapshot') };
}

/**
 * The processes of the service that map every volume of the snapshot (the files beside it named after it, as they
 * are now: their inodes, not older ones deleted since).
 */
function processesMapping(root: ServiceProcess, snapshot: string): number[] {
  const folder = path.dirname(snapshot);
  const volumes = fs
    .readdirSync(folder)
    .filter((name) => name.startsWith(`${path.basename(snapshot)}.`) && !name.endsWith('.tmp'))
    .map((name) => `${fs.statSync(path.join(folder, name)).ino} ${path.join(folder, name)}`);
  expect(volumes.length).toBeGreaterThan(0);
  return processTree(root.pid).filter((pid) => {
    const mapped = new Set(
      fs
        .readFileSync(`/proc/${pid}/maps`, 'utf8')
        .split('\n')
        // address, permissions, offset, device, inode, path
        .map((line) => line.trim().split(/\s+/))
        .map((columns) => `${columns[4]} ${columns[5]}`),
    );
    return volumes.every((volume) => mapped.has(volume));
  });
}

it('serves from one copy of the match index for both processes: the snapshot written before they started, mapped by each', async () => {
  const { service, snapshot } = await start(2);
  expect(processesMapping(service, snapshot)).toHaveLength(2);
}, 120_000);

it('serves from the snapshot it wrote after building its index from the entries, not from what it built', async () => {
  const { service, snapshot } = await start(1);
  expect(processesMapping(service, snapshot)).toHaveLength(1);
}, 120_000);
