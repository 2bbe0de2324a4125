import { base, en, en_US, Faker } from '@faker-js/faker';
import { reformatPhone, typo } from '../../src/service/demo/duplicate-variants';
import type { LabelledRecord, Relation } from './datasets';
import { abbreviateStreetType } from './households';

/** Seed of the company set: the same companies on every run. */
export const COMPANY_SEED = 20261203;

/*
 * The words names are made of and the ways people write them, written for this bench rather than taken from the
 * product's word lists, so that the set measures how the product copes with spellings it was not written for.
 */
const INDUSTRIES = [
  'Manufacturing',
  'Plumbing',
  'Electric',
  'Construction',
  'Foods',
  'Printing',
  'Software',
  'Dental Care',
  'Insurance',
  'Realty',
  'Engineering',
  'Landscaping',
  'Auto Parts',
  'Pharmacy',
  'Bakery',
  'Hardware',
  'Consulting',
  'Marketing',
  'Laboratories',
  'Logistics',
  'Supply',
  'Motors',
  'Exports',
  'Roofing',
  'Machine Works',
  'Textiles',
  'Packaging',
  'Furniture',
  'Security Services',
  'Accounting Services',
  'Travel',
  'Catering',
];
const PREFIXES = [
  'Universal',
  'National',
  'International',
  'American',
  'Pacific',
  'Atlantic',
  'Summit',
  'Pioneer',
  'Liberty',
  'Evergreen',
  'Blue Ridge',
  'Northern',
  'Premier',
  'Allied',
  'United',
  'Coastal',
  'Metro',
  'Apex',
  'Keystone',
  'Midwest',
  'Great Lakes',
  'Frontier',
  'Heritage',
];
const AGENCY_KINDS = [
  'Child Care Services',
  'Family Services',
  'Community Health Center',
  'Public Library',
  'School District',
  'Housing Authority',
  'Department of Human Services',
  'Senior Services',
  'Workforce Development Board',
  'Parks and Recreation Department',
];
const SITE_NAMES = [
  'North',
  'South',
  'East',
  'West',
  'Downtown',
  'Riverside',
  'Westside',
  'Eastside',
  'Annex',
];
const SITE_KINDS = ['Site', 'Center', 'Office', 'Campus'];
/** What tells a subsidiary from its parent, and a parent from its subsidiaries. */
const SUBSIDIARY_QUALIFIERS = [
  'USA',
  'North America',
  'Americas',
  'Europe',
  'Canada',
  'Capital',
  'Financial Services',
  'Logistics',
  'Technologies',
  'Pacific',
];
const PARENT_QUALIFIERS = ['', 'Holdings', 'Worldwide', 'Group', 'International'];

/**
 * Spellings of one legal form, weighted by how often a US account list has the form; a name's legal form is
 * sometimes also mistaken for another's.
 */
const LEGAL_FORMS = [
  { weight: 40, value: ['Inc', 'Inc.', 'Incorporated'] },
  { weight: 30, value: ['LLC', 'L.L.C.', 'Limited Liability Company'] },
  { weight: 10, value: ['Corp', 'Corp.', 'Corporation'] },
  { weight: 8, value: ['Co', 'Co.', 'Company'] },
  { weight: 5, value: ['Ltd', 'Ltd.', 'Limited'] },
  { weight: 4, value: ['LLP', 'L.L.P.'] },
  { weight: 3, value: ['GmbH'] },
];
/** A word and the short forms people write for it. */
const ABBREVIATIONS: readonly (readonly [string, ...string[]])[] = [
  ['International', 'Intl', "Int'l", 'Intl.'],
  ['Association', 'Assn', 'Assoc.', 'Assn.'],
  ['Manufacturing', 'Mfg', 'Mfg.'],
  ['Brothers', 'Bros', 'Bros.'],
  ['and', '&'],
  ['National', 'Natl', "Nat'l"],
  ['Laboratories', 'Labs', 'Lab'],
  ['Services', 'Svcs', 'Svc'],
  ['Associates', 'Assocs', 'Assoc'],
  ['Engineering', 'Eng', 'Engr'],
  ['Insurance', 'Ins'],
  ['Department', 'Dept', 'Dept.'],
  ['Center', 'Ctr', 'Ctr.'],
  ['Construction', 'Constr'],
  ['Technologies', 'Tech'],
  ['Electric', 'Elec'],
  ['Company', 'Co'],
];
const TOP_LEVEL_DOMAINS = ['com', 'com', 'com', 'com', 'net', 'us', 'co', 'biz'];

