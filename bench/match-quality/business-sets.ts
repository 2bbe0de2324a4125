import { DEMO_RECORD_TYPES } from '../../src/service/demo/demo-record-types';
import { DEMO_SCENARIOS } from '../../src/service/demo/demo-scenarios';
import { benchFields, searchScenario, type FieldSpec } from './bench-scenario';
import { companyRecords } from './companies';
import type { Dataset, LabelledRecord } from './datasets';
import { readCsv } from './shared-data';

/** Business records are the demo's accounts, so that the demo's own Account scenarios can score them. */
const account = DEMO_RECORD_TYPES.find((type) => type.name === 'Account')!;

/** Taken from the demo as it ships, never copied: when the demo's Account scenarios change, the bench follows. */
const SHIPPED_SCENARIOS = DEMO_SCENARIOS.filter((scenario) => scenario.recordType === account.name);

const NAME_AND_ADDRESS: readonly FieldSpec[] = [
  ['Name', 'FUZZY_COMPANY', 40, [1], 'COMPANY_ALIASES', 'COMPANY'],
  ['BillingStreet', 'STREET', 30, [2], null],
  ['BillingCity', 'CITY', 10, [], null],
];
const PHONE_AND_WEBSITE: readonly FieldSpec[] = [
  ['Phone', 'PHONE', 20, [3], null],
  ['Website', 'DOMAIN', 20, [4], null],
];

/**
 * What a steward writes for accounts from docs/matching.md: the company name with the lists the company methods
 * are documented with, street and city, and phone and website where the data has them; SEARCH at the console's
 * default threshold of 70 and the default minimum evidence.
 */
const nameAndAddressScenario = (fields: readonly FieldSpec[]) =>
  searchScenario(account.name, 'Account name and address', 70, benchFields(fields));

/**
 * Fodor's and Zagat's restaurant guides (dedupe's benchmark, in place in ../shared): name, street and city, no
 * phone; each `unique_id` one restaurant. The cuisine is left out: it is no field of an account.
 */
function restaurantRecords(): LabelledRecord[] {
  return readCsv('restaurants-fodors-zagat/restaurant-nophone-training.csv').map((row, index) => ({
    key: `r${index + 1}`,
    entity: row['unique_id']!.replace(/'/g, ''),
    values: { Name: row['name']!, BillingStreet: row['address']!, BillingCity: row['city']! },
  }));
}

/** Companies generated for the company set (bench/match-quality/companies.ts). */
const COMPANIES = 1000;

/**
 * The business sets, each scored with the demo's Account scenarios as shipped and with a name and address
 * scenario a steward would write: `written` are the latter, to be measured with either scoring method.
 */
export function businessSets(): { shipped: Dataset[]; written: Dataset[] } {
  const sets = [
    { name: 'restaurants (dedupe)', records: restaurantRecords(), fields: NAME_AND_ADDRESS },
    {
      name: 'companies (dedupe)',
      records: companyRecords(COMPANIES),
      fields: [...NAME_AND_ADDRESS, ...PHONE_AND_WEBSITE],
    },
  ];
  const dataset = (
    { name, records }: (typeof sets)[number],
    choice: string,
    scenarios: Dataset['scenarios'],
  ): Dataset => ({
    name: `${name}, ${choice}`,
    mode: 'dedupe',
    records,
    queries: records,
    recordType: account,
    scenarios,
    country: 'US',
  });
  return {
    shipped: sets.map((set) => dataset(set, 'Account scenarios as shipped', SHIPPED_SCENARIOS)),
    written: sets.map((set) => dataset(set, 'name + address', [nameAndAddressScenario(set.fields)])),
  };
}
