import { ImportSetupError } from './import-setup-error';

/** What an import fills in for each address; the file's columns map onto these. */
export const TARGET_FIELDS = [
  'country',
  'region',
  'city',
  'postcode',
  'street',
  'number',
  'unit',
  'latitude',
  'longitude',
] as const;
export type TargetField = (typeof TARGET_FIELDS)[number];

/** Fields a file may hold once for all its rows: given on the command line when the rows lack them. */
export const FIXABLE_FIELDS = ['country', 'region', 'city', 'postcode'] as const;
export type FixableField = (typeof FIXABLE_FIELDS)[number];

export type FieldSource =
  | {
      column: number;
      header: string;
      /** Taken where the cell is empty (a value inferred from the file's path, never one the user gave). */
      fallback?: string;
    }
  | { fixed: string };

export type ColumnMapping = Partial<Record<TargetField, FieldSource>>;

export interface MappingRequest {
  /** `--map field=Header`; an empty header leaves the field out even when a column would match it. */
  map: Partial<Record<TargetField, string>>;
  fixed: Partial<Record<FixableField, string>>;
}

export interface MappedColumns {
  mapping: ColumnMapping;
  /** Columns no field reads, as the header writes them. */
  ignored: string[];
}

/**
 * Header names each field is recognised by, compared in lower case without spaces or punctuation, so "House
 * number", "house_number", "HOUSENUMBER" and OpenStreetMap's "addr:housenumber" are one name. OpenAddresses'
 * LON, LAT, NUMBER, STREET, UNIT, CITY, REGION and POSTCODE are among them; its DISTRICT, ID and HASH are not read.
 */
const HEADER_NAMES: Record<TargetField, readonly string[]> = {
  country: ['country', 'countrycode', 'addrcountry'],
  region: ['region', 'regioncode', 'state', 'statecode', 'province', 'addrstate', 'addrprovince'],
  city: ['city', 'town', 'locality', 'municipality', 'addrcity'],
  postcode: ['postcode', 'postalcode', 'zip', 'zipcode', 'plz', 'addrpostcode'],
  street: ['street', 'streetname', 'road', 'addrstreet'],
  number: ['number', 'housenumber', 'housenr', 'houseno', 'streetnumber', 'addrhousenumber'],
  unit: ['unit', 'apartment', 'apt', 'flat', 'suite', 'addrunit'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lon', 'lng', 'long'],
};

const OPENADDRESSES_HEADER = [
  'lon',
  'lat',
  'number',
  'street',
  'unit',
  'city',
  'district',
  'region',
  'postcode',
  'id',
  'hash',
];

export const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** An OpenAddresses CSV has every one of its eleven columns, in any case. */
export function isOpenAddressesHeader(header: readonly string[]): boolean {
  const keys = new Set(header.map(headerKey));
  return OPENADDRESSES_HEADER.every((name) => keys.has(name));
}

const quoteList = (headers: readonly string[]) => headers.map((header) => `"${header}"`).join(', ');

function explicitColumn(header: readonly string[], field: TargetField, chosen: string): number {
  const wanted = chosen.trim().toLowerCase();
  const index = header.findIndex((name) => name.trim().toLowerCase() === wanted);
  if (index < 0) {
    throw new ImportSetupError(
      `--map ${field}=${chosen}: the file has no column "${chosen}" (its columns: ${quoteList(header)})`,
    );
  }
  return index;
}

function recognisedColumn(
  header: readonly string[],
  field: TargetField,
  taken: Set<number>,
): number | undefined {
  const matches = header.flatMap((name, index) =>
    !taken.has(index) && HEADER_NAMES[field].includes(headerKey(name)) ? [index] : [],
  );
  if (matches.length > 1) {
    throw new ImportSetupError(
      `columns ${quoteList(matches.map((index) => header[index]!))} all look like the ${field}; ` +
        `choose one with --map ${field}=<column>`,
    );
  }
  return matches[0];
}

/**
 * Which column (or fixed value) fills each field. `--map` wins over recognised names; a fixed value fills a field
 * the file has no column for. A fixed value for a field the file does have is refused rather than silently
 * preferred to the column or to the value: `--map field=` drops the column, and the fixed value then applies.
 */
export function mapColumns(header: readonly string[], request: MappingRequest): MappedColumns {
  const mapping: ColumnMapping = {};
  const taken = new Set<number>();
  for (const field of TARGET_FIELDS) {
    const chosen = request.map[field];
    if (chosen === undefined || chosen === '') continue;
    const column = explicitColumn(header, field, chosen);
    mapping[field] = { column, header: header[column]! };
    taken.add(column);
  }
  for (const field of TARGET_FIELDS) {
    if (request.map[field] !== undefined) continue;
    const column = recognisedColumn(header, field, taken);
    if (column === undefined) continue;
    mapping[field] = { column, header: header[column]! };
    taken.add(column);
  }
  for (const field of FIXABLE_FIELDS) {
    const value = request.fixed[field];
    if (value === undefined) continue;
    const source = mapping[field];
    if (source && 'column' in source) {
      throw new ImportSetupError(
        `--${field} ${value}: the file has a ${field} column "${source.header}"; ` +
          `add --map ${field}= to ignore that column and use ${value} for every row`,
      );
    }
    mapping[field] = { fixed: value };
  }
  return { mapping, ignored: header.filter((_, index) => !taken.has(index)) };
}