/** A company name as its parts, so that a slip can change one part: "Kuhn Bros. Plumbing, Inc. - Springfield". */
interface CompanyName {
  words: string[];
  legalForm: string | null;
  /** A comma before the legal form. */
  comma: boolean;
  /** What tells one site from the others of its company: a city, "North Campus". */
  site: string | null;
}

interface Site {
  entity: string;
  related: Partial<Record<Relation, string>>;
  name: CompanyName;
  street: string;
  city: string;
  state: string;
  postalCode: string | null;
  phone: string | null;
  /** The registrable domain; each record writes it its own way. */
  domain: string | null;
}

const render = ({ words, legalForm, comma, site }: CompanyName) =>
  `${words.join(' ')}${legalForm ? `${comma ? ',' : ''} ${legalForm}` : ''}${site ? ` - ${site}` : ''}`;

/**
 * Companies as an account list holds them, for a deduplication task. Most are one site; chains have branches of
 * one name in several cities, each with its own street and phone, often sharing the chain's website; corporate
 * groups have a parent and subsidiaries whose names differ by a qualifier ("Universal Exports USA", "Universal
 * Exports Worldwide"), the subsidiary's website its own or the parent's; agencies have sites in one or two cities
 * that share the switchboard phone and the website. Branches, subsidiaries and sites are different entities: none is
 * a duplicate of another. Each site is held one to three times, later copies with the slips real data has: the legal
 * form spelt another way, mistaken or left out; a word abbreviated or written out; two words swapped; a typo in any
 * word of the name or street; the street type abbreviated, the suite left out; the office moved (a new street, now
 * and then a new city, with the same phone or website); the phone written another way or missing; the website
 * missing; the postcode missing. Every record writes the website its own way, with or without www, https or a path.
 */
