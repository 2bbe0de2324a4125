import { base, en, en_US, Faker } from '@faker-js/faker';
import type { RecordValues } from '../records/record-store';
import {
  changeEmailCase,
  changeLegalForm,
  NICKNAMES,
  nickname,
  reformatPhone,
  typo,
} from './duplicate-variants';

export interface DemoRecord {
  values: RecordValues;
  /** Index (in the same list) of the record this one duplicates, with how it was varied. */
  duplicateOf?: number;
  variations?: string[];
  /** Lookups, by index into the target type's list; resolved to ids when the records are stored. */
  references?: Record<string, { type: string; index: number }>;
}

export type DemoDataSet = Record<
  'Campaign' | 'Account' | 'Contact' | 'Lead' | 'CampaignMember',
  DemoRecord[]
>;

export const DEMO_SIZES = { Campaign: 12, Account: 900, Contact: 1800, Lead: 2000, CampaignMember: 600 };
/** Share of originals that get a duplicate. */
const DUPLICATE_RATE = 0.11;
/** Faker's dates count back from "now" unless told otherwise; a fixed reference keeps the data reproducible. */
const REFERENCE_DATE = '2026-01-01T00:00:00.000Z';

type Variation = (faker: Faker, values: RecordValues) => string | undefined;

const text = (values: RecordValues, field: string) =>
  typeof values[field] === 'string' ? values[field] : '';

const personVariations: Variation[] = [
  (faker, v) => ((v['FirstName'] = typo(faker, text(v, 'FirstName'))), 'typo in first name'),
  (faker, v) => ((v['LastName'] = typo(faker, text(v, 'LastName'))), 'typo in last name'),
  (faker, v) => {
    const nick = nickname(faker, text(v, 'FirstName'));
    return nick ? ((v['FirstName'] = nick), 'nickname') : undefined;
  },
  (_faker, v) => (
    ([v['FirstName'], v['LastName']] = [v['LastName']!, v['FirstName']!]),
    'swapped first and last name'
  ),
  (faker, v) =>
    v['Phone'] ? ((v['Phone'] = reformatPhone(faker, text(v, 'Phone'))), 'reformatted phone') : undefined,
  (faker, v) =>
    v['Email'] ? ((v['Email'] = changeEmailCase(faker, text(v, 'Email'))), 'e-mail case') : undefined,
];

const leadVariations: Variation[] = [
  ...personVariations,
  (faker, v) => ((v['Company'] = changeLegalForm(faker, text(v, 'Company'))), 'company legal form'),
];

const accountVariations: Variation[] = [
  (faker, v) => ((v['Name'] = changeLegalForm(faker, text(v, 'Name'))), 'legal form'),
  (faker, v) => ((v['Name'] = typo(faker, text(v, 'Name'))), 'typo in name'),
  (faker, v) =>
    v['Phone'] ? ((v['Phone'] = reformatPhone(faker, text(v, 'Phone'))), 'reformatted phone') : undefined,
  (_faker, v) => ((v['Name'] = text(v, 'Name').toUpperCase()), 'name in capitals'),
];

/** Copies `share` of the records with one or two variations each, appended after the originals. */
function addDuplicates(
  faker: Faker,
  records: DemoRecord[],
  variations: Variation[],
  share: number,
): DemoRecord[] {
  const originals = records.length;
  const picked = faker.helpers.arrayElements([...Array(originals).keys()], Math.round(originals * share));
  for (const index of picked.sort((a, b) => a - b))
    records.push(variantOf(faker, records, index, variations));
  return records;
}

/** Originals per type whose duplicate gets one or two more: groups of three and four to review. */
const LARGER_GROUPS = { Lead: 24, Account: 8, Contact: 8 };
/** Duplicates given related records of their own, which a merge moves to the master. */
const RELATED_TO_DUPLICATES = { accounts: 30, leads: 40 };

/** A variant of an original, one or two variations away, that points at the original. */
function variantOf(faker: Faker, records: DemoRecord[], index: number, variations: Variation[]): DemoRecord {
  const original = records[index]!;
  const values = { ...original.values };
  const applied: string[] = [];
  const wanted = faker.number.int({ min: 1, max: 2 });
  for (const variation of faker.helpers.shuffle(variations)) {
    if (applied.length === wanted) break;
    const what = variation(faker, values);
    if (what) applied.push(what);
  }
  return {
    values,
    duplicateOf: index,
    variations: applied,
    ...(original.references ? { references: original.references } : {}),
  };
}

/** Adds one or two more variants of `count` originals that have a duplicate already, appended at the end. */
function addGroupMembers(faker: Faker, records: DemoRecord[], variations: Variation[], count: number): void {
  const duplicated = [
    ...new Set(records.flatMap((record) => (record.duplicateOf === undefined ? [] : [record.duplicateOf]))),
  ];
  for (const index of faker.helpers.arrayElements(duplicated, count).sort((a, b) => a - b)) {
    const more = faker.number.int({ min: 1, max: 2 });
    for (let n = 0; n < more; n++) records.push(variantOf(faker, records, index, variations));
  }
}

