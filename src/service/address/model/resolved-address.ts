import type { StreetRef } from '../store/address-point-store';

/**
 * How deep an address is known, the digits of the 5XY status codes (design.md §6): 0 nothing, 1 region,
 * 2 city, 3 street, 4 house number, 5 house number with its addition.
 */
export type Level = 0 | 1 | 2 | 3 | 4 | 5;

export const LEVEL = { none: 0, region: 1, city: 2, street: 3, houseNumber: 4, addition: 5 } as const;

/** Where a coordinate comes from, best first; each has its geoStatus code (output/status-codes.ts). */
export type GeoPrecision = 'point' | 'interpolated' | 'street' | 'postcode' | 'locality' | 'none';

export type UncheckedPart = 'postcode' | 'street' | 'housenumber';

/** An address as the reference data knows it: every part in its stored spelling. */
export interface ResolvedAddress {
  countryCode: string;
  regionCode: string;
  region: string;
  city: string;
  postcode: string;
  street: string;
  /** Digits; '' above house-number level. */
  houseNumber: string;
  /** Upper case; '' when none. */
  addition: string;
  /** Last number of a range ("6-8"). */
  houseNumberTo?: string;
  /**
   * The flat or apartment and the PO box the input gave, carried as given: no reference data holds them, so they
   * are never verified, but an answer that dropped them would lose the address.
   */
  unit?: string;
  poBox?: string;
  latitude?: number;
  longitude?: number;
  geo: GeoPrecision;
  /**
   * A house number asked for that its street holds no point for. Geocoding places it between its neighbours, and
   * only an answer that is shown and geocoded reads them: most candidates of a validation are dropped.
   */
  numberToPlace?: { street: StreetRef; number: number };
  level: Level;
  /**
   * Parts copied from the input because nothing could check them (a city-level answer keeps the street and
   * postcode given, so accepting it loses nothing); they count as unverified, never as verified.
   */
  unchecked?: readonly UncheckedPart[];
}
