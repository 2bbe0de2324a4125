import { hash } from 'node:crypto';

/** One postcode × place of a GeoNames postal-code dump, as `import:places` stores it. */
export interface PostalPlaceRow {
  /** Hash of everything else: a re-import finds the rows it wrote, and a row GeoNames changed is a new one. */
  id: string;
  country: string;
  /** As GeoNames writes it: '38385', 'BN91', '1012'. */
  postcode: string;
  /** postcodeKey(postcode). */
  postcode_key: string;
  /** Local language: 'München', 'Bruxelles'. */
  place: string;
  /** cityKey(place). */
  place_key: string;
  /** Region.code of the admin1 name, '' where it names none of our regions. */
  region_code: string;
  /** GeoNames' admin1 name as written. */
  region: string;
  latitude: number | null;
  longitude: number | null;
}

export function postalPlaceId(row: Omit<PostalPlaceRow, 'id'>): string {
  const identity = [
    row.country,
    row.postcode,
    row.place,
    row.region_code,
    row.region,
    row.latitude ?? '',
    row.longitude ?? '',
  ].join('\u001f');
  return hash('sha1', identity, 'base64url').slice(0, 16);
}
