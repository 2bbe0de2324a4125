import type { Faker } from '@faker-js/faker';
import type { Address, AddressValidationInput, Advice } from '../../src/contract/address';
import { parseHouseNumber } from '../../src/service/address/parsing/house-number';
import { sameUnit } from '../../src/service/address/parsing/unit';
import { cityKey, postcodeKey, streetKey, writtenOut } from '../../src/service/address/store/address-keys';
import { typo } from '../../src/service/demo/duplicate-variants';
import type { Extract, TruePoint } from './osm-extracts';

/**
 * The validate inputs of the address benchmarks: a real address as given, the ways people get one wrong, and
 * nonsense. Each case says which advice it should get and, but for nonsense, which address is the right answer.
 */
export const CASE_KINDS = [
  'as given',
  'street typo',
  'city typo',
  'postcode missing',
  'other postcode of the city',
  'wrong city',
  'free-form street line',
  'addition spelled differently',
  'flat or unit given',
  'street and city swapped',
  'street only in another city',
  'state missing',
  'two street typos',
  'formatting',
  'nonsense',
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** Kinds whose right answer is the true address corrected or completed (AMBER). */
export const CORRUPTIONS: readonly CaseKind[] = [
  'street typo',
  'city typo',
  'postcode missing',
  'other postcode of the city',
  'wrong city',
  'free-form street line',
  'flat or unit given',
  'street and city swapped',
  'street only in another city',
  'state missing',
  'two street typos',
];

export const EXPECTED_ADVICE: Record<CaseKind, Advice> = {
  'as given': 'GREEN',
  'street typo': 'AMBER',
  'city typo': 'AMBER',
  'postcode missing': 'AMBER',
  'other postcode of the city': 'AMBER',
  'wrong city': 'AMBER',
  'free-form street line': 'AMBER',
  // Only the spelling of the addition differs: nothing to correct.
  'addition spelled differently': 'GREEN',
  // A flat cannot be verified against any reference data: AMBER at most, but kept.
  'flat or unit given': 'AMBER',
  'street and city swapped': 'AMBER',
  'street only in another city': 'AMBER',
  'state missing': 'AMBER',
  'two street typos': 'AMBER',
  // "02135" written "2135", "251." for 251, "Koenigsweg" for "Königsweg": written differently, not wrong.
  formatting: 'GREEN',
  nonsense: 'RED',
};

export interface ValidateCase {
  kind: CaseKind;
  input: AddressValidationInput;
  /** The address the answer should put first; none for nonsense. */
  truth?: TruePoint;
  /** The flat given, which the answer must carry. */
  unit?: string;
}

/** The number in its own field and the addition apart, so the answer can be compared part by part. */
const OPTIONS = { houseNumber: true, housenumberAddition: true };

export function asGiven(point: TruePoint): AddressValidationInput {
  const { row, extract } = point;
  return {
    street: row.street,
    housenumber: row.number,
    postalcode: row.postcode,
    city: row.city,
    country: extract.country,
    ...(extract.region ? { state: extract.region } : {}),
    addressOptions: OPTIONS,
  };
}

const separators = (text: string) => text.replace(/\p{L}/gu, '');

/**
 * One slip of a letter that changes the name's comparison key (else the engine cannot even see it), or undefined
 * if none is found. Spaces and hyphens stay: a space typed as a letter is no slip people make.
 */
function slip(faker: Faker, text: string, key: (text: string) => string): string | undefined {
  for (let attempt = 0; attempt < 20; attempt++) {
    const slipped = typo(faker, text);
    if (key(slipped) !== key(text) && separators(slipped) === separators(text)) return slipped;
  }
  return undefined;
}

export const streetTypo = (faker: Faker, point: TruePoint): AddressValidationInput | undefined => {
  const street = slip(faker, point.row.street, (text) => streetKey(text, point.extract.country));
  return street === undefined ? undefined : { ...asGiven(point), street };
};

/** Two slips in the street name, each changing its key. */
export const twoStreetTypos = (faker: Faker, point: TruePoint): AddressValidationInput | undefined => {
  const key = (text: string) => streetKey(text, point.extract.country);
  const once = slip(faker, point.row.street, key);
  const twice = once === undefined ? undefined : slip(faker, once, key);
  return twice === undefined || key(twice) === key(point.row.street)
    ? undefined
    : { ...asGiven(point), street: twice };
};

export const cityTypo = (faker: Faker, point: TruePoint): AddressValidationInput | undefined => {
  const city = slip(faker, point.row.city, cityKey);
  return city === undefined ? undefined : { ...asGiven(point), city };
};

export const postcodeMissing = (point: TruePoint): AddressValidationInput => ({
  ...asGiven(point),
  postalcode: '',
});

/** Another postcode of the same city, taken from `postcodes` (the city's postcodes as written). */
export function otherPostcode(
  faker: Faker,
  point: TruePoint,
  postcodes: readonly string[],
): AddressValidationInput | undefined {
  const others = postcodes.filter(
    (postcode) => postcodeKey(postcode, point.row.country) !== point.row.postcode_key,
  );
  return others.length === 0
    ? undefined
    : { ...asGiven(point), postalcode: faker.helpers.arrayElement(others) };
}

/** A real town other than the address's own, the postcode kept. */
export function wrongCity(faker: Faker, point: TruePoint, towns: readonly string[]): AddressValidationInput {
  const others = towns.filter((town) => cityKey(town) !== point.row.city_key);
  return { ...asGiven(point), city: faker.helpers.arrayElement(others) };
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/ Street$/, ' St'],
  [/ Avenue$/, ' Ave'],
  [/ Road$/, ' Rd'],
  [/ Boulevard$/, ' Blvd'],
  [/ Drive$/, ' Dr'],
  [/ Lane$/, ' Ln'],
  [/ Place$/, ' Pl'],
  [/ Court$/, ' Ct'],
  [/ Square$/, ' Sq'],
  [/ Terrace$/, ' Ter'],
  [/straße$/, 'str.'],
  [/ Straße$/, ' Str.'],
];

