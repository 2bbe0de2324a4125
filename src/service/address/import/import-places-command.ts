import { ConfigError, loadConfig } from '../../config/env';
import { migrateToLatest, openStore } from '../../storage/database';
import { USAGE_ERROR, type CommandIO } from './import-command';
import { importPlaces, planPlacesImport, type PlacesImportSummary, type PlacesPlan } from './import-places';
import { progressOn } from './import-progress';
import { fileLines } from './import-report';
import { ImportSetupError } from './import-setup-error';

export const PLACES_USAGE = `Usage: npm run import:places -- <file> …

Imports GeoNames postal codes (https://download.geonames.org/export/zip/, CC-BY-4.0) into the database the
service uses (DATA_DIR, or DATABASE_URL for PostgreSQL), so that validate checks postcode and place in
every country the files hold. Reads GeoNames' tab-separated dumps (allCountries.txt, DE.txt …) and their CSV
conversion with the header country_code,zipcode,place,state,…,latitude,longitude. Importing a file again
changes nothing; importing a country again replaces its postal places with the new file's. One import runs at
a time on a database; another started meanwhile stops and writes nothing. Bad rows are counted and listed
with their line, never fatal.

Options:
  -h, --help            show this text

Example:
  npm run import:places -- allCountries.txt
`;

const count = (value: number) => value.toLocaleString('en-US');

function formatPlacesSummary(summary: PlacesImportSummary): string {
  const lines = fileLines(summary.files);
  lines.push(`countries: ${summary.countries.join(', ') || 'none'}`);
  if (summary.removed > 0)
    lines.push(`${count(summary.removed)} postal places these countries no longer have were removed`);
  lines.push(
    summary.version === undefined
      ? 'nothing changed; postal places version unchanged'
      : `postal places version ${summary.version}: running services reload their postal places`,
  );
  return `${lines.join('\n')}\n`;
}

/**
 * `npm run import:places`: checks every file before it opens the database, so a wrong request writes nothing;
 * then imports the files and prints what became of each row. Answers the exit status.
 */
export async function runImportPlacesCommand(argv: readonly string[], io: CommandIO): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(PLACES_USAGE);
    return 0;
  }
  let plans: PlacesPlan[];
  let config;
  try {
    const option = argv.find((argument) => argument.startsWith('-'));
    if (option) throw new ImportSetupError(`Unknown option '${option}'`);
    if (argv.length === 0) throw new ImportSetupError('no file given');
    plans = [];
    for (const file of argv) plans.push(await planPlacesImport(file));
    config = loadConfig(io.env);
  } catch (error) {
    if (!(error instanceof ImportSetupError || error instanceof ConfigError)) throw error;
    io.stderr.write(`import:places: ${error.message}\nnpm run import:places -- --help shows the usage\n`);
    return USAGE_ERROR;
  }
  for (const plan of plans) {
    const format = plan.layout.header ? 'GeoNames CSV with header' : 'GeoNames tab-separated dump';
    io.stdout.write(`${plan.file}: ${format}\n`);
  }

  const store = openStore(config.database);
  try {
    await migrateToLatest(store);
    const summary = await importPlaces(store, plans, progressOn(io.stderr));
    io.stdout.write(formatPlacesSummary(summary));
    return 0;
  } catch (error) {
    io.stderr.write(`import:places failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await store.close();
  }
}
