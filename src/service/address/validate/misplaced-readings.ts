import { parseStreetLine } from '../parsing/street-line';
import { withStreetAndCity, type AddressQuery } from './address-query';

/** The input read another way, and what that way moved, for the status message. */
export interface MisplacedReading {
  query: AddressQuery;
  moved: string;
}

/**
 * Readings of an input whose parts were typed into each other's fields: street and city swapped ("Kiel 2", city
 * "Wilhelmstraße"), or the street line typed as the city with the street left empty.
 */
export function misplacedReadings(query: AddressQuery): MisplacedReading[] {
  if (query.city === '') return [];
  if (query.street !== '') {
    return [
      {
        query: withStreetAndCity(query, query.city, query.street),
        moved: 'Moved: the street was given as the city, the city as the street.',
      },
    ];
  }
  const line = parseStreetLine(query.city, query.country.code);
  if (line.street === '' || (line.houseNumber === '' && query.houseNumber === '')) return [];
  return [
    {
      query: withStreetAndCity(query, query.city, line.locality ?? ''),
      moved: 'Moved: the street was given as the city.',
    },
  ];
}
