import type { AddressFindOutput, AddressFindSuggestion } from '../../../contract/address';
import type { StreetIndex } from '../index/street-index';
import { findStatus } from '../output/status-codes';
import { placesNamed } from '../reference/places';
import { postcodeAreas, postcodeAreasNamed } from '../reference/postcode-areas';
import type { AddressPointRow } from '../store/address-point';
import { LIST_LIMIT, type TypedNumber } from '../store/address-point-store';
import { pointAddress } from '../validate/street-candidates';
import type { AddressDependencies } from '../validate/validate-address';
import { parseContainer } from './container-id';
import { streetsNamed } from './streets-named';
import { addressSuggestion, postcodeAreaSuggestion, streetSuggestion } from './suggestions';
import { nameWords, readTyped, type ReadText } from './typed-text';

/** Streets of a locality whose addresses are listed when a number is typed with their name. */
const STREETS_LISTED_BY_NUMBER = 8;

const answer = (suggestions: AddressFindSuggestion[], detail?: string): AddressFindOutput => ({
  suggestions,
  status: findStatus(suggestions.length, detail),
  advice: null,
});

const typedNumber = ({ houseNumber }: ReadText): TypedNumber | undefined =>
  houseNumber && { number: houseNumber.number, addition: houseNumber.addition };

const addressSuggestions = (rows: readonly AddressPointRow[], typed: ReadText) =>
  rows.map((row) => addressSuggestion(row.id, pointAddress(row), typed.words));

/** What was typed as a postcode key would be written: "02 1" → "021". */
const typedKey = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Lists what is inside a container find returned: the addresses of a street or postcode, the streets of a
 * locality (or, for a place without imported streets, its postcode areas). What was typed narrows the list
 * before it is capped, so every address of a container is reached by typing its number.
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
  const words = nameWords(typed);
  const unknown = () => answer([], `Container "${text}" does not exist (any more): search again.`);
  const { country } = container;
  switch (container.kind) {
    case 'A':
      return answer([], 'This container is an address: pass it to retrieve.');
    case 'S': {
      const street = index.street(country, container.cityKey, container.regionCode, container.streetKey);
      if (!street) return unknown();
      return answer(addressSuggestions(await deps.points.streetListing(street, typedNumber(typed)), typed));
    }
    case 'P': {
      const postcode = index.postcode(country, container.postcodeKey);
      if (postcode) {
        const streets = words.length === 0 ? undefined : streetsNamed(postcode.streets, words);
        const rows = await deps.points.postcodeListing(
          country,
          container.postcodeKey,
          typedNumber(typed),
          streets?.map((street) => street.streetKey),
        );
        return answer(addressSuggestions(rows, typed));
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
        const streets = streetsNamed(locality.streets, words);
        const number = typedNumber(typed);
        // "Hofholzallee 220" typed in Kiel means the address, not the street.
        if (number && words.length > 0 && streets.length > 0) {
          const listings = await Promise.all(
            streets
              .slice(0, STREETS_LISTED_BY_NUMBER)
              .map((street) => deps.points.streetListing(street, number)),
          );
          return answer(addressSuggestions(listings.flat().slice(0, LIST_LIMIT), typed));
        }
        return answer(streets.slice(0, LIST_LIMIT).map((street) => streetSuggestion(street, typed.words)));
      }
      const place = placesNamed(country, container.cityKey).find(
        (p) => p.regionCode === container.regionCode,
      );
      if (!place) return unknown();
      const areas = postcodeAreasNamed(country, container.cityKey).filter(
        (area) => place.regionCode === '' || area.regionCode === place.regionCode,
      );
      if (areas.length === 0)
        return answer(
          [],
          'No street data was imported for this place, and it has no postcode areas to list.',
        );
      const key = typedKey(typedText);
      const typedAreas = areas.filter((area) => area.key.startsWith(key));
      return answer(
        typedAreas.slice(0, LIST_LIMIT).map((area) => postcodeAreaSuggestion(area, typed.words)),
        'No street data was imported for this place: only its postcode areas can be listed.',
      );
    }
  }
}
