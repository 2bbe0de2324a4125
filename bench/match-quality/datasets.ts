import type { RecordTypeDefinition } from '../../src/service/records/record-type';
import type { NewScenario } from '../../src/service/scenarios/scenario';
import { benchFields, searchScenario } from './bench-scenario';
import { businessSets } from './business-sets';
import { householdRecords } from './households';
import { readCsv } from './shared-data';

/**
 * Different entities that look alike by nature, which a data set may know of its records: people of one household
 * (an address, often a name and phone), branches of one chain (one name, each in another city), a parent company and
 * its subsidiaries (one name with another qualifier: "Universal Exports USA", "Universal Exports Worldwide"), sites
 * of one agency (one switchboard phone and website).
 */
export type Relation = 'household' | 'chain' | 'corporateGroup' | 'agency';

export interface LabelledRecord {
  /** The data set's own record id. */
  key: string;
  /** Records with the same entity are the same real-world person or site of a company. */
  entity: string;
  /** Where the data set knows them: the groups of look-alike entities the record's entity belongs to, by relation. */
  related?: Partial<Record<Relation, string>>;
  values: Record<string, string>;
}

export interface Dataset {
  name: string;
  /** dedupe: every record searched against all others; link: each query searched against the records. */
  mode: 'dedupe' | 'link';
  records: LabelledRecord[];
  queries: LabelledRecord[];
  recordType: RecordTypeDefinition;
  /** Scored together, as a duplicate job of the type runs its batch scenarios: a pair matches when any does. */
  scenarios: NewScenario[];
  /** The default country: how phone numbers, postcodes and places without one are read. */
  country: string;
}

const text = (name: string) => ({ name, label: name, type: 'text' as const });

const PERSON_FIELDS = [
  'GivenName',
  'Surname',
  'Street',
  'Suburb',
  'PostalCode',
  'State',
  'BirthDate',
  'SocialSecurityId',
];

const febrlType: RecordTypeDefinition = {
  name: 'FebrlPerson',
  keyPrefix: 'a1F',
  label: 'FEBRL person',
  labelPlural: 'FEBRL people',
  fields: PERSON_FIELDS.map(text),
};

/**
 * Written for FEBRL's corruptions (typos, missing values, swapped digits): every attribute counts a little, the
 * identifying ones (names, birth date, social security id) more. Blocking on name sounds, postcode and birth date.
 * FEBRL also replaces whole values with another person's (a given name, a birth date), which is exactly what a
 * family member looks like: the scenario does without guards, and its social security number is an identifier.
 */
const febrlScenario = searchScenario(
  febrlType.name,
  'FEBRL person',
  70,
  benchFields([
    ['GivenName', 'FUZZY_PERSON', 15, [1, 5], 'NICKNAMES'],
    ['Surname', 'FUZZY_PERSON', 20, [2, 5], null],
    ['Street', 'STREET', 10, [], null],
    ['Suburb', 'CITY', 10, [], null],
    ['PostalCode', 'POSTAL_CODE', 10, [3], null],
    ['State', 'EQUAL', 5, [], null],
    ['BirthDate', 'DATE', 15, [4], null],
    ['SocialSecurityId', 'FUZZY', 20, [6], null],
  ]).map((field) => ({ ...field, guard: false, identifier: field.field === 'SocialSecurityId' })),
);

function febrlRecords(file: string): LabelledRecord[] {
  return readCsv(file).map((row) => ({
    key: row['rec_id']!,
    entity: /^rec-(\d+)-/.exec(row['rec_id']!)![1]!,
    values: {
      GivenName: row['given_name']!,
      Surname: row['surname']!,
      Street: [row['street_number'], row['address_1'], row['address_2']].filter(Boolean).join(' '),
      Suburb: row['suburb']!,
      PostalCode: row['postcode']!,
      State: row['state']!,
      BirthDate: row['date_of_birth']!,
      SocialSecurityId: row['soc_sec_id']!,
    },
  }));
}

const fakeType: RecordTypeDefinition = {
  name: 'FakePerson',
  keyPrefix: 'a1K',
  label: 'Fake person',
  labelPlural: 'Fake people',
  fields: ['FirstName', 'LastName', 'BirthDate', 'City', 'Email'].map(text),
};

