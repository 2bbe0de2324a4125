import { normaliseText } from '../../matching/text/normalise-text';
import type { AddressFindOutput, AddressFindSuggestion } from '../../../contract/address';
import type { StreetIndex } from '../index/street-index';
import { findStatus } from '../output/status-codes';
import { placesNamed } from '../reference/places';
import { postcodeAreas, postcodeAreasNamed } from '../reference/postcode-areas';
import type { AddressPointRow } from '../store/address-point';
import { LIST_LIMIT } from '../store/address-point-store';
import { pointAddress } from '../validate/street-candidates';
import type { AddressDependencies } from '../validate/validate-address';
import { parseContainer } from './container-id';
import { addressSuggestion, postcodeAreaSuggestion, streetSuggestion } from './suggestions';
import { nameWords, readTyped, type ReadText } from './typed-text';

const answer = (suggestions: AddressFindSuggestion[], detail?: string): AddressFindOutput => ({
  suggestions,
  status: findStatus(suggestions.length, detail),
  advice: null,
});

/** Addresses whose number begins with the number typed, if one was. */
function typedNumberFilter(typed: ReadText) {
  const number = typed.houseNumber?.number;
  return (row: AddressPointRow) =>
    number === undefined || String(row.number_value ?? '').startsWith(String(number));
}

/**
 * Lists what is inside a container find returned: the addresses of a street or postcode, the streets of a
 * locality (or, for a place without imported streets, its postcode areas). What was typed narrows the list.
 */
export async function drillDown(
  deps: AddressDependencies,
  index: StreetIndex,
  text: string,
  typedText: string,
): Promise<AddressFindOutput> {
  const container = parseContainer(text);
  if (!container) return answer([], `Container "${text}" is not one that find returned.`);
  const typed = readTyped(typedText);
  const unknown = () => answer([], `Container "${text}" does not exist (any more): search again.`);
  const { country } = container;

  switch (container.kind) {
    case 'A':
      return answer([], 'This container is an address: pass it to retrieve.');
    case 'S': {
      const street = index.street(country, container.cityKey, container.regionCode, container.streetKey);
      if (!street) return unknown();
      const rows = await deps.points.pointsOnStreet(street);
      return answer(
        rows
          .filter(typedNumberFilter(typed))
          .map((row) => addressSuggestion(row.id, pointAddress(row), typed.words)),
      );
    }
    case 'P': {
      if (index.postcode(country, container.postcodeKey)) {
        const rows = await deps.points.pointsInPostcode(country, container.postcodeKey);
        return answer(
          rows
            .filter(typedNumberFilter(typed))
            .map((row) => addressSuggestion(row.id, pointAddress(row), typed.words)),
        );
      }
      if (postcodeAreas(country, container.postcodeKey).length > 0)
        return answer([], 'No street data was imported for this postcode.');
      return unknown();
    }
    case 'L': {
      const locality = index
        .localitiesNamed(country, container.cityKey)
        .find((candidate) => candidate.regionCode === container.regionCode);
      if (locality) {
        const words = nameWords(typed).map((word) => word.text);
        const streets = locality.streets.filter((street) => {
          const streetWords = normaliseText(street.street);
          return words.every((word) => streetWords.includes(word));
        });
        return answer(streets.slice(0, LIST_LIMIT).map((street) => streetSuggestion(street, typed.words)));
      }
      const place = placesNamed(country, container.cityKey).find(
        (p) => p.regionCode === container.regionCode,
      );
      if (!place) return unknown();
      const areas = postcodeAreasNamed(country, container.cityKey).filter(
        (area) => place.regionCode === '' || area.regionCode === place.regionCode,
      );
      return answer(
        areas.slice(0, LIST_LIMIT).map((area) => postcodeAreaSuggestion(area, typed.words)),
        areas.length === 0 ? 'No street or postcode data for this place.' : undefined,
      );
    }
  }
}
