import fs from 'node:fs';
import { base, de, en, en_GB, en_US, Faker } from '@faker-js/faker';
import { cityKey, streetKey } from '../../src/service/address/store/address-keys';
import { EXTRACTS } from './osm-extracts';
import { postalPlaces, type PostalPlace } from './postal-places';

/**
 * Generated addresses to bring a store to a million: real towns of Germany, the United States and Great Britain
 * with their real postcodes (GeoNames), thousands of streets named as each country names them, house numbers
 * counted up each street with now and then an addition or a range. The five extract cities are left out so their
 * real addresses stay the only ones there.
 */
const SHARES = [
  { country: 'DE', share: 0.4, faker: [de, en, base] },
  { country: 'US', share: 0.4, faker: [en_US, en, base] },
  { country: 'GB', share: 0.2, faker: [en_GB, en, base] },
] as const;
/** Average addresses per town; a town's size varies about twentyfold around it. */
const ADDRESSES_PER_TOWN = 300;
/** GB inward codes: a digit and two of these letters ("BS8 1TH"). */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const HEADER = 'country,region,city,postcode,street,number,latitude,longitude';

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

interface Town {
  place: PostalPlace;
  size: number;
}

function pickTowns(faker: Faker, country: string, addresses: number): Town[] {
  const excluded = new Set(EXTRACTS.filter((e) => e.country === country).map((e) => cityKey(e.city)));
  const places = postalPlaces(country).filter((place) => !excluded.has(place.cityKey));
  const chosen = faker.helpers.arrayElements(places, Math.max(1, Math.round(addresses / ADDRESSES_PER_TOWN)));
  const weights = chosen.map(() => Math.exp(faker.number.float({ min: 0, max: 3 })));
  const total = weights.reduce((a, b) => a + b, 0);
  return chosen.map((place, index) => ({ place, size: Math.round((addresses * weights[index]!) / total) }));
}

function postcodeOf(faker: Faker, place: PostalPlace): string {
  const code = faker.helpers.arrayElement(place.postcodes);
  if (place.country !== 'GB') return code;
  const letter = () => INWARD_LETTERS[faker.number.int(INWARD_LETTERS.length - 1)]!;
  return `${code} ${faker.number.int(9)}${letter()}${letter()}`;
}

/** House numbers up one street: odd and even sides, an addition to about one in 25, a range to one in 200. */
function* houseNumbers(faker: Faker, count: number, country: string): Generator<string> {
  let number = faker.number.int({ min: 1, max: 3 });
  for (let made = 0; made < count; made++) {
    const roll = faker.number.float();
    if (roll < 0.04) {
      const letter = faker.helpers.arrayElement(['a', 'b', 'c']);
      yield `${number}${country === 'DE' ? letter : letter.toUpperCase()}`;
    } else if (roll < 0.045) {
      yield `${number}-${number + 2}`;
      number += 2;
    } else {
      yield String(number);
    }
    number += faker.helpers.weightedArrayElement([
      { weight: 6, value: 2 },
      { weight: 3, value: 1 },
      { weight: 1, value: 4 },
    ]);
  }
}

function* townRows(faker: Faker, town: Town): Generator<string> {
  const { place } = town;
  const seen = new Set<string>();
  let left = town.size;
  while (left > 0) {
    let street = faker.location.street();
    for (let attempt = 0; seen.has(streetKey(street, place.country)) && attempt < 20; attempt++)
      street = faker.location.street();
    const key = streetKey(street, place.country);
    if (seen.has(key)) break;
    seen.add(key);
    const size = Math.min(left, faker.number.int({ min: 4, max: 90 }));
    left -= size;
    const latitude = place.latitude + faker.number.float({ min: -0.03, max: 0.03 });
    const longitude = place.longitude + faker.number.float({ min: -0.04, max: 0.04 });
    let postcode = postcodeOf(faker, place);
    let index = 0;
    for (const number of houseNumbers(faker, size, place.country)) {
      // A GB unit postcode covers a stretch of about fifteen doors.
      if (place.country === 'GB' && index > 0 && index % 15 === 0) postcode = postcodeOf(faker, place);
      index++;
      const row = [
        place.country,
        place.regionCode,
        place.name,
        postcode,
        street,
        number,
        (latitude + index * 0.00005).toFixed(6),
        (longitude + index * 0.00005).toFixed(6),
      ];
      yield row.map(csvField).join(',');
    }
  }
}

/** Writes about `count` generated addresses to a CSV the import maps by its header; answers the rows written. */
export function writeGeneratedAddresses(file: string, count: number, seed: number): number {
  const fd = fs.openSync(file, 'w');
  let written = 0;
  try {
    fs.writeSync(fd, `${HEADER}\n`);
    let chunk: string[] = [];
    for (const { country, share, faker: locale } of SHARES) {
      const faker = new Faker({ locale: [...locale], seed: seed + written });
      for (const town of pickTowns(faker, country, Math.round(count * share))) {
        for (const row of townRows(faker, town)) {
          chunk.push(row);
          written++;
          if (chunk.length === 10_000) {
            fs.writeSync(fd, `${chunk.join('\n')}\n`);
            chunk = [];
          }
        }
      }
    }
    if (chunk.length > 0) fs.writeSync(fd, `${chunk.join('\n')}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return written;
}
