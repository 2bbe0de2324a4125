import type * as AddressFormatter from '@fragaria/address-formatter';
import { countryOf, regionOf } from './countries';
import { fillSlots, inSlots } from './format-slots';
import { requirePackage } from './package-files';

export interface PostalParts {
  street?: string;
  houseNumber?: string;
  postcode?: string;
  city?: string;
  region?: string;
  regionCode?: string;
  countryCode: string;
}

// Its ES build is not what Node resolves (no "exports" map), and its CommonJS build has no named exports for ESM.
const { format } = requirePackage<typeof AddressFormatter>('@fragaria/address-formatter');

/**
 * The address as the country's post expects it on an envelope (OpenCage's templates), one line per '\n', the last
 * line the country's name: NL 'Jansbuitensingel 6\n6811 AA Arnhem\nNetherlands'.
 */
export function formatPostalAddress(parts: PostalParts): string {
  const countryCode = parts.countryCode.toUpperCase();
  const slotted = inSlots(parts, countryCode);
  if (slotted) {
    const filled = fillSlots(remembered(slotted.parts), slotted.fills, countryCode);
    if (filled !== undefined) return filled;
  }
  return remembered(parts);
}

function remembered(parts: PostalParts): string {
  const key = JSON.stringify(parts);
  let formatted = rememberedFormats.get(key);
  if (formatted === undefined) {
    if (rememberedFormats.size >= REMEMBERED_ADDRESSES) rememberedFormats.clear();
    formatted = formatFresh(parts);
    rememberedFormats.set(key, formatted);
  }
  return formatted;
}

/**
 * Formatting is a large part of answering an address call, and the same places come back: every keystroke of a
 * type-ahead lists most of the suggestions of the one before, and a place is remembered once for all its streets.
 */
const REMEMBERED_ADDRESSES = 20_000;
const rememberedFormats = new Map<string, string>();

function formatFresh(parts: PostalParts): string {
  const country = countryOf(parts.countryCode);
  if (!country) throw new Error(`countryCode: "${parts.countryCode}" is not a known country`);
  // Templates of countries that write the state want its code ('MA'), others its name: give both when we know them.
  const region =
    (parts.regionCode ? regionOf(country.code, parts.regionCode) : undefined) ??
    (parts.region ? regionOf(country.code, parts.region) : undefined);
  const state = parts.region ?? region?.name;
  const stateCode = parts.regionCode ?? region?.code;
  return format(
    {
      ...(parts.street ? { road: parts.street } : {}),
      ...(parts.houseNumber ? { houseNumber: parts.houseNumber } : {}),
      ...(parts.postcode ? { postcode: parts.postcode } : {}),
      ...(parts.city ? { city: parts.city } : {}),
      ...(state ? { state } : {}),
      ...(stateCode ? { stateCode } : {}),
      countryCode: country.code,
    },
    { output: 'array', appendCountry: true },
  ).join('\n');
}
