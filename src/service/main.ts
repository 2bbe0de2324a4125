import { buildApp } from './app';
import { ConfigError, loadConfig, type ServiceConfig } from './config/env';
import { prepareStore } from './startup';
import { openStore } from './storage/database';

function readConfig(): ServiceConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const store = openStore(config.database);
  const seeded = await prepareStore(store, config);
  const app = await buildApp(config, store);
  if (seeded > 0) app.log.info({ records: seeded }, 'loaded the demo configuration and data');
  if (!config.demoMode) app.log.info('demo mode is off: demo users cannot sign in');

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
  app.log.info(
    { url: config.publicUrl, database: config.database.kind, issuer: config.oidc.issuer },
    `Steward is ready at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Steward failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
