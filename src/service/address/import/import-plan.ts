import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  isOpenAddressesHeader,
  mapColumns,
  TARGET_FIELDS,
  type ColumnMapping,
  type FixableField,
  type TargetField,
} from './column-mapping';
import { detectDelimiter } from './delimiter';
import { ImportSetupError } from './import-setup-error';
import { locationFromPath } from './path-location';

export interface ImportOptions {
  /** `--map field=Header`; '' leaves the field out. */
  map: Partial<Record<TargetField, string>>;
  fixed: Partial<Record<FixableField, string>>;
  /** Undefined: detected from the header line. */
  delimiter?: string;
  /** Stored with every row; the file's name when not given. */
  source?: string;
}

/** One file, checked and ready to stream: everything that could be wrong with the request has been found. */
export interface ImportPlan {
  file: string;
  bytes: number;
  delimiter: string;
  header: string[];
  mapping: ColumnMapping;
  source: string;
  /** What was decided about the file that the command line did not say, shown before the import starts. */
  notes: string[];
}

/** Enough for any header line; a longer one is read as far as this goes. */
const HEADER_BYTES = 64 * 1024;

/** The first line of a file, a byte-order mark left out. */
export async function readHeaderLine(file: string): Promise<string> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    const text = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    return text.split(/\r?\n|\r/, 1)[0]!;
  } finally {
    await handle.close();
  }
}

/** The size of the file to import; throws ImportSetupError when it is missing or no file. */
export async function fileSize(file: string): Promise<number> {
  const stats = await fs.stat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new ImportSetupError(`${file}: no such file`);
    throw new ImportSetupError(`${file}: cannot be read (${error.message})`);
  });
  if (!stats.isFile()) throw new ImportSetupError(`${file}: not a file`);
  return stats.size;
}

const describeSource = (mapping: ColumnMapping, field: TargetField) => {
  const source = mapping[field];
  if (!source) return undefined;
  if ('fixed' in source) return `${field} = ${source.fixed}`;
  return `${field} ← "${source.header}"${source.fallback ? ` (${source.fallback} where empty)` : ''}`;
};

function missingFieldProblem(
  mapping: ColumnMapping,
  header: string[],
  openAddresses: boolean,
): string | undefined {
  const columns = `its columns: ${header.map((name) => `"${name}"`).join(', ')}`;
  const street = mapping.street;
  if (!street || !('column' in street)) {
    return `no street column (${columns}); name it with --map street=<column>`;
  }
  if (!mapping.country) {
    const where = openAddresses
      ? ', or keep the file at <country>/<region>/<name>.csv as OpenAddresses does'
      : '';
    return `no country: the file has no country column; give --country <two-letter code>${where}`;
  }
  if (!mapping.city)
    return `no city: the file has no city column (${columns}); give --city <name> or --map city=<column>`;
  if (!mapping.latitude !== !mapping.longitude) {
    const [has, lacks] = mapping.latitude ? ['latitude', 'longitude'] : ['longitude', 'latitude'];
    return `the file has a ${has} column but no ${lacks} column; map it with --map ${lacks}=<column> or drop the other with --map ${has}=`;
  }
  return undefined;
}

/** Reads a file's header and decides how each row becomes an address; throws ImportSetupError for a bad request. */
export async function planImport(file: string, options: ImportOptions): Promise<ImportPlan> {
  const bytes = await fileSize(file);
  const headerLine = await readHeaderLine(file);
  if (headerLine.trim() === '')
    throw new ImportSetupError(`${file}: the first line is empty; it must be the header`);
  const delimiter = options.delimiter ?? detectDelimiter(headerLine);
  const [header] = parse(headerLine, {
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
  }) as string[][];
  const notes: string[] = [];
  if (delimiter !== ',') notes.push(`delimiter ${JSON.stringify(delimiter)}`);

  let mapping: ColumnMapping;
  let ignored: string[];
  try {
    ({ mapping, ignored } = mapColumns(header!, options));
  } catch (error) {
    if (error instanceof ImportSetupError) throw new ImportSetupError(`${file}: ${error.message}`);
    throw error;
  }
  const openAddresses = isOpenAddressesHeader(header!);
  if (openAddresses) notes.push('OpenAddresses format');
  const location = openAddresses && !mapping.country ? locationFromPath(file) : undefined;
  if (location) {
    mapping.country = { fixed: location.country };
    const region = mapping.region;
    if (location.region && !region) mapping.region = { fixed: location.region };
    if (location.region && region && 'column' in region) region.fallback = location.region;
    notes.push(
      `country ${location.country}${location.region ? ` and region ${location.region}` : ''} from the file's path`,
    );
  }
  const problem = missingFieldProblem(mapping, header!, openAddresses);
  if (problem) throw new ImportSetupError(`${file}: ${problem}`);

  notes.push(
    TARGET_FIELDS.map((field) => describeSource(mapping, field))
      .filter(Boolean)
      .join(', '),
  );
  if (ignored.length > 0) notes.push(`not read: ${ignored.map((name) => `"${name}"`).join(', ')}`);
  return {
    file,
    bytes,
    delimiter,
    header: header!,
    mapping,
    source: options.source ?? path.basename(file),
    notes,
  };
}
