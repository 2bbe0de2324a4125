import { ConfigError, loadConfig } from '../../config/env';
import { migrateToLatest, openStore } from '../../storage/database';
import { importAddresses } from './import-addresses';
import { parseImportArguments, USAGE } from './import-arguments';
import { planImport, type ImportPlan } from './import-plan';
import { progressOn } from './import-progress';
import { formatSummary } from './import-report';
import { ImportSetupError } from './import-setup-error';

export interface CommandOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface CommandIO {
  /** The service's environment: DATA_DIR or DATABASE_URL say where the points go. */
  env: NodeJS.ProcessEnv;
  /** Notes before the import and the summary after it. */
  stdout: CommandOutput;
  /** Progress, and what went wrong. */
  stderr: CommandOutput;
}

/** Exit status for a request that cannot be run as given; nothing has been written. */
export const USAGE_ERROR = 2;

/**
 * `npm run import:addresses`: checks every file and option before it opens the database, so a wrong request
 * writes nothing; then imports the files and prints what became of each row. Answers the exit status.
 */
export async function runImportCommand(argv: readonly string[], io: CommandIO): Promise<number> {
  let plans: ImportPlan[];
  let config;
  try {
    const request = parseImportArguments(argv);
    if (request.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    plans = [];
    for (const file of request.files) plans.push(await planImport(file, request.options));
    config = loadConfig(io.env);
  } catch (error) {
    if (!(error instanceof ImportSetupError || error instanceof ConfigError)) throw error;
    io.stderr.write(
      `import:addresses: ${error.message}\nnpm run import:addresses -- --help shows the options\n`,
    );
    return USAGE_ERROR;
  }
  for (const plan of plans) io.stdout.write(`${plan.file}: ${plan.notes.join('; ')}\n`);

  const store = openStore(config.database);
  try {
    await migrateToLatest(store);
    const summary = await importAddresses(store, plans, progressOn(io.stderr));
    io.stdout.write(formatSummary(summary));
    return 0;
  } catch (error) {
    io.stderr.write(`import:addresses failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await store.close();
  }
}
