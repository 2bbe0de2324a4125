import { regionOf } from '../reference/countries';
import { cityKey, postcodeKey } from '../store/address-keys';
import { postalPlaceId, type PostalPlaceRow } from '../store/postal-place';
import type { RecordLayout, RecordReader } from './file-batches';
import { ImportSetupError } from './import-setup-error';

/** The header of the CSV conversion (zauberware's); GeoNames' own dump has none. */
export const GEONAMES_CSV_HEADER =
  'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude';

/** GeoNames' dump: country, postal code, place, admin1–3 names and codes, latitude, longitude, accuracy. */
const TSV_COLUMNS = 12;

/**
 * The layout of a postal-code file from its first line: GeoNames' tab-separated dump (allCountries.txt, DE.txt)
 * or its CSV conversion with a header. Both put the fields this import reads in the same positions.
 */
export function geonamesLayout(file: string, firstLine: string): RecordLayout {
  const line = firstLine.replace(/^\uFEFF/, '').trim();
  if (line.toLowerCase() === GEONAMES_CSV_HEADER) {
    return {
      delimiter: ',',
      header: true,
      columns: GEONAMES_CSV_HEADER.split(',').length,
      columnsOf: 'the header',
      quotes: true,
    };
  }
  if (firstLine.split('\t').length === TSV_COLUMNS) {
    return {
      delimiter: '\t',
      header: false,
      columns: TSV_COLUMNS,
      columnsOf: 'a GeoNames row',
      quotes: false,
    };
  }
  throw new ImportSetupError(
    `${file}: not a GeoNames postal-code file: expected ${TSV_COLUMNS} tab-separated columns (allCountries.txt, ` +
      `DE.txt) or the CSV header ${GEONAMES_CSV_HEADER}`,
  );
}

const COORDINATE_LIMIT = { latitude: 90, longitude: 180 } as const;

function coordinate(text: string, field: keyof typeof COORDINATE_LIMIT): number | null | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { problem: `${field} "${trimmed}" is not a number` };
  if (Math.abs(value) > COORDINATE_LIMIT[field])
    return { problem: `${field} ${value} is beyond ±${COORDINATE_LIMIT[field]}` };
  return value;
}

/**
 * Reads a record of either layout into the postcode × place it stores, or the problem that keeps it out. The
 * region is looked up by its admin1 name once per country and name: the codes GeoNames gives are its own
 * numbering ('01'), which would be mistaken for ISO subdivision codes.
 */
export function geonamesPostalReader(): RecordReader<PostalPlaceRow> {
  const regions = new Map<string, string>();
  const regionCode = (country: string, name: string) => {
    const memo = `${country}|${name}`;
    let code = regions.get(memo);
    if (code === undefined)
      regions.set(memo, (code = name === '' ? '' : (regionOf(country, name)?.code ?? '')));
    return code;
  };
  return (record) => {
    const country = record[0]!.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) return [{ problem: `country "${record[0]}" is not a two-letter code` }];
    const postcode = record[1]!.trim();
    if (postcode === '') return [{ problem: 'no postal code' }];
    const place = record[2]!.trim();
    const key = cityKey(place);
    if (key === '') return [{ problem: 'no place name' }];
    const latitude = coordinate(record[9]!, 'latitude');
    if (latitude !== null && typeof latitude === 'object') return [latitude];
    const longitude = coordinate(record[10]!, 'longitude');
    if (longitude !== null && typeof longitude === 'object') return [longitude];
    const region = record[3]!.trim();
    const row = {
      country,
      postcode,
      postcode_key: postcodeKey(postcode, country),
      place,
      place_key: key,
      region_code: regionCode(country, region),
      region,
      latitude,
      longitude,
    };
    return [{ row: { id: postalPlaceId(row), ...row } }];
  };
}
