import cluster from 'node:cluster';
import { buildApp } from './app';
import { writeLockClient } from './processes/write-lock';
import type { ServiceConfig } from './config/env';
import { RecordTypeStore } from './records/record-type-store';
import { prepareStore, startMatchIndex } from './startup';
import { openStore } from './storage/database';

/**
 * The service in this process: it prepares the store and serves (the only process), or only serves (a worker of
 * a primary, which had the store prepared first).
 */
export async function runService(config: ServiceConfig): Promise<void> {
  const worker = cluster.isWorker;
  const store = openStore(
    config.database,
    worker && config.database.kind === 'sqlite' ? writeLockClient() : undefined,
  );
  const seeded = worker ? 0 : await prepareStore(store, config);
  const app = await buildApp(config, store);
  if (seeded > 0) app.log.info({ records: seeded }, 'loaded the demo configuration and data');
  if (!config.demoMode && !worker) app.log.info('demo mode is off: demo users cannot sign in');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    await app.close();
    await store.close();
    clearTimeout(deadline);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (!worker) {
    app.log.info(
      { url: config.publicUrl, database: config.database.kind, issuer: config.oidc.issuer },
      `Steward is ready at ${config.publicUrl}`,
    );
  }
}

/**
 * Brings the store up to date for the workers a primary starts next: the one-time work of a start. That includes
 * a current snapshot of the match index, which every worker then maps rather than building an index of its own:
 * the workers share the snapshot's memory (index-image.ts).
 */
export async function prepareForWorkers(config: ServiceConfig): Promise<number> {
  const store = openStore(config.database);
  try {
    const seeded = await prepareStore(store, config);
    const recordTypes = new RecordTypeStore(store.db);
    await recordTypes.load();
    await (await startMatchIndex(store, config, recordTypes)).saveSnapshotIfBehind();
    return seeded;
  } finally {
    await store.close();
  }
}
