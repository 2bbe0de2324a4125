import type { StreetIndex } from '../index/street-index';
import { LEVEL, type ResolvedAddress } from '../model/resolved-address';
import { placesNamed } from '../reference/places';
import { postcodeAreas } from '../reference/postcode-areas';
import type { AddressPointStore } from '../store/address-point-store';
import { pointAddress, streetAddress } from '../validate/street-candidates';
import type { Container } from './container-id';

const located = (latitude: number | null, longitude: number | null) =>
  latitude !== null && longitude !== null ? { latitude, longitude } : {};

const cityLevel = { street: '', houseNumber: '', addition: '', level: LEVEL.city } as const;

/** What a container stands for as one address (a street, postcode or city as their centre), if it exists. */
export async function resolveContainer(
  container: Container,
  index: StreetIndex,
  points: AddressPointStore,
): Promise<ResolvedAddress | undefined> {
  const { country } = container;
  switch (container.kind) {
    case 'A': {
      const row = await points.pointById(container.id);
      return row && row.country === country ? pointAddress(row) : undefined;
    }
    case 'S': {
      const street = index.street(country, container.cityKey, container.regionCode, container.streetKey);
      return street && streetAddress(street);
    }
    case 'P': {
      const imported = index.postcode(country, container.postcodeKey);
      if (imported) {
        return {
          ...cityLevel,
          countryCode: country,
          regionCode: imported.regionCode,
          region: imported.region,
          city: imported.city,
          postcode: imported.postcode,
          ...located(imported.latitude, imported.longitude),
          geo: imported.latitude === null ? 'none' : 'postcode',
        };
      }
      const area = postcodeAreas(country, container.postcodeKey)[0];
      return (
        area && {
          ...cityLevel,
          countryCode: country,
          regionCode: area.regionCode,
          region: '',
          city: area.city,
          postcode: area.postcode,
          latitude: area.latitude,
          longitude: area.longitude,
          geo: 'postcode',
        }
      );
    }
    case 'L': {
      const imported = index
        .localitiesNamed(country, container.cityKey)
        .find((locality) => locality.regionCode === container.regionCode);
      if (imported) {
        return {
          ...cityLevel,
          countryCode: country,
          regionCode: imported.regionCode,
          region: imported.region,
          city: imported.city,
          postcode: '',
          ...located(imported.latitude, imported.longitude),
          geo: imported.latitude === null ? 'none' : 'locality',
        };
      }
      const place = placesNamed(country, container.cityKey).find(
        (candidate) => candidate.regionCode === container.regionCode,
      );
      return (
        place && {
          ...cityLevel,
          countryCode: country,
          regionCode: place.regionCode,
          region: '',
          city: place.name,
          postcode: '',
          latitude: place.latitude,
          longitude: place.longitude,
          geo: 'locality',
        }
      );
    }
  }
}
