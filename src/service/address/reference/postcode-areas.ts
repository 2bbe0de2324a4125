import { cityKey, postcodeKey } from '../store/address-keys';
import { countryOf, regionOf, regionsForPostcode } from './countries';
import { lazy } from './lazy';
import { readJsonExports } from './package-files';

export interface PostcodeArea {
  country: string;
  /** National spelling: a US ZIP ('02135') or a Canadian forward sortation area ('K1A'). */
  postcode: string;
  /** postcodeKey(postcode). */
  key: string;
  city: string;
  regionCode: string;
  /** The area's centroid; NaN for the 306 US military ZIPs (APO/FPO) the data gives no position for. */
  latitude: number;
  longitude: number;
}

interface ZipcodesEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface CountryAreas {
  areas: readonly PostcodeArea[];
  byKey: ReadonlyMap<string, readonly PostcodeArea[]>;
  byCity: ReadonlyMap<string, readonly PostcodeArea[]>;
  /** The part of a full postcode key that names an area here: the 5-digit ZIP of a ZIP+4, the FSA of 'K1A0B1'. */
  areaKeyOf: (postcodeKey: string) => string;
}

function index(
  areas: PostcodeArea[],
  cityKeysOf: (area: PostcodeArea) => string[],
  areaKeyOf: (postcodeKey: string) => string,
): CountryAreas {
  const byKey = new Map<string, PostcodeArea[]>();
  const byCity = new Map<string, PostcodeArea[]>();
  const add = (map: Map<string, PostcodeArea[]>, key: string, area: PostcodeArea) => {
    const list = map.get(key);
    if (list) list.push(area);
    else map.set(key, [area]);
  };
  for (const area of areas) {
    add(byKey, area.key, area);
    for (const key of new Set(cityKeysOf(area))) add(byCity, key, area);
  }
  return { areas, byKey, byCity, areaKeyOf };
}

const usZips = lazy((): CountryAreas => {
  const { codes } = readJsonExports<{ codes: Record<string, ZipcodesEntry> }>('zipcodes', 'lib/codes.js');
  const areas = Object.values(codes).map((entry): PostcodeArea => {
    // The military ZIPs sit at 0,0 in the data, which is a real place in the Gulf of Guinea, not "unknown".
    const placed = entry.latitude !== 0 || entry.longitude !== 0;
    return {
      country: 'US',
      postcode: entry.zip,
      key: postcodeKey(entry.zip, 'US'),
      city: entry.city,
      regionCode: regionOf('US', entry.state)?.code ?? '',
      latitude: placed ? entry.latitude : NaN,
      longitude: placed ? entry.longitude : NaN,
    };
  });
  return index(
    areas,
    (area) => [cityKey(area.city)],
    (key) => key.slice(0, 5),
  );
});

/** Compass words that name a part of a city in Canadian FSA names ('Calgary Northwest', 'Saint John Central'). */
const CITY_PART = /\s+(north|south|east|west|northeast|northwest|southeast|southwest|central)$/i;

const canadianFsas = lazy((): CountryAreas => {
  const { codes } = readJsonExports<{ codes: Record<string, ZipcodesEntry> }>(
    'zipcodes',
    'lib/codesCanada.js',
  );
  const areas = Object.values(codes).map((entry): PostcodeArea => {
    // FSA names carry the neighbourhood in brackets: 'Ottawa (highland Park / Carlingwood)'.
    const city = entry.city.replace(/\s*\(.*$/, '').trim();
    // Some rows have a county in the province column; the FSA's first letter tells the province then.
    const byPostcode = regionsForPostcode('CA', entry.zip);
    const region = regionOf('CA', entry.state) ?? (byPostcode.length === 1 ? byPostcode[0] : undefined);
    return {
      country: 'CA',
      postcode: entry.zip,
      key: postcodeKey(entry.zip, 'CA'),
      city,
      regionCode: region?.code ?? '',
      latitude: entry.latitude,
      longitude: entry.longitude,
    };
  });
  return index(
    areas,
    (area) => [cityKey(area.city), cityKey(area.city.replace(CITY_PART, ''))],
    (key) => key.slice(0, 3),
  );
});

const SOURCES: Readonly<Record<string, () => CountryAreas>> = { US: usZips, CA: canadianFsas };

function areasOf(countryCode: string): CountryAreas | undefined {
  const country = countryOf(countryCode);
  return country && SOURCES[country.code]?.();
}

const NONE: readonly PostcodeArea[] = [];

/** The areas of a postcode key (postcodeKey): US ZIPs ('02135', ZIP+4 too), Canadian FSAs ('K1A' or 'K1A0B1'). */
export function postcodeAreas(countryCode: string, postcodeKey: string): readonly PostcodeArea[] {
  const areas = areasOf(countryCode);
  return (areas && areas.byKey.get(areas.areaKeyOf(postcodeKey))) ?? NONE;
}

export function postcodeAreasOf(countryCode: string): readonly PostcodeArea[] {
  return areasOf(countryCode)?.areas ?? NONE;
}

/** The areas of a city by its cityKey: the ZIPs of 'boston'; the FSAs of 'calgary' (also 'Calgary Northwest'). */
/**
 * The areas a city's post office names. GeoNames calls a few cities "… City" where the post drops the word: the
 * bundled place "New York City" has its ZIPs under "New York".
 */
export function postcodeAreasNamed(countryCode: string, cityKey: string): readonly PostcodeArea[] {
  const byCity = areasOf(countryCode)?.byCity;
  const postal = cityKey.endsWith(' city') ? byCity?.get(cityKey.slice(0, -' city'.length)) : undefined;
  return byCity?.get(cityKey) ?? postal ?? NONE;
}
