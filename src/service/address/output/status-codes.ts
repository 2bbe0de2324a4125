import type { Status } from '../../../contract/address';
import type { GeoPrecision, Level } from '../model/resolved-address';

/** Words for the levels in status messages. */
const LEVEL_NAMES = ['nothing', 'region', 'city', 'street', 'house number', 'house number addition'] as const;

export const levelName = (level: Level) => LEVEL_NAMES[level];

export function validatedStatus(credit: boolean): Status {
  return { code: '200', message: 'Address validated successfully. Verified up to the house number.', credit };
}

/**
 * 5XY: the input as given is verified up to level X, the best suggestion up to level Y. 500 is the one code
 * without a suggestion.
 */
export function suggestionStatus(given: Level, suggested: Level, credit: boolean, detail?: string): Status {
  const asGiven =
    given === 0
      ? 'The address as given could not be verified'
      : `The address as given is verified up to ${levelName(given)} level`;
  const summary =
    suggested === 0
      ? 'The address could not be verified and no suggestion is possible.'
      : `${asGiven}; the suggestion up to ${levelName(suggested)} level.`;
  return { code: `5${given}${suggested}`, message: detail ? `${summary} ${detail}` : summary, credit };
}

/** 59Y: what retrieve found behind a container, verified up to level Y. */
export function retrievedStatus(level: Level, credit: boolean): Status {
  return {
    code: `59${level}`,
    message: `Current address is verified up to ${levelName(level)} level.`,
    credit,
  };
}

export function findStatus(suggestions: number, detail?: string): Status {
  const summary = suggestions === 0 ? 'No suggestions.' : 'Correct suggestion.';
  return { code: '400', message: detail ? `${summary} ${detail}` : summary, credit: false };
}

const GEO_STATUS: Record<GeoPrecision, { code: string; message: string }> = {
  point: { code: '700', message: 'High confidence geocode match: the address point itself.' },
  interpolated: {
    code: '710',
    message: 'Geocode interpolated along the street between the neighbouring house numbers.',
  },
  street: { code: '710', message: 'Geocode at the centre of the street; the house number has no point.' },
  postcode: { code: '720', message: 'Geocode at the centre of the postcode area.' },
  locality: { code: '730', message: 'Geocode at the centre of the city.' },
  none: { code: '790', message: 'No geocode is available for this address.' },
};

export function geoStatus(precision: GeoPrecision, credit: boolean): Status {
  return { ...GEO_STATUS[precision], credit };
}
