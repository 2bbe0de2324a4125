import type { StreetIndex } from '../index/street-index';
import {
  localityAddress,
  placeAddress,
  postcodeAreaAddress,
  postcodeEntryAddress,
} from '../model/city-level-address';
import type { ResolvedAddress } from '../model/resolved-address';
import { placesNamed } from '../reference/places';
import { postcodeAreas } from '../reference/postcode-areas';
import type { AddressPointStore } from '../store/address-point-store';
import { pointAddress, streetAddress } from '../validate/street-candidates';
import type { Container } from './container-id';

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
      if (imported) return postcodeEntryAddress(imported);
      const area = postcodeAreas(country, container.postcodeKey)[0];
      return area && postcodeAreaAddress(area);
    }
    case 'L': {
      const imported = index
        .localitiesNamed(country, container.cityKey)
        .find((locality) => locality.regionCode === container.regionCode);
      if (imported) return localityAddress(imported);
      const place = placesNamed(country, container.cityKey).find(
        (candidate) => candidate.regionCode === container.regionCode,
      );
      return place && placeAddress(place);
    }
  }
}
