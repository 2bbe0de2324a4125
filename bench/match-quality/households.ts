import fs from 'node:fs';
import path from 'node:path';
import { base, en, en_US, Faker } from '@faker-js/faker';
import { parse } from 'csv-parse/sync';
import { changeEmailCase, reformatPhone, typo } from '../../src/service/demo/duplicate-variants';
import type { LabelledRecord } from './datasets';

/** Seed of the household set: the same people on every run. */
export const HOUSEHOLD_SEED = 20261125;

/**
 * The nicknames the noise draws from: pseudopeople's list (read in place from ../shared), not the product's own
 * NICKNAMES list, so that the set measures how the product copes with nicknames it was not written for.
 */
const NICKNAMES_CSV = path.resolve(
  import.meta.dirname,
  '../../../shared/data/names/pseudopeople-noise/nicknames.csv',
);

function readNicknames(): Map<string, string[]> {
  const rows = parse(fs.readFileSync(NICKNAMES_CSV, 'utf8'), {
    from_line: 2,
    relax_column_count: true,
    trim: true,
  }) as string[][];
  return new Map(rows.map(([name = '', ...nicknames]) => [name, nicknames.filter(Boolean)]));
}

interface Person {
  entity: string;
  household: string;
  firstName: string;
  lastName: string;
  birthDate: Date;
  email: string | null;
  mobile: string | null;
}

