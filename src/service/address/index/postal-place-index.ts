import { placesOf } from '../reference/places';
import type { PostalPlaceRow } from '../store/postal-place';

/** One postcode × place of the imported GeoNames postal codes. */
export interface PostalPlace {
  country: string;
  postcode: string;
  postcodeKey: string;
  /** Local language, as GeoNames writes it: 'München'. */
  name: string;
  /** cityKey(name). */
  key: string;
  regionCode: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A bundled place farther than this from every postal place of another name is no other name of it: the bundled
 * centre and GeoNames' postcode centroids of one town lie a few kilometres apart at most.
 */
const ALIAS_KM = 5;
/** Grid cells of 0.1° (11 km north–south) hold the postal places near a point. */
const CELL_DEGREES = 0.1;

const cellOf = (latitude: number, longitude: number) =>
  `${Math.floor(latitude / CELL_DEGREES)}|${Math.floor(longitude / CELL_DEGREES)}`;

/** Good enough over a few kilometres, and a tenth of the cost of the great-circle formula. */
function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const x = (bLon - aLon) * Math.cos(((aLat + bLat) / 2) * (Math.PI / 180));
  return Math.hypot(x, bLat - aLat) * 111.2;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const NONE: readonly PostalPlace[] = [];

/** The postal places of one country, by postcode and by name, and the bundled names of those places. */
export class CountryPostalPlaces {
  private readonly byPostcode = new Map<string, PostalPlace[]>();
  private readonly byName = new Map<string, PostalPlace[]>();
  private readonly longestPostcode: number;
  private aliases?: Map<string, { name: string; places: readonly PostalPlace[] }>;
  readonly country: string;

  constructor(country: string, places: readonly PostalPlace[]) {
    this.country = country;
    let longest = 0;
    for (const place of places) {
      push(this.byPostcode, place.postcodeKey, place);
      push(this.byName, place.key, place);
      longest = Math.max(longest, place.postcodeKey.length);
    }
    this.longestPostcode = longest;
  }

  /**
   * The places of a postcode. Where the data has only the first part of a country's postcodes (the Dutch
   * '1012' of '1012 AB', the British sector 'BN91' of 'BN9 1AA'), the longest stored start of the key;
   * `whole` says whether the postcode given was found as a whole.
   */
  withPostcode(postcodeKey: string): { places: readonly PostalPlace[]; whole: boolean } {
    const exact = this.byPostcode.get(postcodeKey);
    if (exact) return { places: exact, whole: true };
    for (let length = Math.min(postcodeKey.length - 1, this.longestPostcode); length >= 2; length--) {
      const area = this.byPostcode.get(postcodeKey.slice(0, length));
      if (area) return { places: area, whole: false };
    }
    return { places: NONE, whole: true };
  }

  /** The places named `key`, by their own name or by the bundled name of the place ('munich' → München). */
  named(key: string): readonly PostalPlace[] {
    return this.byName.get(key) ?? this.aliasesByKey().get(key)?.places ?? NONE;
  }

  /** The name to answer for `place` to a query that named it `key`: the bundled name when that is what it was. */
  nameFor(place: PostalPlace, key: string): string {
    if (place.key === key) return place.name;
    const alias = this.aliasesByKey().get(key);
    return alias?.places.includes(place) ? alias.name : place.name;
  }

  /**
   * Bundled places (often English: Munich, Vienna, Brussels) that no postal place is named like: the postal
   * places of the name nearest to them, in their region, when it lies within ALIAS_KM. Built on first use.
   */
  private aliasesByKey() {
    if (this.aliases) return this.aliases;
    const aliases = new Map<string, { name: string; places: readonly PostalPlace[] }>();
    const grid = new Map<string, PostalPlace[]>();
    for (const places of this.byName.values()) {
      for (const place of places) {
        if (place.latitude !== null && place.longitude !== null)
          push(grid, cellOf(place.latitude, place.longitude), place);
      }
    }
    for (const bundled of placesOf(this.country)) {
      if (this.byName.has(bundled.key) || aliases.has(bundled.key)) continue;
      let nearest: PostalPlace | undefined;
      let nearestKm = ALIAS_KM;
      const row = Math.floor(bundled.latitude / CELL_DEGREES);
      const column = Math.floor(bundled.longitude / CELL_DEGREES);
      for (let dRow = -1; dRow <= 1; dRow++) {
        for (let dColumn = -1; dColumn <= 1; dColumn++) {
          for (const place of grid.get(`${row + dRow}|${column + dColumn}`) ?? NONE) {
            const km = distanceKm(bundled.latitude, bundled.longitude, place.latitude!, place.longitude!);
            if (km <= nearestKm) [nearest, nearestKm] = [place, km];
          }
        }
      }
      if (!nearest) continue;
      const region = nearest.regionCode;
      const places = this.byName.get(nearest.key)!.filter((place) => place.regionCode === region);
      aliases.set(bundled.key, { name: bundled.name, places });
    }
    return (this.aliases = aliases);
  }
}

/**
 * The imported postal places of this process, per country, each country loaded when it is first asked for: a
 * customer may load every country's (GeoNames' allCountries, over a million rows), where a process mostly
 * validates a few. Built once per postal places version.
 */
export class PostalPlaceIndex {
  private readonly imported: ReadonlySet<string>;
  private readonly load: (country: string) => Promise<readonly PostalPlaceRow[]>;
  private readonly countries = new Map<string, Promise<CountryPostalPlaces>>();

  constructor(countries: readonly string[], load: (country: string) => Promise<readonly PostalPlaceRow[]>) {
    this.imported = new Set(countries);
    this.load = load;
  }

  /** The country's postal places; undefined when none were imported for it. */
  async of(country: string): Promise<CountryPostalPlaces | undefined> {
    if (!this.imported.has(country)) return undefined;
    let loaded = this.countries.get(country);
    if (!loaded) {
      loaded = this.load(country).then((rows) => new CountryPostalPlaces(country, rows.map(sharingTexts())));
      // A failed load is tried again by the next call rather than remembered.
      loaded.catch(() => this.countries.delete(country));
      this.countries.set(country, loaded);
    }
    return loaded;
  }
}

/**
 * Rows to postal places. The database hands every row its own copy of each text; names, regions and keys repeat
 * from row to row (a town with 190 postcodes), so one copy each: a quarter less memory on the eight benchmark
 * countries.
 */
function sharingTexts(): (row: PostalPlaceRow) => PostalPlace {
  const texts = new Map<string, string>();
  const shared = (text: string) => {
    const known = texts.get(text);
    if (known !== undefined) return known;
    texts.set(text, text);
    return text;
  };
  return (row) => {
    const postcode = shared(row.postcode);
    return {
      country: shared(row.country),
      postcode,
      postcodeKey: row.postcode_key === postcode ? postcode : shared(row.postcode_key),
      name: shared(row.place),
      key: shared(row.place_key),
      regionCode: shared(row.region_code),
      region: shared(row.region),
      latitude: row.latitude,
      longitude: row.longitude,
    };
  };
}