/** "Washington St 438 boston": the whole address typed into the street field as people type it. */
export function freeFormLine(point: TruePoint): AddressValidationInput {
  const { row, extract } = point;
  const rule = ABBREVIATIONS.find(([pattern]) => pattern.test(row.street));
  const street = rule ? row.street.replace(rule[0], rule[1]) : row.street;
  return {
    street: `${street} ${row.number} ${row.city.toLowerCase()}`,
    country: extract.country,
    addressOptions: OPTIONS,
  };
}

/** A flat written as each country writes it, in the street line: "Flat 3, 35 Downleaze", "50 Sprague St Apt 2B". */
export function withUnit(
  faker: Faker,
  point: TruePoint,
  line: string,
): { input: AddressValidationInput; unit: string } {
  const number = faker.number.int({ min: 1, max: 40 });
  const unit =
    point.extract.country === 'GB'
      ? `Flat ${number}`
      : point.extract.country === 'DE'
        ? `Whg. ${number}`
        : `Apt ${number}${faker.helpers.arrayElement(['', 'A', 'B'])}`;
  const street = point.extract.country === 'GB' ? `${unit}, ${line}` : `${line} ${unit}`;
  return { input: { ...asGiven(point), street, housenumber: '' }, unit };
}

/** "Kiel 1a" in the street field and "Baumschulenweg" in the city field. */
export function streetAndCitySwapped(point: TruePoint): AddressValidationInput {
  const { row } = point;
  return { ...asGiven(point), street: `${row.city} ${row.number}`, housenumber: '', city: row.street };
}

/** Another imported city's name and one of its postcodes, for a street only one city of the country has. */
export function inAnotherCity(
  faker: Faker,
  point: TruePoint,
  other: { city: string; postcodes: readonly string[] },
): AddressValidationInput {
  return { ...asGiven(point), city: other.city, postalcode: faker.helpers.arrayElement(other.postcodes) };
}

export function stateMissing(point: TruePoint): AddressValidationInput | undefined {
  return point.extract.region ? { ...asGiven(point), state: '' } : undefined;
}

/**
 * The address written differently, not wrongly: umlauts written out where the street has one, a US ZIP without its
 * leading zero, else a dot after the house number.
 */
export function reformatted(point: TruePoint): AddressValidationInput {
  const { row } = point;
  const given = asGiven(point);
  if (/[äöüÄÖÜ]/.test(row.street)) return { ...given, street: writtenOut(row.street, row.country) };
  if (row.country === 'US' && row.postcode.startsWith('0'))
    return { ...given, postalcode: row.postcode.replace(/^0+/, '') };
  return row.addition === '' && row.number_to === null ? { ...given, housenumber: `${row.number}.` } : given;
}

/** "12a" written "12 A" and "12-a: the same house number. Only for a single-letter addition, not for ranges. */
export function additionSpellings(point: TruePoint): AddressValidationInput[] {
  const { row } = point;
  if (!/^[A-Z]$/.test(row.addition) || row.number_to !== null || row.number_value === null) return [];
  const spellings = [
    `${row.number_value} ${row.addition}`,
    `${row.number_value}-${row.addition.toLowerCase()}`,
  ];
  return spellings
    .filter((spelling) => spelling !== row.number)
    .map((housenumber) => ({ ...asGiven(point), housenumber }));
}

const word = (faker: Faker) => {
  const text = faker.lorem.word({ length: { min: 5, max: 9 } });
  return text[0]!.toUpperCase() + text.slice(1);
};

/** Random words as street and city, a random number, a real country. */
export function nonsense(faker: Faker, extract: Extract): AddressValidationInput {
  return {
    street: `${word(faker)} ${word(faker)}`,
    housenumber: String(faker.number.int({ min: 1, max: 400 })),
    city: word(faker),
    country: extract.country,
    addressOptions: OPTIONS,
  };
}

/**
 * Whether an answered address is the true one, part by part under the product's own comparison keys, carrying the
 * flat given (after the addition, in `housenumberAddition`).
 */
export function isTruePoint(address: Address | undefined, point: TruePoint, unit?: string): boolean {
  if (!address) return false;
  const { row } = point;
  const number = parseHouseNumber(address.housenumber);
  const addition = address.housenumberAddition ?? '';
  const carried = addition.slice(row.addition.length).trim();
  if (unit !== undefined ? !sameUnit(carried, unit) : carried !== '') return false;
  return (
    address.countryCode === row.country &&
    cityKey(address.city) === row.city_key &&
    postcodeKey(address.postalCode, row.country) === row.postcode_key &&
    streetKey(address.street, row.country) === row.street_key &&
    number !== undefined &&
    Number(number.number) === row.number_value &&
    (number.rangeTo === undefined ? null : Number(number.rangeTo)) === row.number_to &&
    addition.slice(0, row.addition.length).toUpperCase() === row.addition
  );
}