interface Household {
  id: string;
  street: string;
  city: string;
  postalCode: string;
  homePhone: string | null;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * People living in households, as a CRM holds them: a household shares its surname (mostly), street, city,
 * postcode and home phone; partners, children, twins (same birth date), and juniors named after a parent (same
 * name, another generation). Each person is held one to three times, later copies with the slips real data has:
 * typos, nicknames, first and last name swapped, missing birth date, e-mail or phone, the e-mail's case, the
 * phone's format, the home phone given instead of the mobile, day and month of the birth date swapped, the street's
 * type abbreviated. Entities are people; two members of one household are different people.
 */
export function householdRecords(households: number, seed = HOUSEHOLD_SEED): LabelledRecord[] {
  const faker = new Faker({ locale: [en_US, en, base], seed });
  const nicknames = readNicknames();
  const people: { person: Person; home: Household }[] = [];
  let serial = 0;

  // A mailbox is one person's: an address taken already (a junior's, named after a parent) gets a number.
  const taken = new Set<string>();
  const unique = (address: string) => {
    const free = taken.has(address) ? address.replace('@', `${serial}@`) : address;
    taken.add(free);
    return free;
  };

  const personOf = (home: Household, firstName: string, lastName: string, birthDate: Date): Person => {
    serial += 1;
    const hasEmail = faker.datatype.boolean(0.7);
    const local = `${firstName}.${lastName}${faker.datatype.boolean(0.3) ? serial % 100 : ''}`.toLowerCase();
    return {
      entity: `p${serial}`,
      household: home.id,
      firstName,
      lastName,
      birthDate,
      email: hasEmail
        ? unique(
            `${local.replace(/[^a-z0-9.]/g, '')}@${faker.helpers.arrayElement(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', faker.internet.domainName()])}`,
          )
        : null,
      mobile: faker.datatype.boolean(0.6) ? faker.phone.number({ style: 'national' }) : null,
    };
  };
  const birthBetween = (from: number, to: number) =>
    faker.date.between({ from: `${from}-01-01T00:00:00Z`, to: `${to}-12-31T00:00:00Z` });

  for (let h = 0; h < households; h++) {
    const home: Household = {
      id: `h${h + 1}`,
      street: faker.location.streetAddress(),
      city: faker.location.city(),
      postalCode: faker.location.zipCode('#####'),
      homePhone: faker.datatype.boolean(0.7) ? faker.phone.number({ style: 'national' }) : null,
    };
    const surname = faker.person.lastName();
    const size = faker.helpers.weightedArrayElement([
      { weight: 30, value: 1 },
      { weight: 30, value: 2 },
      { weight: 15, value: 3 },
      { weight: 15, value: 4 },
      { weight: 10, value: 5 },
    ]);
    const parentBirth = birthBetween(1945, 1995);
    const parentSex = faker.person.sexType();
    const parent = personOf(home, faker.person.firstName(parentSex), surname, parentBirth);
    const members = [parent];
    if (size >= 2) {
      const partnerSurname = faker.datatype.boolean(0.8) ? surname : faker.person.lastName();
      const partnerSex = faker.datatype.boolean(0.9) ? (parentSex === 'male' ? 'female' : 'male') : parentSex;
      const partnerBirth = new Date(parentBirth.getTime() + faker.number.int({ min: -6, max: 6 }) * 3.15e10);
      members.push(personOf(home, faker.person.firstName(partnerSex), partnerSurname, partnerBirth));
    }
    const children = size - members.length;
    const twinsAt =
      children >= 2 && faker.datatype.boolean(0.25) ? faker.number.int({ min: 0, max: children - 2 }) : -1;
    let previousBirth: Date | undefined;
    for (let c = 0; c < children; c++) {
      const sex = faker.person.sexType();
      const junior = c === 0 && sex === parentSex && faker.datatype.boolean(0.2);
      const firstName = junior ? parent.firstName : faker.person.firstName(sex);
      const birth =
        c === twinsAt + 1 && previousBirth
          ? previousBirth
          : new Date(parentBirth.getTime() + faker.number.int({ min: 20 * 365, max: 40 * 365 }) * 8.64e7);
      members.push(personOf(home, firstName, surname, birth));
      previousBirth = birth;
    }
    for (const person of members) people.push({ person, home });
  }

  const records: LabelledRecord[] = [];
  for (const { person, home } of people) {
    const copies = faker.helpers.weightedArrayElement([
      { weight: 55, value: 1 },
      { weight: 30, value: 2 },
      { weight: 15, value: 3 },
    ]);
    for (let copy = 0; copy < copies; copy++) {
      const values: Record<string, string> = {
        FirstName: person.firstName,
        LastName: person.lastName,
        BirthDate: isoDate(person.birthDate),
        Street: home.street,
        City: home.city,
        PostalCode: home.postalCode,
        Email: person.email ?? '',
        Phone: person.mobile ?? home.homePhone ?? '',
      };
      const slips = copy === 0 ? 0 : faker.number.int({ min: 1, max: 3 });
      for (let s = 0; s < slips; s++) addSlip(faker, values, home, nicknames);
      records.push({
        key: `${person.entity}-${copy + 1}`,
        entity: person.entity,
        related: { household: person.household },
        values,
      });
    }
  }
  return faker.helpers.shuffle(records);
}

/** The first street type of a line written short, as people often enter it: "Main Street" → "Main St". */
export const abbreviateStreetType = (street: string) =>
  street.replace(
    /\b(Street|Avenue|Road|Drive|Lane|Court|Boulevard)\b/,
    (type) =>
      ({
        Street: 'St',
        Avenue: 'Ave',
        Road: 'Rd',
        Drive: 'Dr',
        Lane: 'Ln',
        Court: 'Ct',
        Boulevard: 'Blvd',
      })[type]!,
  );

/** One of the slips a later copy of a person brings. */
function addSlip(
  faker: Faker,
  values: Record<string, string>,
  home: Household,
  nicknames: Map<string, string[]>,
) {
  const slip = faker.helpers.arrayElement([
    'typo-first',
    'typo-last',
    'nickname',
    'swap-names',
    'no-birth-date',
    'no-email',
    'no-phone',
    'email-case',
    'phone-format',
    'home-phone',
    'day-month',
    'street-type',
  ] as const);
  switch (slip) {
    case 'typo-first':
      values['FirstName'] = typo(faker, values['FirstName']!);
      break;
    case 'typo-last':
      values['LastName'] = typo(faker, values['LastName']!);
      break;
    case 'nickname': {
      const options = nicknames.get(values['FirstName']!.toLowerCase());
      if (options?.length) values['FirstName'] = capitalise(faker.helpers.arrayElement(options));
      break;
    }
    case 'swap-names':
      [values['FirstName'], values['LastName']] = [values['LastName']!, values['FirstName']!];
      break;
    case 'no-birth-date':
      values['BirthDate'] = '';
      break;
    case 'no-email':
      values['Email'] = '';
      break;
    case 'no-phone':
      values['Phone'] = '';
      break;
    case 'email-case':
      if (values['Email']) values['Email'] = changeEmailCase(faker, values['Email']);
      break;
    case 'phone-format':
      if (values['Phone']) values['Phone'] = reformatPhone(faker, values['Phone']);
      break;
    case 'home-phone':
      if (home.homePhone) values['Phone'] = home.homePhone;
      break;
    case 'day-month': {
      const [year, month, day] = values['BirthDate']!.split('-');
      if (day && Number(day) <= 12) values['BirthDate'] = `${year}-${day}-${month}`;
      break;
    }
    case 'street-type':
      values['Street'] = abbreviateStreetType(values['Street']!);
      break;
  }
}
