import { hash } from 'node:crypto';
import type { Database } from '../../storage/schema';

/** One postcode × place of a GeoNames postal-code dump, as `import:places` builds it; the import marks its run. */
export type PostalPlaceRow = Omit<Database['postal_places'], 'import_run'>;

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
