import { describe, expect, it } from 'vitest';
import type { MatchMethodDefinition, MatchOptions } from '../match-method';
import { COMPANY, COMPANY_ALIASES } from '../word-lists/company-lists';
import { buildWordLists } from '../word-lists/word-list-index';
import type { CompanyPrepared } from './fuzzy-company';
import {
  DIFFERENT_SITES_SCORE,
  fuzzyCompanyExtraStrictMethod,
  fuzzyCompanyMethod,
  fuzzyCompanyStrictMethod,
} from './fuzzy-company';

const plain: MatchOptions = { lists: buildWordLists(), defaultCountry: 'US', config: null };
const company: MatchOptions = { ...plain, lists: buildWordLists(COMPANY.entries, COMPANY_ALIASES.entries) };

type Method = MatchMethodDefinition<CompanyPrepared>;
const compare = (method: Method, a: string, b: string, options = company) =>
  method.compare(method.prepare(a, options), method.prepare(b, options), options);
const light = (a: string, b: string, options = company) => compare(fuzzyCompanyMethod, a, b, options).score;
const strict = (a: string, b: string, options = company) =>
  compare(fuzzyCompanyStrictMethod, a, b, options).score;
const extraStrict = (a: string, b: string, options = company) =>
  compare(fuzzyCompanyExtraStrictMethod, a, b, options).score;
const all = (a: string, b: string, options = company) => [
  light(a, b, options),
  strict(a, b, options),
  extraStrict(a, b, options),
];

describe('FUZZY_COMPANY (Partial Fuzzy Light)', () => {
  it('comes close to the original published examples', () => {
    expect(light('Mc Donalds', 'Mac Donalds')).toBe(91); // original: 92
    expect(light('Mc Donalds Ireland', 'Mc Donalds Spain')).toBe(84); // original: 84
    expect(light('Mc Dnalds', 'Mac Donalds')).toBe(80); // original: 80
  });

  it('is lenient with a word only one name has', () => {
    expect(light('Acme', 'Acme Widgets')).toBe(80);
    expect(light('Plauti', 'Plauti Data Management')).toBe(91);
  });

  it('scores names with nothing in common 0', () => {
    expect(light('Apple', 'Microsoft')).toBe(0);
  });

  it('drops frequent words, so only what distinguishes the names counts', () => {
    expect(light('Acme', 'Acme Holdings')).toBe(100);
    expect(light('Acme Global Solutions', 'Acme Consulting Group')).toBe(100);
    expect(light('Acme', 'Acme Holdings', plain)).toBe(78);
  });

  it('compares a name of frequent words only on those words', () => {
    expect(light('Global Services', 'Global Services Ltd')).toBe(100);
    expect(light('Global Services', 'Global Solutions')).toBe(72);
  });

  it('ignores how words are split or joined', () => {
    expect(light('McDonalds', 'Mc Donalds')).toBe(100);
    expect(light('Coca-Cola', 'CocaCola')).toBe(100);
  });

  it('ignores word order', () => {
    expect(light('Smith Barney Shearson', 'Shearson Smith Barney')).toBe(100);
  });
});