/** Contacts of duplicate accounts and campaign members of duplicate leads: what a merge moves to the master. */
function relateToDuplicates(faker: Faker, data: DemoDataSet): void {
  const duplicatesOf = (records: DemoRecord[]) =>
    records.flatMap((record, index) => (record.duplicateOf === undefined ? [] : [index]));
  for (const index of faker.helpers.arrayElements(
    duplicatesOf(data.Account),
    RELATED_TO_DUPLICATES.accounts,
  )) {
    const [contact] = contacts(faker, data.Account, 1);
    data.Contact.push({ ...contact!, references: { AccountId: { type: 'Account', index } } });
  }
  for (const index of faker.helpers.arrayElements(duplicatesOf(data.Lead), RELATED_TO_DUPLICATES.leads)) {
    data.CampaignMember.push({
      values: { Status: faker.helpers.arrayElement(['Sent', 'Responded']) },
      references: {
        CampaignId: { type: 'Campaign', index: faker.number.int({ min: 0, max: data.Campaign.length - 1 }) },
        LeadId: { type: 'Lead', index },
      },
    });
  }
}

function firstName(faker: Faker): string {
  // A quarter of people carry a formal name that has common nicknames, so nickname duplicates occur.
  return faker.number.float() < 0.25 ? faker.helpers.objectKey(NICKNAMES) : faker.person.firstName();
}

const emailOf = (first: string, last: string, domain: string) =>
  `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@' + domain;

function usAddress(faker: Faker, prefix: string): RecordValues {
  return {
    [`${prefix}Street`]: faker.location.streetAddress(),
    [`${prefix}City`]: faker.location.city(),
    [`${prefix}PostalCode`]: faker.location.zipCode('#####'),
    [`${prefix}State`]: faker.location.state({ abbreviated: true }),
    [`${prefix}Country`]: 'United States',
  };
}

const phone = (faker: Faker) => faker.phone.number({ style: 'national' });

function accounts(faker: Faker): DemoRecord[] {
  return Array.from({ length: DEMO_SIZES.Account }, () => {
    const name = faker.company.name();
    return {
      values: {
        Name: name,
        Phone: phone(faker),
        Website: `https://www.${faker.internet.domainName()}`,
        Industry: faker.helpers.arrayElement([
          'Banking',
          'Consulting',
          'Healthcare',
          'Manufacturing',
          'Retail',
          'Technology',
        ]),
        Type: faker.helpers.arrayElement(['Prospect', 'Customer - Direct', 'Customer - Channel', 'Partner']),
        ...usAddress(faker, 'Billing'),
        NumberOfEmployees: faker.number.int({ min: 5, max: 20000 }),
        AnnualRevenue: faker.number.int({ min: 100, max: 500000 }) * 1000,
      },
    };
  });
}

function contacts(faker: Faker, accountList: DemoRecord[], count = DEMO_SIZES.Contact): DemoRecord[] {
  return Array.from({ length: count }, () => {
    const accountIndex = faker.number.int({ min: 0, max: DEMO_SIZES.Account - 1 });
    const website = text(accountList[accountIndex]!.values, 'Website');
    const first = firstName(faker);
    const last = faker.person.lastName();
    return {
      values: {
        FirstName: first,
        LastName: last,
        Email: emailOf(first, last, website.replace(/^https:\/\/www\./, '')),
        Phone: phone(faker),
        MobilePhone: faker.datatype.boolean() ? phone(faker) : null,
        Title: faker.person.jobTitle(),
        ...usAddress(faker, 'Mailing'),
        Birthdate: faker.date.birthdate({ min: 20, max: 70, mode: 'age' }).toISOString().slice(0, 10),
        LeadSource: faker.helpers.arrayElement(['Web', 'Phone Inquiry', 'Partner Referral', 'Trade Show']),
        HasOptedOutOfEmail: faker.number.float() < 0.1,
      },
      references: { AccountId: { type: 'Account', index: accountIndex } },
    };
  });
}

/** Leads, among them dozens of Jennifers (the original's documented example searches for "Jenniffer"). */
function leads(faker: Faker): DemoRecord[] {
  return Array.from({ length: DEMO_SIZES.Lead }, (_, index) => {
    const first = index % 333 === 7 ? 'Jennifer' : firstName(faker);
    const last = faker.person.lastName();
    const company = faker.company.name();
    const domain = faker.datatype.boolean() ? faker.internet.domainName() : 'example.com';
    return {
      values: {
        FirstName: first,
        LastName: last,
        Company: company,
        Title: faker.person.jobTitle(),
        Email: emailOf(first, last, domain),
        Phone: phone(faker),
        Website: domain === 'example.com' ? null : `https://${domain}`,
        ...usAddress(faker, ''),
        Status: faker.helpers.arrayElement(['Open - Not Contacted', 'Working - Contacted']),
        LeadSource: faker.helpers.arrayElement([
          'Web',
          'Phone Inquiry',
          'Partner Referral',
          'Purchased List',
        ]),
        Industry: faker.helpers.arrayElement(['Banking', 'Education', 'Energy', 'Retail', 'Technology']),
        NumberOfEmployees: faker.number.int({ min: 1, max: 5000 }),
        HasOptedOutOfEmail: false,
      },
    };
  });
}