export function companyRecords(companies: number, seed = COMPANY_SEED): LabelledRecord[] {
  const faker = new Faker({ locale: [en_US, en, base], seed });
  const sites: Site[] = [];
  let serial = 0;

  // A domain is one company's: an unrelated company of the same name takes another.
  const takenDomains = new Set<string>();
  const domainOf = (words: readonly string[], hasOne: boolean) => {
    if (!hasOne) return null;
    const label = words
      .map((word) => word.toLowerCase().replace(/[^a-z0-9]/g, ''))
      .filter((word) => word !== '' && word !== 'and')
      .join(faker.datatype.boolean(0.2) ? '-' : '');
    let domain = `${label}.${faker.helpers.arrayElement(TOP_LEVEL_DOMAINS)}`;
    while (takenDomains.has(domain)) domain = `${label}${faker.number.int({ min: 1, max: 99 })}.com`;
    takenDomains.add(domain);
    return domain;
  };
  const nameOf = (words: string[], site: string | null = null): CompanyName => ({
    words,
    legalForm: faker.datatype.boolean(0.6) ? anyLegalForm(faker) : null,
    comma: faker.datatype.boolean(0.3),
    site,
  });
  const street = () =>
    faker.datatype.boolean(0.3)
      ? `${faker.location.streetAddress()} ${faker.helpers.arrayElement(['Suite', 'Ste', 'Floor', 'Unit'])} ${faker.number.int({ min: 1, max: 30 }) * 10}`
      : faker.location.streetAddress();
  const phone = () => faker.phone.number({ style: 'national' });
  const place = () => ({ city: faker.location.city(), state: faker.location.state({ abbreviated: true }) });
  const siteOf = (
    related: Partial<Record<Relation, string>>,
    name: CompanyName,
    at: { city: string; state: string },
    details: { phone: string | null; domain: string | null },
  ): Site => {
    serial += 1;
    return {
      entity: `s${serial}`,
      related,
      name,
      street: street(),
      ...at,
      postalCode: faker.datatype.boolean(0.9) ? faker.location.zipCode('#####') : null,
      ...details,
    };
  };

  const brand = (): string[] => {
    const surname = () => faker.person.lastName();
    const industry = () => faker.helpers.arrayElement(INDUSTRIES).split(' ');
    const prefix = () => faker.helpers.arrayElement(PREFIXES).split(' ');
    return faker.helpers.weightedArrayElement([
      { weight: 30, value: () => [surname(), ...industry()] },
      {
        weight: 10,
        value: () => [
          surname(),
          faker.helpers.arrayElement(['&', 'and']),
          surname(),
          ...(faker.datatype.boolean() ? ['Associates'] : []),
        ],
      },
      { weight: 8, value: () => [surname(), 'Brothers', ...industry()] },
      { weight: 20, value: () => [...prefix(), ...industry()] },
      { weight: 6, value: () => [...prefix(), ...industry(), 'Association'] },
      { weight: 6, value: () => [surname(), 'International'] },
      { weight: 6, value: () => ['National', 'Association', 'of', ...industry()] },
    ])();
  };

  for (let c = 0; c < companies; c++) {
    const kind = faker.helpers.weightedArrayElement([
      { weight: 65, value: 'single' as const },
      { weight: 15, value: 'chain' as const },
      { weight: 10, value: 'group' as const },
      { weight: 10, value: 'agency' as const },
    ]);
    if (kind === 'single') {
      const words = brand();
      sites.push(
        siteOf({}, nameOf(words), place(), {
          phone: faker.datatype.boolean(0.85) ? phone() : null,
          domain: domainOf(words, faker.datatype.boolean(0.65)),
        }),
      );
    } else if (kind === 'chain') {
      const words = brand();
      const name = nameOf(words);
      const domain = domainOf(words, faker.datatype.boolean(0.7));
      const cities = new Map<string, { city: string; state: string }>();
      for (const branches = faker.number.int({ min: 2, max: 6 }); cities.size < branches;) {
        const at = place();
        cities.set(at.city, at);
      }
      // Branches are written under the chain's name, some with their city after it.
      for (const at of cities.values())
        sites.push(
          siteOf({ chain: `c${c}` }, { ...name, site: faker.datatype.boolean(0.25) ? at.city : null }, at, {
            phone: faker.datatype.boolean(0.9) ? phone() : null,
            domain,
          }),
        );
    } else if (kind === 'group') {
      const words = brand();
      const [parentQualifier, ...qualifiers] = [
        faker.helpers.arrayElement(PARENT_QUALIFIERS),
        ...faker.helpers.arrayElements(SUBSIDIARY_QUALIFIERS, { min: 1, max: 3 }),
      ];
      const parentWords = [...words, ...(parentQualifier ? parentQualifier.split(' ') : [])];
      const parentDomain = domainOf(parentWords, faker.datatype.boolean(0.8));
      sites.push(
        siteOf({ corporateGroup: `g${c}` }, nameOf(parentWords), place(), {
          phone: phone(),
          domain: parentDomain,
        }),
      );
      for (const qualifier of qualifiers) {
        const subsidiaryWords = [...words, ...qualifier!.split(' ')];
        sites.push(
          siteOf({ corporateGroup: `g${c}` }, nameOf(subsidiaryWords), place(), {
            phone: faker.datatype.boolean(0.85) ? phone() : null,
            domain: faker.helpers.weightedArrayElement([
              { weight: 5, value: () => domainOf(subsidiaryWords, true) },
              { weight: 3, value: () => parentDomain },
              { weight: 2, value: () => null },
            ])(),
          }),
        );
      }
    } else {
      const home = place();
      const words = [
        ...faker.helpers.arrayElement([home.city, `${faker.person.lastName()} County`]).split(' '),
        ...faker.helpers.arrayElement(AGENCY_KINDS).split(' '),
      ];
      // An agency has no legal form.
      const name = { ...nameOf(words), legalForm: null };
      const switchboard = phone();
      const domain = domainOf(words, faker.datatype.boolean(0.8));
      const siteNames = faker.helpers.arrayElements(SITE_NAMES, { min: 2, max: 4 });
      for (const siteName of siteNames)
        sites.push(
          siteOf(
            { agency: `a${c}` },
            {
              ...name,
              site: faker.datatype.boolean(0.6)
                ? `${siteName} ${faker.helpers.arrayElement(SITE_KINDS)}`
                : null,
            },
            faker.datatype.boolean(0.7) ? home : place(),
            { phone: faker.datatype.boolean(0.8) ? switchboard : phone(), domain },
          ),
        );
    }
  }

  const records: LabelledRecord[] = [];
  for (const site of sites) {
    const copies = faker.helpers.weightedArrayElement([
      { weight: 60, value: 1 },
      { weight: 28, value: 2 },
      { weight: 12, value: 3 },
    ]);
    for (let copy = 0; copy < copies; copy++) {
      const held = { ...site, name: { ...site.name, words: [...site.name.words] } };
      const slips = copy === 0 ? 0 : faker.number.int({ min: 1, max: 3 });
      for (let s = 0; s < slips; s++) addSlip(faker, held, { street, place, phone });
      records.push({
        key: `${site.entity}-${copy + 1}`,
        entity: site.entity,
        related: site.related,
        values: {
          Name: render(held.name),
          BillingStreet: held.street,
          BillingCity: held.city,
          BillingState: held.state,
          BillingPostalCode: held.postalCode ?? '',
          Phone: held.phone ?? '',
          Website: held.domain ? faker.helpers.arrayElement(WEBSITE_FORMS)(held.domain) : '',
        },
      });
    }
  }
  return faker.helpers.shuffle(records);
}