describe('company name normalisation', () => {
  const normalised = (value: string) => fuzzyCompanyMethod.prepare(value, plain).normalised;

  it('folds case, accents and punctuation, and joins initials', () => {
    expect(normalised('  Société Générale ')).toBe('societe generale');
    expect(normalised('A.B.C. Trading')).toBe('abc trading');
  });

  it('drops "and", "&" and a leading "The"', () => {
    expect(normalised('The Procter & Gamble')).toBe('procter gamble');
    expect(normalised('Procter and Gamble')).toBe('procter gamble');
  });

  it('canonicalises trailing legal forms, however written', () => {
    expect(normalised('Acme Incorporated')).toBe('acme inc');
    expect(normalised('Acme, Inc.')).toBe('acme inc');
    expect(normalised('Acme L.L.C.')).toBe('acme llc');
    expect(normalised('Acme Limited Liability Company')).toBe('acme llc');
    expect(normalised('Acme Pty. Ltd.')).toBe('acme pty ltd');
    expect(normalised('Acme Verwaltungs GmbH & Co. KG')).toBe('acme verwaltungs gmbh co kg');
    expect(normalised('Acme S.p.A.')).toBe('acme spa');
    expect(normalised('Acme S.A. de C.V.')).toBe('acme sa de cv');
    expect(normalised('Acme Sp. z o.o.')).toBe('acme sp zoo');
  });

  it('keeps a legal form in the middle of a name, and a name that is nothing but one', () => {
    expect(normalised('Spa Resorts International')).toBe('spa resorts international');
    expect(normalised('Limited')).toBe('limited');
  });

  it.each([
    ['Acme Inc', 'ACME Incorporated'],
    ['Acme Corp.', 'Acme Corporation'],
    ['Acme Ltd', 'Acme Limited'],
    ['Acme B.V.', 'Acme BV'],
    ['Acme N.V.', 'Acme Naamloze Vennootschap'],
    ['Siemens AG', 'Siemens Aktiengesellschaft'],
    ['Acme GmbH', 'Acme Gesellschaft mit beschränkter Haftung'],
    ['Acme SARL', 'Acme S.A.R.L.'],
    ['Acme Oy', 'Acme Osakeyhtiö'],
    ['Volvo AB', 'Volvo Aktiebolag'],
    ['Equinor ASA', 'Equinor AS'],
    ['Acme plc', 'Acme Public Limited Company'],
    ['The Acme Company', 'Acme Co.'],
  ])('scores %s and %s 100 in every strictness', (a, b) => {
    expect(all(a, b, plain)).toEqual([100, 100, 100]);
  });

  it('ignores a legal form only one name has', () => {
    expect(all('Plauti', 'Plauti Inc.')).toEqual([100, 100, 100]);
  });
});

describe('company aliases', () => {
  it('matches an abbreviation with the name it stands for, and reports it', () => {
    expect(compare(fuzzyCompanyMethod, 'IBM', 'International Business Machines Corp.')).toEqual({
      score: 100,
      synonymMatches: ['ibm=international business machines'],
    });
    expect(light('I.B.M. Ireland', 'International Business Machines Ireland')).toBe(100);
    expect(light('P&G', 'Procter and Gamble Co.')).toBe(100);
    expect(light('AT&T Inc.', 'American Telephone & Telegraph Company')).toBe(100);
  });

  it('needs the alias list to do so', () => {
    expect(light('IBM', 'International Business Machines', plain)).toBeLessThan(20);
  });

  it('keeps aliases of different companies apart', () => {
    expect(light('HP', 'Hewlett Packard Enterprise')).toBeLessThan(20);
    expect(light('HPE', 'Hewlett-Packard Enterprise')).toBe(100);
  });
});

describe('FUZZY_COMPANY_STRICT and FUZZY_COMPANY_EXTRA_STRICT', () => {
  it('are progressively stricter on words only one name has', () => {
    expect(all('Mc Donalds Ireland', 'Mc Donalds Spain')).toEqual([84, 71, 63]);
    expect(all('Acme', 'Acme Widgets')).toEqual([80, 66, 53]);
    expect(all('Plauti', 'Plauti Data Management')).toEqual([91, 69, 55]);
  });

  it('count a frequent word only one name has, which the light method ignores', () => {
    expect(all('Acme', 'Acme Holdings')).toEqual([100, 77, 63]);
  });

  it('count different legal forms, which the light method ignores', () => {
    expect(all('Acme Inc', 'Acme GmbH')).toEqual([100, 79, 66]);
  });

  it('forgive a typo as the light method does', () => {
    expect(all('Mc Donalds', 'Mac Donalds')).toEqual([91, 90, 90]);
    expect(all('Mc Dnalds', 'Mac Donalds')).toEqual([80, 80, 80]);
  });
});

