import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { processTree } from '../testing/process-tree';
import { QUIET_SERVICE_SETTINGS } from '../testing/quiet-service-settings';
import { startServiceProcess, type ServiceProcess } from '../testing/service-process';
import { createPreparedTestDatabase, type TestDatabase } from '../testing/test-service';
import { clientCredentialsToken } from '../testing/tokens';
import { awayFromMinuteEnd } from '../testing/minute-window';

let service: ServiceProcess;
let database: TestDatabase;

beforeAll(async () => {
  database = await createPreparedTestDatabase();
  service = await startServiceProcess({
    ...database.env,
    SERVICE_PROCESSES: '2',
    API_RATE_LIMIT: '20',
    ...QUIET_SERVICE_SETTINGS,
  });
  await bothProcessesServing();
}, 120_000);
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

/** The service's processes that hold a connection to its port: those that serve. */
function servingProcesses(): number[] {
  const port = `:${Number(new URL(service.baseUrl).port).toString(16).toUpperCase().padStart(4, '0')}`;
  const connections = new Set(
    fs
      .readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      // local address, state ESTABLISHED, inode
      .filter((columns) => columns[1]?.endsWith(port) && columns[3] === '01')
      .map((columns) => `socket:[${columns[9]}]`),
  );
  return processTree(service.pid).filter((pid) => {
    try {
      return fs
        .readdirSync(`/proc/${pid}/fd`)
        .some((fd) => connections.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`)));
    } catch {
      return false; // gone meanwhile
    }
  });
}

/**
 * The service answers once its first process is ready; the burst must meet both. Parallel requests open as many
 * connections, which the primary hands in turn to the processes that listen; kept open until they are looked at.
 */
async function bothProcessesServing() {
  for (;;) {
    const agent = new http.Agent({ keepAlive: true });
    await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise((resolve, reject) =>
            http
              .get(`${service.baseUrl}/readyz`, { agent }, (response) => response.resume().on('end', resolve))
              .on('error', reject),
          ),
      ),
    );
    const serving = servingProcesses().length;
    agent.destroy();
    if (serving === 2) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('the API rate limit of a service of several processes', () => {
  it(
    'is one limit: a principal’s requests count once whichever process answers them',
    async () => {
      const token = await clientCredentialsToken(`${service.baseUrl}/oidc`);
      await awayFromMinuteEnd();
      // Parallel requests go over as many connections, which the processes take in turn.
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          fetch(`${service.baseUrl}${apiPaths.describeGlobal}`, {
            headers: { authorization: `Bearer ${token}` },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).filter((status) => status === 429)).toHaveLength(10);
    },
    // The burst may wait out a minute's end.
    90_000,
  );
});