/** How people write a company's website: every record its own way, whoever entered it. */
const WEBSITE_FORMS: ((domain: string) => string)[] = [
  (domain) => domain,
  (domain) => `www.${domain}`,
  (domain) => `https://www.${domain}`,
  (domain) => `http://${domain}/`,
  (domain) => `https://${domain}/contact`,
  (domain) => `https://www.${domain}/`,
];

/** One of the slips a later copy of a site brings. */
function addSlip(
  faker: Faker,
  site: Site,
  make: { street: () => string; place: () => { city: string; state: string }; phone: () => string },
) {
  const { name } = site;
  const slip = faker.helpers.arrayElement([
    'legal-form',
    'abbreviation',
    'word-order',
    'typo-name',
    'typo-street',
    'street-type',
    'no-suite',
    'moved',
    'phone-format',
    'no-phone',
    'no-website',
    'no-postal-code',
  ] as const);
  switch (slip) {
    case 'legal-form':
      name.legalForm = otherLegalForm(faker, name.legalForm);
      break;
    case 'abbreviation': {
      const at = pickWord(faker, name.words, (word) => ABBREVIATIONS.some((forms) => forms.includes(word)));
      if (at === undefined) break;
      const forms = ABBREVIATIONS.find((spellings) => spellings.includes(name.words[at]!))!;
      name.words[at] = faker.helpers.arrayElement(forms.filter((form) => form !== name.words[at]));
      break;
    }
    case 'word-order':
      name.words = reordered(faker, name.words);
      break;
    case 'typo-name': {
      const at = pickWord(faker, name.words, (word) => /[a-z]{3}/i.test(word));
      if (at !== undefined) name.words[at] = typo(faker, name.words[at]!);
      break;
    }
    case 'typo-street': {
      const words = site.street.split(' ');
      const at = faker.number.int({ min: 1, max: words.length - 1 });
      words[at] = typo(faker, words[at]!);
      site.street = words.join(' ');
      break;
    }
    case 'street-type':
      site.street = abbreviateStreetType(site.street);
      break;
    case 'no-suite':
      site.street = site.street.replace(/ (Suite|Ste|Floor|Unit) \d+$/, '');
      break;
    case 'moved':
      // A move keeps what ties the record to the company: the phone or the website.
      if (!site.phone && !site.domain) break;
      site.street = make.street();
      site.postalCode = site.postalCode ? faker.location.zipCode('#####') : null;
      if (faker.datatype.boolean(0.3)) Object.assign(site, make.place());
      if (site.phone && site.domain && faker.datatype.boolean(0.3)) site.phone = make.phone();
      break;
    case 'phone-format':
      if (site.phone) site.phone = reformatPhone(faker, site.phone);
      break;
    case 'no-phone':
      site.phone = null;
      break;
    case 'no-website':
      site.domain = null;
      break;
    case 'no-postal-code':
      site.postalCode = null;
      break;
  }
}

