import { Link } from '@mui/material';
import type { Address } from '../../../contract/address';
import type { Definition } from '../../ui/DefinitionList';

const osmUrl = (latitude: string, longitude: string) =>
  `https://www.openstreetmap.org/?mlat=${encodeURIComponent(latitude)}&mlon=${encodeURIComponent(longitude)}#map=18/${latitude}/${longitude}`;

/** The coordinates of a geocoded address, with a link to see them on OpenStreetMap, and how sure they are. */
export function geocodeFacts(address: Address): Definition[] {
  const facts: Definition[] = [];
  if (address.latitude && address.longitude) {
    facts.push({
      key: 'coordinates',
      term: 'Coordinates',
      description: (
        <>
          {address.latitude}, {address.longitude} ·{' '}
          <Link href={osmUrl(address.latitude, address.longitude)} target="_blank" rel="noopener noreferrer">
            View on OpenStreetMap (opens a new tab)
          </Link>
        </>
      ),
    });
  }
  if (address.geoStatus) {
    facts.push({
      key: 'geoStatus',
      term: 'Geocode',
      description: `${address.geoStatus.message} (code ${address.geoStatus.code})`,
    });
  }
  return facts;
}