describe('business names', () => {
  it('give what two names share only generically little weight', () => {
    expect(extraStrict('Sea Grill', 'Mesa Grill')).toBeLessThan(50);
    expect(extraStrict("Bone's Restaurant", 'Ciboulette Restaurant')).toBeLessThan(30);
    expect(extraStrict('Universal Exports, USA', 'Universal Exports Worldwide')).toBeLessThan(79);
  });

  it('read common abbreviations as the words they stand for', () => {
    expect(all("Art's Deli", "Art's Delicatessen")).toEqual([100, 100, 100]);
    expect(strict('INTERNAT MIJ RES SHELL', 'SHELL INTERNATIONAL RESEARCH MAATSCHAPPIJ')).toBe(100);
    expect(strict('Acme Mfg Co', 'Acme Manufacturing Company')).toBe(100);
    expect(strict('Smith Bros', 'Smith Brothers')).toBe(100);
  });
});

describe('sites named after a company name', () => {
  it('keep two sites of one organisation apart however alike the rest is', () => {
    const [a, b] = [
      'Ferry County School District - North Campus',
      'Ferry County School District - Riverside Campus',
    ];
    for (const score of all(a, b)) expect(score).toBeLessThanOrEqual(DIFFERENT_SITES_SCORE);
    expect(all("Morton's of Chicago (Atlanta)", "Morton's of Chicago (Los Angeles)")).toEqual([50, 50, 50]);
  });

  it('take a slip in the site for the same site', () => {
    expect(strict('Acme Labs - Riverside Campus', 'Acme Laboratories - Riverside Campuss')).toBeGreaterThan(
      90,
    );
  });

  it('count a site only one name names as words the other lacks', () => {
    const plainName = strict('Earnestinechester Family Services', 'Earnestinechester Family Services');
    const oneSite = strict(
      'Earnestinechester Family Services',
      'Earnestinechester Family Services - East Campus',
    );
    expect(plainName).toBe(100);
    expect(oneSite).toBeLessThan(85);
    expect(light('Le Chardonnay (Los Angeles)', 'Le Chardonnay')).toBeGreaterThan(60);
  });

  it('are set off by a spaced dash or closing brackets only', () => {
    expect(all('Coca-Cola', 'Coca-Cola Bottling')[0]).toBeGreaterThan(60);
    expect(fuzzyCompanyMethod.prepare('Coca-Cola', company).site).toEqual([]);
    expect(fuzzyCompanyMethod.prepare('Acme Inc. - Westside Office', company)).toMatchObject({
      legalForm: 'inc',
      site: ['westside', 'office'],
    });
    expect(fuzzyCompanyMethod.prepare('(Acme)', company).site).toEqual([]);
  });

  it('survive the match index', () => {
    const prepared = fuzzyCompanyMethod.prepare('Acme - North Campus', company);
    const restored = fuzzyCompanyMethod.restore!(fuzzyCompanyMethod.store!(prepared));
    expect(restored.site).toEqual(['north', 'campus']);
    expect(
      fuzzyCompanyMethod.compare(
        restored,
        fuzzyCompanyMethod.prepare('Acme - South Campus', company),
        company,
      ).score,
    ).toBe(DIFFERENT_SITES_SCORE);
  });
});

describe('company scoring edge cases', () => {
  it('scores an empty name 0', () => {
    expect(all('', 'Acme')).toEqual([0, 0, 0]);
    expect(all(' & ', ' & ')).toEqual([0, 0, 0]);
  });
});

describe('company blocking keys', () => {
  const keys = (value: string) =>
    fuzzyCompanyMethod.blockingKeys(fuzzyCompanyMethod.prepare(value, company), company);
  const meet = (a: string, b: string) => keys(a).some((key) => keys(b).includes(key));

  it('index the first and the longest word by sound, and the whole name', () => {
    expect(keys('Mc Donalds Ireland')).toEqual(['MK', 'TNLTS', 'MKTNLTSRLNT']);
  });

  it('let typos, split words and aliases meet', () => {
    expect(meet('Mc Donalds', 'Mac Donalds')).toBe(true);
    expect(meet('McDonalds', 'Mc Donalds')).toBe(true);
    expect(meet('IBM', 'International Business Machines')).toBe(true);
    expect(meet('Acme', 'Acme Widgets')).toBe(true);
  });

  it('keep unrelated names apart', () => {
    expect(meet('Apple', 'Microsoft')).toBe(false);
  });

  it('are empty for an empty name', () => {
    expect(keys('')).toEqual([]);
  });
});