/** A spelling of any of the legal forms `among`. */
const anyLegalForm = (faker: Faker, among = LEGAL_FORMS) =>
  faker.helpers.arrayElement(faker.helpers.weightedArrayElement(among));

/** Another spelling of the legal form, now and then another form, or none; a name without one gains one. */
function otherLegalForm(faker: Faker, legalForm: string | null): string | null {
  const family = LEGAL_FORMS.find(({ value }) => legalForm !== null && value.includes(legalForm));
  if (!family) return anyLegalForm(faker);
  const spellings = family.value.filter((form) => form !== legalForm);
  return faker.helpers.weightedArrayElement<() => string | null>([
    { weight: 6, value: () => (spellings.length > 0 ? faker.helpers.arrayElement(spellings) : null) },
    { weight: 2, value: () => null },
    {
      weight: 2,
      value: () =>
        anyLegalForm(
          faker,
          LEGAL_FORMS.filter((forms) => forms !== family),
        ),
    },
  ])();
}

/** The position of a random word that `fits`, if any does. */
function pickWord(
  faker: Faker,
  words: readonly string[],
  fits: (word: string) => boolean,
): number | undefined {
  const positions = words.flatMap((word, at) => (fits(word) ? [at] : []));
  return positions.length === 0 ? undefined : faker.helpers.arrayElement(positions);
}

/**
 * The name's words in another order people write them in: the words either side of "&" or "and" exchanged ("Jacobs &
 * Kuhn" → "Kuhn & Jacobs"), "of" turned round ("National Association of Realty" → "National Realty Association"), or else
 * two neighbouring words swapped.
 */
function reordered(faker: Faker, words: readonly string[]): string[] {
  const joint = words.findIndex(
    (word, at) => at > 0 && at < words.length - 1 && (word === '&' || word === 'and'),
  );
  if (joint > 0)
    return [
      ...words.slice(0, joint - 1),
      words[joint + 1]!,
      words[joint]!,
      words[joint - 1]!,
      ...words.slice(joint + 2),
    ];
  const of = words.indexOf('of');
  if (of > 0 && of < words.length - 1)
    return [...words.slice(0, of - 1), ...words.slice(of + 1), words[of - 1]!];
  if (words.length < 2) return [...words];
  const at = faker.number.int({ min: 0, max: words.length - 2 });
  return [...words.slice(0, at), words[at + 1]!, words[at]!, ...words.slice(at + 2)];
}
