import { normaliseText } from '../../matching/text/normalise-text';
import { googleAddressMetadata } from './google-address-metadata';
import { lazy } from './lazy';
import { readPackageJson } from './package-files';
import { countryRegions, looseNameKey, type CountryRegions, type Region } from './regions';

export type { Region } from './regions';

export interface CountryInfo {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** English short name ('Netherlands', 'United States'). */
  name: string;
  regions: readonly Region[];
  /** Full-match, case-insensitive, from Google's metadata. */
  postcodePattern?: RegExp;
  postcodeExample?: string;
  /** The country's postal format names the state or province (US, CA, AU). */
  usesRegion: boolean;
}

interface Countries {
  list: readonly CountryInfo[];
  byCode: ReadonlyMap<string, CountryInfo>;
  /** normaliseText of alpha-2, alpha-3 and every name in every language i18n-iso-countries ships. */
  byName: ReadonlyMap<string, CountryInfo>;
}

type CountryNames = Record<string, string | string[]>;

/** A name for people: the common English one, not the ISO 'Korea, Republic of' or 'United States of America'. */
function englishName(
  code: string,
  isoNames: string | string[] | undefined,
  commonName: string | undefined,
): string {
  if (commonName && !/[,(]/.test(commonName)) return commonName;
  return (Array.isArray(isoNames) ? isoNames[0] : isoNames) ?? commonName ?? code;
}

const countries = lazy((): Countries => {
  const codes = readPackageJson<[string, string, string, string][]>('i18n-iso-countries', 'codes.json');
  // English first: on a clash between languages the English meaning wins.
  const languages = readPackageJson<string[]>('i18n-iso-countries', 'supportedLocales.json').sort(
    (a, b) => Number(b === 'en') - Number(a === 'en'),
  );
  const names = languages.map(
    (language) =>
      readPackageJson<{ countries: CountryNames }>('i18n-iso-countries', `langs/${language}.json`).countries,
  );
  const english = names[0] ?? {};
  const commonNames = new Map(
    readPackageJson<{ countryShortCode: string; countryName: string }[]>(
      'country-region-data',
      'data.json',
    ).map((country) => [country.countryShortCode, country.countryName]),
  );
  const metadata = googleAddressMetadata();
  const regions = countryRegions();

  const list = codes.map(([code]): CountryInfo => {
    const google = metadata.get(code);
    const example = google?.postcodeExamples[0];
    return {
      code,
      name: englishName(code, english[code], commonNames.get(code)),
      regions: regions.get(code)?.regions ?? [],
      ...(google?.postcodePattern
        ? { postcodePattern: new RegExp(`^(?:${google.postcodePattern})$`, 'i') }
        : {}),
      ...(example ? { postcodeExample: example } : {}),
      usesRegion: google?.format?.includes('%S') ?? false,
    };
  });
  list.sort((a, b) => a.name.localeCompare(b.name, 'en'));

  const byCode = new Map(list.map((country) => [country.code, country]));
  const byName = new Map<string, CountryInfo>();
  const add = (name: string, country: CountryInfo) => {
    const key = normaliseText(name);
    if (key && !byName.has(key)) byName.set(key, country);
  };
  // Codes first, then names: on a clash the earlier meaning wins ('Congo' is CG, not CD).
  for (const [alpha2, alpha3] of codes) {
    const country = byCode.get(alpha2)!;
    add(alpha2, country);
    add(alpha3, country);
  }
  for (const languageNames of names) {
    for (const [code, name] of Object.entries(languageNames)) {
      const country = byCode.get(code);
      if (!country) continue;
      for (const one of Array.isArray(name) ? name : [name]) add(one, country);
    }
  }
  for (const country of list) add(country.name, country);
  return { list, byCode, byName };
});

/**
 * The country named by a code ('NL', 'nl', 'NLD') or a name in any language i18n-iso-countries ships ('Netherlands',
 * 'the netherlands', 'Nederland', 'Pays-Bas'); case, accents and punctuation do not matter.
 */
export function countryOf(input: string): CountryInfo | undefined {
  const { byCode, byName } = countries();
  const trimmed = input.trim();
  return byCode.get(trimmed.toUpperCase()) ?? byName.get(normaliseText(trimmed));
}

export function allCountries(): readonly CountryInfo[] {
  return countries().list;
}

function regionsOf(countryCode: string): { country: CountryInfo; regions: CountryRegions } | undefined {
  const country = countryOf(countryCode);
  const regions = country && countryRegions().get(country.code);
  return regions && { country, regions };
}

/**
 * The region named by its code ('MA', 'US-MA') or by a name in any spelling the sources have ('Massachusetts',
 * 'gelderland', 'Bayern', 'Bavaria', 'Baden-Wuerttemberg').
 */
export function regionOf(countryCode: string, input: string): Region | undefined {
  const found = regionsOf(countryCode);
  if (!found) return undefined;
  const { country, regions } = found;
  const trimmed = input.trim();
  const upper = trimmed.toUpperCase();
  const code = upper.startsWith(`${country.code}-`) ? upper.slice(country.code.length + 1) : upper;
  return (
    regions.byCode.get(code) ??
    regions.byName.get(normaliseText(trimmed)) ??
    regions.byLooseName.get(looseNameKey(trimmed))
  );
}

/** The regions whose postcode prefixes (from Google's metadata) match: US '02135' → Massachusetts; [] when unknown. */
export function regionsForPostcode(countryCode: string, postcode: string): readonly Region[] {
  const regions = regionsOf(countryCode)?.regions;
  if (!regions) return [];
  const compact = postcode.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (!compact) return [];
  const found = new Set<Region>();
  for (const { region, prefix } of regions.postcodePrefixes) if (prefix.test(compact)) found.add(region);
  return [...found];
}

/** Whether the postcode has the country's shape; undefined when the country has no postcode pattern. */
export function isPostcodeShapeValid(countryCode: string, postcode: string): boolean | undefined {
  const pattern = countryOf(countryCode)?.postcodePattern;
  return pattern ? pattern.test(postcode.trim().replace(/\s+/g, ' ')) : undefined;
}
