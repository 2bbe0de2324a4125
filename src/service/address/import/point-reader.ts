import { toPointRow, type AddressPointInput, type PointOutcome } from '../store/address-point';
import type { ColumnMapping, FieldSource } from './column-mapping';

type Cell = (record: readonly string[]) => string | undefined;

function cell(source: FieldSource | undefined): Cell {
  if (!source) return () => undefined;
  if ('fixed' in source) {
    const value = source.fixed;
    return () => value;
  }
  const { column, fallback } = source;
  if (fallback === undefined) return (record) => record[column];
  return (record) => {
    const value = record[column];
    return value === undefined || value.trim() === '' ? fallback : value;
  };
}

/** A region written with at most three letters or digits is a code ("MA", "ENG", "75"), anything longer a name. */
const REGION_CODE = /^[\p{L}\p{N}]{1,3}$/u;

/** An empty cell is no value; a decimal comma ("52,39") is read as a point, as `;`-separated files write it. */
function readNumber(text: string | undefined, field: string): number | undefined | { problem: string } {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const value = Number(trimmed.includes('.') ? trimmed : trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : { problem: `${field} "${trimmed}" is not a number` };
}

/** OpenStreetMap writes one entrance for several numbers as a list: "141;145", "2,4". */
const NUMBER_LIST = /[;,]/;

/**
 * Turns one CSV record (of the header's length) into the rows to store — one per number of a number list — or
 * says what is wrong with it.
 */
export function pointReader(
  mapping: ColumnMapping,
  source: string,
): (record: readonly string[]) => PointOutcome[] {
  const country = cell(mapping.country);
  const region = cell(mapping.region);
  const city = cell(mapping.city);
  const postcode = cell(mapping.postcode);
  const street = cell(mapping.street);
  const number = cell(mapping.number);
  const unit = cell(mapping.unit);
  const latitudeText = cell(mapping.latitude);
  const longitudeText = cell(mapping.longitude);
  // A file mostly repeats one region: its reading is remembered from the row before.
  let lastRegion: string | undefined;
  let lastRegionIsCode = false;
  return (record) => {
    const latitude = readNumber(latitudeText(record), 'latitude');
    if (typeof latitude === 'object') return [latitude];
    const longitude = readNumber(longitudeText(record), 'longitude');
    if (typeof longitude === 'object') return [longitude];
    const regionValue = region(record)?.trim() ?? '';
    if (regionValue !== lastRegion) {
      lastRegion = regionValue;
      lastRegionIsCode = REGION_CODE.test(regionValue);
    }
    const isCode = lastRegionIsCode;
    const numbers = number(record) ?? '';
    // toPointRow keeps nothing of its input, so one input serves every number of a list.
    const point: AddressPointInput = {
      country: country(record) ?? '',
      regionCode: isCode ? regionValue : '',
      region: isCode ? '' : regionValue,
      city: city(record) ?? '',
      postcode: postcode(record),
      street: street(record) ?? '',
      number: numbers,
      unit: unit(record),
      latitude,
      longitude,
      source,
    };
    if (!NUMBER_LIST.test(numbers)) return [toPointRow(point)];
    const outcomes: PointOutcome[] = [];
    for (const one of numbers.split(NUMBER_LIST)) {
      if (one.trim() === '') continue;
      point.number = one;
      outcomes.push(toPointRow(point));
    }
    return outcomes;
  };
}
