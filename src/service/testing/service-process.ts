import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './postgres-server';
import { QUIET_SERVICE_SETTINGS } from './quiet-service-settings';
import type { ServiceConfig } from '../config/env';

export interface ServiceProcess {
  baseUrl: string;
  pid: number;
  close(): Promise<void>;
}

/** How long a test waits for a service to become ready; a benchmark's store of a million records may ask for more. */
const STARTUP_LIMIT_MS = 120_000;

/** The bundle `npm run build:service` writes and `npm start` runs. */
export const BUILT_SERVICE = 'dist-service/main.js';

/**
 * What a service process runs: the shipped bundle when `built`; in a test run, the bundle it built at its start
 * (STEWARD_SERVICE_BUNDLE: scripts/integration-global-setup.ts, e2e/support/service-bundle.ts); otherwise the
 * sources through tsx, which compiles them in every process it starts.
 */
export function serviceEntry(built = false): string[] {
  if (built) return [BUILT_SERVICE];
  const bundle = process.env['STEWARD_SERVICE_BUNDLE'];
  return bundle ? [bundle] : ['--import', 'tsx', 'src/service/main.ts'];
}

/**
 * The service in a process of its own, on a free loopback port, with `env` added to this process's environment:
 * from a bundle or its sources (serviceEntry; `built`: the bundle `npm start` runs, as benchmarks measure it), with
 * `nodeFlags` for Node itself (`--cpu-prof`, which NODE_OPTIONS may not carry; its workers inherit them) and its log
 * appended to `logFile` when given. Ready once it answers /readyz; `close` stops it with SIGTERM and waits for it to
 * exit.
 */
export async function startServiceProcess(
  env: Record<string, string>,
  options: { built?: boolean; readyWithinMs?: number; nodeFlags?: string[]; logFile?: string } = {},
): Promise<ServiceProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const entry = serviceEntry(options.built);
  const log = options.logFile === undefined ? undefined : fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: log === undefined ? ['ignore', 'ignore', 'pipe'] : ['ignore', log, log],
  });
  let stderr = options.logFile === undefined ? '' : `see ${options.logFile}`;
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A test run or benchmark that dies before closing the service must not leave it running (and holding a port and
  // its memory): the service stops its own workers on SIGTERM.
  const stopWithParent = () => child.kill('SIGTERM');
  process.once('exit', stopWithParent);
  child.once('exit', () => process.removeListener('exit', stopWithParent));
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + (options.readyWithinMs ?? STARTUP_LIMIT_MS);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The service exited at start: ${stderr}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, pid: child.pid!, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`The service did not become ready: ${stderr}`);
    }
    await sleep(200);
  }
}

/**
 * A second service process on the test service's PostgreSQL database, as a scaled-out deployment runs it. It trusts
 * its embedded provider as its external issuer, so tokens from one are accepted by both.
 */
export function startPeerProcess(
  config: ServiceConfig,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  const { database, oidc } = config;
  if (database.kind !== 'postgres') throw new Error('Only PostgreSQL is shared by several service processes');
  return startServiceProcess({
    DATABASE_URL: database.url,
    OIDC_ISSUER: oidc.issuer,
    ...QUIET_SERVICE_SETTINGS,
    ...env,
  });
}