/**
 * Written for Splink's fake_1000: nicknames, typos, transposed dates, missing values, e-mail variants. Its names
 * are mistyped past recognition and its birth dates replaced by another's as often as mistyped, so nothing is
 * guarded; its e-mail addresses are personal.
 */
const fakeScenario = searchScenario(
  fakeType.name,
  'Fake person',
  70,
  benchFields([
    ['FirstName', 'FUZZY_PERSON', 20, [1, 4], 'NICKNAMES'],
    ['LastName', 'FUZZY_PERSON', 25, [2, 4], null],
    ['BirthDate', 'DATE', 20, [3], null],
    ['City', 'CITY', 10, [], null],
    ['Email', 'EMAIL', 25, [5], null],
  ]).map((field) => ({ ...field, guard: false, identifier: field.field === 'Email' })),
);

const householdType: RecordTypeDefinition = {
  name: 'HouseholdPerson',
  keyPrefix: 'a1H',
  label: 'Household person',
  labelPlural: 'Household people',
  fields: ['FirstName', 'LastName', 'BirthDate', 'Street', 'City', 'PostalCode', 'Email', 'Phone'].map(text),
};

/** What a steward would write for people with addresses: names, birth date, address, e-mail and phone. */
const householdScenario = searchScenario(
  householdType.name,
  'Household person',
  70,
  benchFields([
    ['FirstName', 'FUZZY_PERSON', 20, [1, 5], 'NICKNAMES'],
    ['LastName', 'FUZZY_PERSON', 20, [2, 5], null],
    ['BirthDate', 'DATE', 20, [3], null],
    ['Street', 'STREET', 10, [], null],
    ['City', 'CITY', 5, [], null],
    ['PostalCode', 'POSTAL_CODE', 5, [4], null],
    ['Email', 'EMAIL', 10, [6], null],
    ['Phone', 'PHONE', 10, [7], null],
  ]),
);

/** Households generated for the household set (bench/match-quality/households.ts). */
const HOUSEHOLDS = 1500;
export const HOUSEHOLD_SET = 'households (dedupe)';

/**
 * The built-in sets: people and companies, read in place from ../shared or generated here, with the scenarios written
 * for them (SEARCH and PROBABILISTIC) and, for companies, the demo's own.
 */
export function loadDatasets(): Dataset[] {
  const febrl3 = febrlRecords('febrl/dataset3.csv');
  const fake = readCsv('splink-fake_1000/fake_1000.csv').map((row) => ({
    key: row['unique_id']!,
    entity: row['cluster']!,
    values: {
      FirstName: row['first_name']!,
      LastName: row['surname']!,
      BirthDate: row['dob']!,
      City: row['city']!,
      Email: row['email']!,
    },
  }));
  const households = householdRecords(HOUSEHOLDS);
  const sets: Dataset[] = [
    {
      name: 'FEBRL3 (dedupe)',
      mode: 'dedupe',
      records: febrl3,
      queries: febrl3,
      recordType: febrlType,
      scenarios: [febrlScenario],
      country: 'AU',
    },
    {
      name: 'FEBRL4 (linkage 4b → 4a)',
      mode: 'link',
      records: febrlRecords('febrl/dataset4a.csv'),
      queries: febrlRecords('febrl/dataset4b.csv'),
      recordType: febrlType,
      scenarios: [febrlScenario],
      country: 'AU',
    },
    {
      name: 'fake_1000 (dedupe)',
      mode: 'dedupe',
      records: fake,
      queries: fake,
      recordType: fakeType,
      scenarios: [fakeScenario],
      country: 'GB',
    },
    {
      name: HOUSEHOLD_SET,
      mode: 'dedupe',
      records: households,
      queries: households,
      recordType: householdType,
      scenarios: [householdScenario],
      country: 'US',
    },
  ];
  const business = businessSets();
  // The demo's scenarios are measured as they ship, SEARCH; a scenario written for its data also PROBABILISTIC.
  const written = [...sets, ...business.written];
  return [...sets, ...business.shipped, ...business.written, ...written.map(probabilistic)];
}

/**
 * The same data set scored PROBABILISTIC: each scenario's model trained, without labels, on the data set's own
 * records, as the service trains it.
 */
const probabilistic = (dataset: Dataset): Dataset => ({
  ...dataset,
  name: `${dataset.name}, probabilistic`,
  scenarios: dataset.scenarios.map((scenario) => ({ ...scenario, scoreMethod: 'PROBABILISTIC' })),
});
