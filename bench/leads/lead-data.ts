import { base, en, en_US, Faker } from '@faker-js/faker';
import { changeEmailCase, reformatPhone, typo } from '../../src/service/demo/duplicate-variants';
import type { RecordValues } from '../../src/service/records/record-store';

/** Seed of the benchmarks' stores of leads: the same leads in every benchmark, so one cached store serves them all. */
export const LEAD_SEED = 20261122;

/**
 * Leads for the benchmarks: realistic people and companies, reproducible from a seed. A serial number in the
 * e-mail keeps every generated lead a different person, as in a real store.
 */
export function leadGenerator(seed: number) {
  const faker = new Faker({ locale: [en_US, en, base], seed });
  let serial = 0;
  return (): RecordValues => {
    serial += 1;
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const domain = faker.internet.domainName();
    return {
      FirstName: first,
      LastName: last,
      Company: faker.company.name(),
      Email: `${first}.${last}.${serial.toString(36)}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
      Phone: faker.phone.number({ style: 'national' }),
      City: faker.location.city(),
      LeadSource: faker.helpers.arrayElement(['Web', 'Phone Inquiry', 'Partner Referral', 'Trade Show']),
    };
  };
}

/** The same lead as a later form fill or import brings it: a slip in a name, the e-mail's case, the phone's format. */
export function varyLead(faker: Faker, lead: RecordValues): RecordValues {
  const varied = { ...lead };
  const text = (field: string) => String(varied[field] ?? '');
  switch (faker.number.int({ min: 0, max: 3 })) {
    case 0:
      varied['LastName'] = typo(faker, text('LastName'));
      break;
    case 1:
      varied['Email'] = changeEmailCase(faker, text('Email'));
      break;
    case 2:
      varied['Phone'] = reformatPhone(faker, text('Phone'));
      break;
    default:
      varied['FirstName'] = typo(faker, text('FirstName'));
  }
  varied['Title'] = faker.person.jobTitle();
  return varied;
}

export const workloadFaker = (seed: number) => new Faker({ locale: [en_US, en, base], seed });
