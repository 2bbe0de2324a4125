/**
 * `test` and `expect` for every spec: Playwright's, with one Steward service per worker. Each worker starts its own
 * service (e2e/support/serve.ts: a fresh temporary data folder with the demo and the Bath addresses) on port
 * E2E_PORT + its parallel index, and its tests reach it through `baseURL`, so workers never share data, sessions or
 * the provider's issuer (which follows the port). The service stops, and its folder is deleted, when the worker
 * ends; a worker restarted after a failure starts a fresh one on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The first worker's port; worker n listens on E2E_PORT + n. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

// The first start seeds the demo database and imports the Bath addresses: seconds, longer on a busy machine.
const STARTUP_LIMIT_MS = 150_000;
const STOP_LIMIT_MS = 20_000;

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Signals serve.ts's process group: serve.ts, the service and the service's worker processes. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the group has exited
  }
}

async function startService(port: number): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/serve.ts'], {
    env: { ...process.env, PORT: String(port) },
    // A process group of its own, as Playwright gives a webServer: stopped as one, and on Linux (autogroup
    // scheduling) a share of the processor of its own, so that the tests running beside it do not slow its answers.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    output += chunk.toString();
    stream.write(`[service :${port}] ${chunk.toString()}`);
  };
  child.stdout!.on('data', forward(process.stdout));
  child.stderr!.on('data', forward(process.stderr));
  const exited = once(child, 'exit');
  // A worker that dies without its teardown must not leave the service (and its port and folder) behind.
  const stopWithWorker = () => signalGroup(child, 'SIGTERM');
  process.once('exit', stopWithWorker);

  const stop = async () => {
    process.removeListener('exit', stopWithWorker);
    if (!running(child)) return;
    // serve.ts stops the service, waits for it and deletes the data folder.
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(STOP_LIMIT_MS).then(() => false)]);
    if (!stopped) {
      signalGroup(child, 'SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (!running(child)) throw new Error(`The e2e service on port ${port} exited at start:\n${output}`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The e2e service on port ${port} was not ready within ${STARTUP_LIMIT_MS} ms:\n${output}`,
      );
    }
    await sleep(250);
  }
}

export const test = base.extend<object, { service: { baseURL: string } }>({
  service: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const service = await startService(E2E_PORT + workerInfo.parallelIndex);
      try {
        await use({ baseURL: service.baseURL });
      } finally {
        await service.stop();
      }
    },
    { scope: 'worker', timeout: STARTUP_LIMIT_MS + STOP_LIMIT_MS + 10_000 },
  ],
  baseURL: async ({ service }, use) => {
    await use(service.baseURL);
  },
});
