import { parseArgs } from 'node:util';
import countries from 'i18n-iso-countries';
import { FIXABLE_FIELDS, TARGET_FIELDS, type TargetField } from './column-mapping';
import { delimiterOption } from './delimiter';
import { ImportSetupError } from './import-setup-error';
import type { ImportOptions } from './import-plan';

export const USAGE = `Usage: npm run import:addresses -- <file> … [options]

Imports address points from CSV files into the database the service uses (DATA_DIR, or DATABASE_URL for
PostgreSQL). OpenAddresses files and files with common header names ("House number", "Street name", "zip",
"city", "state", "lat", "lon" …) are mapped automatically; --map names other columns. Re-importing a file
stores nothing twice. Bad rows are counted and listed with their line, never fatal.

Options:
  --country <code>      country of every row (ISO 3166-1 alpha-2), for files without a country column;
                        an OpenAddresses file at <country>/<region>/<name>.csv takes both from its path
  --region <region>     region of every row: up to 3 letters or digits is a code (MA, ENG), longer a name
  --city <name>         city of every row
  --postcode <code>     postcode of every row
                        A fixed value for a field the file has a column for is refused: add --map <field>=
                        to ignore that column.
  --map <field>=<col>   read <field> from column <col> (header name, any case); <field>= reads it from none
                        fields: ${TARGET_FIELDS.join(', ')}
  --delimiter <char>    field delimiter: a character or "tab" (default: the most frequent of , ; and tab
                        in the header line)
  --source <label>      stored with every row (default: the file's name)
  -h, --help            show this text

Examples:
  npm run import:addresses -- ../shared/data/address/osm-city-addresses-addressdata/us_ma_boston.csv \\
    --city Boston --region MA --country US
  npm run import:addresses -- openaddresses/us/ma/statewide.csv
`;

export type ImportArguments = { help: true } | { help: false; files: string[]; options: ImportOptions };

const OPTIONS = {
  country: { type: 'string' },
  region: { type: 'string' },
  city: { type: 'string' },
  postcode: { type: 'string' },
  map: { type: 'string', multiple: true },
  delimiter: { type: 'string' },
  source: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const isTargetField = (name: string): name is TargetField =>
  (TARGET_FIELDS as readonly string[]).includes(name);

function mapOption(entries: readonly string[]): ImportOptions['map'] {
  const map: ImportOptions['map'] = {};
  for (const entry of entries) {
    const equals = entry.indexOf('=');
    const field = entry.slice(0, Math.max(equals, 0)).trim();
    if (equals < 0 || !isTargetField(field)) {
      throw new ImportSetupError(
        `--map ${entry}: expected <field>=<column> with a field among ${TARGET_FIELDS.join(', ')}`,
      );
    }
    if (map[field] !== undefined) throw new ImportSetupError(`--map ${field} is given twice`);
    map[field] = entry.slice(equals + 1);
  }
  return map;
}

function fixedValue(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') throw new ImportSetupError(`--${name} is empty`);
  if (name !== 'country') return trimmed;
  const code = trimmed.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || !countries.isValid(code)) {
    throw new ImportSetupError(`--country ${value}: not an ISO 3166-1 alpha-2 country code (US, DE, GB …)`);
  }
  return code;
}

/** The command line of `import:addresses`; throws ImportSetupError naming the option that is wrong. */
export function parseImportArguments(argv: readonly string[]): ImportArguments {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ImportSetupError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length === 0) throw new ImportSetupError('no file given');
  const fixed: ImportOptions['fixed'] = {};
  for (const field of FIXABLE_FIELDS) {
    const value = fixedValue(field, values[field]);
    if (value !== undefined) fixed[field] = value;
  }
  return {
    help: false,
    files: positionals,
    options: {
      map: mapOption(values.map ?? []),
      fixed,
      ...(values.delimiter !== undefined && { delimiter: delimiterOption(values.delimiter) }),
      ...(values.source !== undefined && { source: values.source }),
    },
  };
}
