import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino, type Logger } from 'pino';
import type { ServiceConfig } from '../config/env';
import { serveRequestCounts } from './request-counts';
import { serveWriteLock } from './write-lock';

/** Set on the worker that prepares the store before the serving workers start. */
export const PREPARING_ENV = 'STEWARD_PREPARING';

/** What the preparing worker reports before it exits. */
export interface Prepared {
  seeded: number;
}

/** A worker that dies within this long of starting is restarted only after a pause, so a crash loop stays slow. */
const STEADY_AFTER_MS = 30_000;
const RESTART_PAUSE_MS = 2_000;

/**
 * V8's young generation in the service processes: semi-spaces of 64 MB instead of 16. A validation leaves about
 * 100 KB of short-lived objects; with the default a scavenge, 5–20 ms once a million addresses' street index is
 * in the heap, fell on about one request in a hundred and set the p99 of validations one at a time (6.0 and
 * 6.1 ms against 4.1 and 5.1 ms with it, alternated runs at a million addresses). It costs up to about 100 MB of
 * memory per process. An operator's own `--max-semi-space-size` (command line or NODE_OPTIONS) is kept.
 */
const YOUNG_GENERATION = '--max-semi-space-size=64';

function workerExecArgv(): string[] {
  const given = [...process.execArgv, process.env['NODE_OPTIONS'] ?? ''].some((option) =>
    option.includes('--max-semi-space-size'),
  );
  return given ? process.execArgv : [...process.execArgv, YOUNG_GENERATION];
}

/**
 * Runs a worker that brings the store up to date (migrations, the demo, index entries) once, before any serves.
 * Answers false when it failed.
 */
async function prepareStore(log: Logger): Promise<boolean> {
  const preparing = cluster.fork({ [PREPARING_ENV]: '1' });
  preparing.on('message', (message: Prepared) => {
    if (message.seeded > 0) log.info({ records: message.seeded }, 'loaded the demo configuration and data');
  });
  const [code] = (await once(preparing, 'exit')) as [number | null];
  return code === 0;
}

/**
 * The primary of a service run as several processes (SERVICE_PROCESSES). It loads none of the service itself, so
 * it stays small: a worker prepares the store, then it forks the serving workers, which each serve HTTP on the one
 * port (node:cluster hands connections round). It keeps them running (a worker that dies is started again), lends
 * them the SQLite write lock, counts their API requests on SQLite (one rate limit for all of them), and on SIGTERM
 * or SIGINT stops them and waits for them to drain. Answers when all have stopped.
 */
export async function superviseWorkers(config: ServiceConfig): Promise<void> {
  const log = pino({ level: config.logLevel });
  cluster.setupPrimary({ execArgv: workerExecArgv() });
  if (!(await prepareStore(log))) {
    log.error('preparing the store failed; see the message above');
    process.exit(1);
  }
  if (!config.demoMode) log.info('demo mode is off: demo users cannot sign in');
  if (config.database.kind === 'sqlite') {
    serveWriteLock(cluster);
    serveRequestCounts(cluster);
  }
  let stopping = false;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.serviceProcesses) {
      log.info(
        { url: config.publicUrl, database: config.database.kind, processes: config.serviceProcesses },
        `Steward is ready at ${config.publicUrl}`,
      );
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) return;
    listening = Math.max(0, listening - 1);
    log.error({ pid: worker.process.pid, code, signal }, 'a service process stopped; starting another');
    void sleep(uptime < STEADY_AFTER_MS ? RESTART_PAUSE_MS : 0).then(() => !stopping && fork());
  });

  const stopped = new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down');
      const deadline = setTimeout(() => {
        log.error('shutdown timed out; stopping the service processes');
        for (const worker of started.keys()) worker.process.kill('SIGKILL');
      }, config.shutdownTimeoutMs).unref();
      cluster.on('exit', () => {
        if (started.size > 0) return;
        clearTimeout(deadline);
        resolve();
      });
      for (const worker of started.keys()) worker.process.kill('SIGTERM');
      if (started.size === 0) resolve();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });

  for (let i = 0; i < config.serviceProcesses; i++) fork();
  await stopped;
}
