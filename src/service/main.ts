import cluster from 'node:cluster';
import { PREPARING_ENV, superviseWorkers, type Prepared } from './processes/service-processes';
import { ConfigError, loadConfig, type ServiceConfig } from './config/env';

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

/**
 * One process, or a primary that supervises several (SERVICE_PROCESSES). The service is imported only where it
 * runs, so that the primary stays small.
 */
async function main() {
  const config = readConfig();
  if (cluster.isPrimary && config.serviceProcesses > 1) {
    await superviseWorkers(config);
    process.exit(0);
  }
  const { prepareForWorkers, runService } = await import('./run-service');
  if (cluster.isWorker && process.env[PREPARING_ENV]) {
    const seeded = await prepareForWorkers(config);
    process.send!({ seeded } satisfies Prepared, () => process.exit(0));
    return;
  }
  await runService(config);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Steward failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
