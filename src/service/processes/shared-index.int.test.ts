import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { processTree } from '../testing/process-tree';
import { QUIET_SERVICE_SETTINGS } from '../testing/quiet-service-settings';
import { startServiceProcess, type ServiceProcess } from '../testing/service-process';
import { createPreparedTestDatabase, type TestDatabase } from '../testing/test-service';

let service: ServiceProcess;
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createPreparedTestDatabase();
  // On SQLite the database's own folder; on PostgreSQL one of the test's, where the snapshot is kept.
  dataDir = database.env['DATA_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'steward-shared-index-'));
  service = await startServiceProcess({
    ...database.env,
    DATA_DIR: dataDir,
    SERVICE_PROCESSES: '2',
    ...QUIET_SERVICE_SETTINGS,
  });
}, 120_000);
afterAll(async () => {
  await service?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The processes of the service that map the file `file` is now (its inode), not an older one renamed over. */
function processesMapping(file: string): number[] {
  const inode = String(fs.statSync(file).ino);
  return processTree(service.pid).filter((pid) =>
    fs
      .readFileSync(`/proc/${pid}/maps`, 'utf8')
      .split('\n')
      .some((line) => {
        // address, permissions, offset, device, inode, path
        const columns = line.trim().split(/\s+/);
        return columns[4] === inode && columns[5] === file;
      }),
  );
}

it('serves from one copy of the match index for both processes: the snapshot written before they started, mapped by each', () => {
  expect(processesMapping(path.join(dataDir, 'match-index.snapshot'))).toHaveLength(2);
});
