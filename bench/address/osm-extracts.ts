import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { FixableField } from '../../src/service/address/import/column-mapping';
import { planImport } from '../../src/service/address/import/import-plan';
import { pointReader } from '../../src/service/address/import/point-reader';
import type { AddressPointRow } from '../../src/service/address/store/address-point';

/** Read in place, never copied (ODbL, © OpenStreetMap contributors; see SOURCE.md there). */
export const OSM_DIR = path.resolve(
  import.meta.dirname,
  '../../../shared/data/address/osm-city-addresses-addressdata',
);

/** One city file: its rows hold only number, street, postcode and position; the rest is implied by the file. */
export interface Extract {
  file: string;
  country: string;
  /** Given to validate only where the country writes it in its addresses. */
  region?: string;
  city: string;
}

export const EXTRACTS: readonly Extract[] = [
  { file: 'de_schleswig-holstein_kiel.csv', country: 'DE', city: 'Kiel' },
  { file: 'de_brandenburg_potsdam.csv', country: 'DE', city: 'Potsdam' },
  { file: 'us_ma_boston.csv', country: 'US', region: 'MA', city: 'Boston' },
  { file: 'gb_england_bristol.csv', country: 'GB', city: 'Bristol' },
  { file: 'gb_england_bath.csv', country: 'GB', city: 'Bath' },
];

export const extractPath = (extract: Extract) => path.join(OSM_DIR, extract.file);

/** The fixed values the import is given for a file, as `--country DE --city Kiel` would give them. */
export function extractImportValues(extract: Extract): Partial<Record<FixableField, string>> {
  return {
    country: extract.country,
    city: extract.city,
    ...(extract.region ? { region: extract.region } : {}),
  };
}

/** An address of an extract as the import stores it: the row (with its id) and the extract it came from. */
export interface TruePoint {
  extract: Extract;
  row: AddressPointRow;
}

/**
 * Every storable address of an extract, once per stored identity, read with the import's own plan and row reader
 * so the rows and ids are exactly those the import stores and find answers in its Address containers.
 */
export async function readExtract(extract: Extract): Promise<TruePoint[]> {
  const plan = await planImport(extractPath(extract), { map: {}, fixed: extractImportValues(extract) });
  const read = pointReader(plan.mapping, plan.source);
  const records = parse(fs.readFileSync(plan.file), {
    bom: true,
    from_line: 2,
    delimiter: plan.delimiter,
    relax_column_count: true,
  }) as string[][];
  const points = new Map<string, TruePoint>();
  for (const record of records) {
    for (const outcome of read(record)) {
      if ('row' in outcome && !points.has(outcome.row.id))
        points.set(outcome.row.id, { extract, row: outcome.row });
    }
  }
  return [...points.values()];
}

/** The street line as people write it: "438 Washington Street" in the US and GB, "Johannesstraße 1" in Germany. */
export function streetLine(point: TruePoint): string {
  const { street, number } = point.row;
  return point.extract.country === 'DE' ? `${street} ${number}` : `${number} ${street}`;
}
