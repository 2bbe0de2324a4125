import type { AddressValidationInput } from '../../../contract/address';
import { parseHouseNumber, type HouseNumber } from '../parsing/house-number';
import { normalisePostcode } from '../parsing/postcode';
import { parseStreetLine } from '../parsing/street-line';
import { readUnit } from '../parsing/unit';
import { countryOf, regionOf, type CountryInfo, type Region } from '../reference/countries';
import { cityKey, postcodeKey, streetKey } from '../store/address-keys';

/** The validate input read into comparable parts. Text fields are as given (trimmed); keys are normalised. */
export interface AddressQuery {
  country: CountryInfo;
  street: string;
  streetKey: string;
  houseNumber: string;
  /** Last number of a range given ("5-7"). */
  houseNumberTo?: string;
  addition: string;
  /** The flat, apartment, floor or suite within the building ("Apt 2B", "Whg 9"); '' when none was given. */
  unit: string;
  /** A post office box ("PO Box 123"); '' when none was given. */
  poBox: string;
  /** A house number was given but is not one ("abc"): it can be verified by nothing. */
  houseNumberUnreadable: boolean;
  city: string;
  cityKey: string;
  postcode: string;
  postcodeKey: string;
  state: string;
  /** The region `state` names, when it names one of the country's. */
  region?: Region;
}

export type QueryOutcome = { query: AddressQuery } | { problem: string };

const text = (value: string | undefined) => value?.trim() ?? '';

/**
 * Reads the validate input. A street line with the number in it ("Velperweg 8 arnhem", "10 Downing St") is split
 * when no separate house number was given; a postcode, city or state found in the line fills an empty field.
 */
export function readAddressQuery(input: AddressValidationInput): QueryOutcome {
  const countryText = text(input.country);
  if (countryText === '')
    return { problem: 'country is required: give an ISO 3166 code such as "NL" or a name.' };
  const country = countryOf(countryText);
  if (!country) return { problem: `country "${countryText}" is not a country we know.` };
  const code = country.code;

  let street = text(input.street);
  let houseNumberText = text(input.housenumber);
  let city = text(input.city);
  let postcode = text(input.postalcode);
  let state = text(input.state);
  let addition = '';
  let unit = '';
  let poBox = '';
  let houseNumber = '';
  let houseNumberTo: string | undefined;
  if (street !== '' && houseNumberText === '') {
    const line = parseStreetLine(street, code);
    street = line.street;
    houseNumber = line.houseNumber;
    houseNumberTo = line.houseNumberTo;
    addition = line.addition;
    unit = line.unit ?? '';
    poBox = line.poBox ?? '';
    if (city === '' && line.locality) city = line.locality;
    if (postcode === '' && line.postcode) postcode = line.postcode;
    if (state === '' && line.state) state = line.state;
    houseNumberText = '';
  }
  let houseNumberUnreadable = false;
  if (houseNumberText !== '') {
    const parsed = houseNumberWithUnit(houseNumberText, code);
    if (parsed) {
      houseNumber = parsed.number;
      houseNumberTo = parsed.rangeTo;
      addition = parsed.addition;
      unit = parsed.unit;
    } else {
      houseNumberUnreadable = true;
    }
  }
  const region = state === '' ? undefined : regionOf(code, state);
  return {
    query: {
      country,
      street,
      streetKey: street === '' ? '' : streetKey(street, code),
      houseNumber,
      ...(houseNumberTo ? { houseNumberTo } : {}),
      addition,
      unit,
      poBox,
      houseNumberUnreadable,
      city,
      cityKey: cityKey(city),
      postcode: postcode === '' ? '' : (normalisePostcode(postcode, code) ?? postcode),
      postcodeKey: postcode === '' ? '' : postcodeKey(postcode, code),
      state,
      ...(region ? { region } : {}),
    },
  };
}

/** A house number field may hold the flat too ("22 Whg. 9", "50, Apt 2B"): the number, then a unit. */
function houseNumberWithUnit(text: string, country: string): (HouseNumber & { unit: string }) | undefined {
  const whole = parseHouseNumber(text);
  if (whole) return { ...whole, unit: '' };
  const split = /^(\S+?)[\s,]+(.+)$/s.exec(text);
  const number = split && parseHouseNumber(split[1]!);
  const unit = split && readUnit(split[2]!, country);
  return number && unit ? { ...number, unit } : undefined;
}

/**
 * The query with other text as its street and city, for reading input typed into the wrong fields. A street text
 * that holds the number ("Wilhelmstraße 2") gives it to the query when the query has none.
 */
export function withStreetAndCity(query: AddressQuery, streetText: string, city: string): AddressQuery {
  const code = query.country.code;
  let moved: AddressQuery = { ...query, street: streetText, city };
  if (query.houseNumber === '' && !query.houseNumberUnreadable) {
    const line = parseStreetLine(streetText, code);
    if (line.houseNumber !== '') {
      const { houseNumberTo: _ignored, ...rest } = moved;
      moved = {
        ...rest,
        street: line.street,
        houseNumber: line.houseNumber,
        ...(line.houseNumberTo ? { houseNumberTo: line.houseNumberTo } : {}),
        addition: line.addition,
        unit: line.unit ?? query.unit,
      };
    }
  }
  return {
    ...moved,
    streetKey: moved.street === '' ? '' : streetKey(moved.street, code),
    cityKey: cityKey(moved.city),
  };
}