function campaigns(faker: Faker): DemoRecord[] {
  return Array.from({ length: DEMO_SIZES.Campaign }, (_, index) => {
    const start = faker.date.between({ from: '2025-01-01', to: '2026-06-30' });
    const end = new Date(start.getTime() + faker.number.int({ min: 7, max: 90 }) * 86_400_000);
    return {
      values: {
        Name: `${faker.helpers.arrayElement(['Spring', 'Summer', 'Autumn', 'Winter'])} ${faker.commerce.productAdjective()} ${
          ['Conference', 'Webinar', 'Trade Show', 'Email'][index % 4]
        } ${2025 + (index % 2)}`,
        Type: ['Conference', 'Webinar', 'Trade Show', 'Email'][index % 4]!,
        Status: faker.helpers.arrayElement(['Planned', 'In Progress', 'Completed']),
        StartDate: start.toISOString().slice(0, 10),
        EndDate: end.toISOString().slice(0, 10),
        IsActive: faker.datatype.boolean(),
        BudgetedCost: faker.number.int({ min: 1, max: 200 }) * 500,
      },
    };
  });
}

function campaignMembers(faker: Faker): DemoRecord[] {
  return Array.from({ length: DEMO_SIZES.CampaignMember }, () => {
    const campaign = { type: 'Campaign', index: faker.number.int({ min: 0, max: DEMO_SIZES.Campaign - 1 }) };
    const member: DemoRecord['references'] = faker.datatype.boolean()
      ? { LeadId: { type: 'Lead', index: faker.number.int({ min: 0, max: DEMO_SIZES.Lead - 1 }) } }
      : { ContactId: { type: 'Contact', index: faker.number.int({ min: 0, max: DEMO_SIZES.Contact - 1 }) } };
    return {
      values: { Status: faker.helpers.arrayElement(['Sent', 'Responded']) },
      references: { CampaignId: campaign, ...member },
    };
  });
}

/** A street address that exists, from the demo's address extract: one a demo's address validation confirms. */
export interface KnownAddress {
  street: string;
  postalCode: string;
  city: string;
  state: string;
}

/** One lead in this many lives at a known address; the others' invented ones show what validation makes of them. */
const KNOWN_ADDRESS_EVERY = 3;

/**
 * Gives every KNOWN_ADDRESS_EVERY-th lead a known address, picked by its position rather than by the seeded
 * generator, so that every other value stays what the seed makes it.
 */
function atKnownAddresses(leadList: DemoRecord[], known: readonly KnownAddress[]) {
  if (known.length === 0) return;
  leadList.forEach((lead, index) => {
    if (index % KNOWN_ADDRESS_EVERY !== 0) return;
    const address = known[(index / KNOWN_ADDRESS_EVERY) % known.length]!;
    Object.assign(lead.values, {
      Street: address.street,
      City: address.city,
      PostalCode: address.postalCode,
      State: address.state,
    });
  });
}

/**
 * The demo data: the same records, duplicates and variations for the same seed, on every machine. Given `known`
 * addresses (those the demo's address store holds), a third of the leads live at one of them.
 */
export function generateDemoRecords(seed: number, known: readonly KnownAddress[] = []): DemoDataSet {
  const faker = new Faker({ locale: [en_US, en, base], seed });
  faker.setDefaultRefDate(REFERENCE_DATE);
  const accountList = accounts(faker);
  const contactList = contacts(faker, accountList);
  const leadList = leads(faker);
  atKnownAddresses(leadList, known);
  // The first Jennifer also exists misspelt, the way it arrives from a web form.
  const jennifer = leadList.findIndex((lead) => lead.values['FirstName'] === 'Jennifer');
  leadList.push({
    values: { ...leadList[jennifer]!.values, FirstName: 'Jenifer' },
    duplicateOf: jennifer,
    variations: ['typo in first name'],
  });
  const data: DemoDataSet = {
    Campaign: campaigns(faker),
    Account: addDuplicates(faker, accountList, accountVariations, DUPLICATE_RATE),
    Contact: addDuplicates(faker, contactList, personVariations, DUPLICATE_RATE),
    Lead: addDuplicates(faker, leadList, leadVariations, DUPLICATE_RATE),
    CampaignMember: campaignMembers(faker),
  };
  // Drawn after everything above, so the records before them stay as they were for the same seed.
  addGroupMembers(faker, data.Lead, leadVariations, LARGER_GROUPS.Lead);
  addGroupMembers(faker, data.Account, accountVariations, LARGER_GROUPS.Account);
  addGroupMembers(faker, data.Contact, personVariations, LARGER_GROUPS.Contact);
  relateToDuplicates(faker, data);
  return data;
}
