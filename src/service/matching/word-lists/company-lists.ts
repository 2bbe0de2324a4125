import type { FrequentWordList, SynonymWordList } from './word-list-index';

/** Built-in word lists for company names, written for Steward; entries are plain text, normalised when loaded. */

/**
 * Legal forms by canonical form, each with the spellings that mean it, written as they read after the company
 * normaliser (lower case, no accents or punctuation, runs of initials joined: "S.p.A." reads "spa", "Sp. z o.o."
 * reads "sp zoo"). Spellings of several words are matched as a whole.
 */
export const LEGAL_FORMS: Readonly<Record<string, readonly string[]>> = {
  inc: ['inc', 'incorporated'],
  corp: ['corp', 'corporation'],
  co: ['co', 'company', 'cie', 'compagnie'],
  ltd: ['ltd', 'limited'],
  llc: ['llc', 'limited liability company'],
  llp: ['llp', 'limited liability partnership'],
  lp: ['lp', 'limited partnership'],
  plc: ['plc', 'public limited company'],
  'pty ltd': ['pty ltd', 'pty', 'proprietary limited'],
  'pte ltd': ['pte ltd', 'pte', 'private limited'],
  'pvt ltd': ['pvt ltd', 'pvt'],
  gmbh: ['gmbh', 'gesellschaft mit beschrankter haftung'],
  ag: ['ag', 'aktiengesellschaft'],
  kg: ['kg', 'kommanditgesellschaft'],
  ug: ['ug', 'ug haftungsbeschrankt'],
  ev: ['ev', 'eingetragener verein'],
  bv: ['bv', 'besloten vennootschap'],
  nv: ['nv', 'naamloze vennootschap'],
  vof: ['vof', 'vennootschap onder firma'],
  cv: ['cv', 'commanditaire vennootschap'],
  sa: ['sa', 'societe anonyme', 'sociedad anonima'],
  'sa de cv': ['sa de cv'],
  sas: ['sas', 'societe par actions simplifiee'],
  sarl: ['sarl', 'societe a responsabilite limitee'],
  srl: ['srl', 'societa a responsabilita limitata'],
  spa: ['spa', 'societa per azioni'],
  sl: ['sl', 'sociedad limitada'],
  se: ['se', 'societas europaea'],
  oy: ['oy', 'oyj', 'osakeyhtio'],
  ab: ['ab', 'aktiebolag'],
  as: ['as', 'asa', 'aktieselskab', 'aksjeselskap'],
  aps: ['aps', 'anpartsselskab'],
  'sp zoo': ['sp zoo'],
  kk: ['kk', 'kabushiki kaisha'],
};

/**
 * Words that say where a company works rather than which one it is: frequent words, and when two names carry
 * different ones ("Universal Exports USA", "Universal Exports Worldwide") they name a parent and a subsidiary, or
 * two subsidiaries, which the stricter methods count as they count different legal forms.
 */
export const GEOGRAPHIC_QUALIFIERS: readonly string[] = [
  'worldwide',
  'global',
  'usa',
  'us',
  'uk',
  'america',
  'americas',
  'europe',
  'european',
  'asia',
  'pacific',
  'emea',
  'apac',
  'netherlands',
  'nederland',
  'deutschland',
  'germany',
  'france',
  'canada',
  'australia',
];

const singleWordLegalForms = Object.values(LEGAL_FORMS)
  .flat()
  .filter((spelling) => !spelling.includes(' '));

/**
 * Words too common in company names to decide a match: "Acme Group" and "Acme Holding" are both Acme. Legal forms
 * are included for the ones the normaliser leaves in place (it strips only trailing ones: "Acme Inc Europe").
 */
export const COMPANY: FrequentWordList = {
  name: 'COMPANY',
  kind: 'FREQUENT',
  entries: [
    ...new Set([
      'the',
      'and',
      'of',
      'for',
      'company',
      'companies',
      'group',
      'groep',
      'gruppe',
      'groupe',
      'holding',
      'holdings',
      'international',
      'intl',
      'worldwide',
      'global',
      'service',
      'services',
      'solution',
      'solutions',
      'system',
      'systems',
      'technology',
      'technologies',
      'tech',
      'consulting',
      'consultancy',
      'consultants',
      'partners',
      'associates',
      'industries',
      'enterprise',
      'enterprises',
      'ventures',
      'trading',
      'management',
      'products',
      // What a business is rather than which one: "Sea Grill" and "Mesa Grill" share only the kind of place.
      'restaurant',
      'restaurants',
      'ristorante',
      'cafe',
      'grill',
      'bar',
      'bistro',
      'brasserie',
      'kitchen',
      'diner',
      'tavern',
      'hotel',
      'inn',
      'bank',
      'school',
      'academy',
      'clinic',
      'agency',
      'shop',
      'store',
      'center',
      'centre',
      'association',
      'foundation',
      'institute',
      ...GEOGRAPHIC_QUALIFIERS,
      ...singleWordLegalForms,
    ]),
  ],
};

/**
 * Well-known company abbreviations. Members of several words are phrases: they match a run of whole words of a
 * name, before frequent words are dropped, so "International Business Machines Corp" still reads as IBM.
 */
export const COMPANY_ALIASES: SynonymWordList = {
  name: 'COMPANY_ALIASES',
  kind: 'SYNONYM',
  entries: [
    ['IBM', 'International Business Machines'],
    ['HP', 'Hewlett Packard'],
    ['HPE', 'Hewlett Packard Enterprise'],
    ['GE', 'General Electric'],
    ['GM', 'General Motors'],
    ['BMW', 'Bayerische Motoren Werke'],
    ['VW', 'Volkswagen'],
    ['AMD', 'Advanced Micro Devices'],
    ['TI', 'Texas Instruments'],
    ['UPS', 'United Parcel Service'],
    ['AT&T', 'American Telephone and Telegraph'],
    ['3M', 'Minnesota Mining and Manufacturing'],
    ['P&G', 'Procter & Gamble'],
    ['J&J', 'Johnson & Johnson'],
    ['EY', 'Ernst & Young'],
    ['PwC', 'PricewaterhouseCoopers', 'Price Waterhouse Coopers'],
    ['GSK', 'GlaxoSmithKline'],
    ['BT', 'British Telecom', 'British Telecommunications'],
    ['RBS', 'Royal Bank of Scotland'],
    ['BofA', 'Bank of America'],
    ['HSBC', 'Hongkong and Shanghai Banking Corporation'],
    ['KLM', 'Koninklijke Luchtvaart Maatschappij'],
    // Abbreviations of words, as registers, guides and CRMs shorten them.
    ['International', 'Intl', 'Internat', "Int'l"],
    ['Association', 'Assn', 'Assoc'],
    ['Delicatessen', 'Deli'],
    ['Manufacturing', 'Mfg'],
    ['Brothers', 'Bros'],
    ['National', 'Natl'],
    ['Services', 'Service', 'Svc', 'Svcs'],
    ['Maatschappij', 'Mij', 'Mpij'],
    ['Research', 'Res'],
    ['Koninklijke', 'Konink', 'Kon'],
    ['University', 'Univ'],
    ['Institute', 'Inst'],
    ['Center', 'Centre', 'Ctr'],
    ['Department', 'Dept'],
    ['Engineering', 'Eng', 'Engg'],
    ['Management', 'Mgmt', 'Mgt'],
    ['Laboratories', 'Laboratory', 'Labs', 'Lab'],
    ['Industries', 'Inds'],
    ['Technology', 'Technologies', 'Tech'],
    ['Pharmaceuticals', 'Pharmaceutical', 'Pharma'],
    ['Hospital', 'Hosp'],
    ['Insurance', 'Ins'],
    ['Chemicals', 'Chemical', 'Chem'],
    ['Electronics', 'Elec'],
    ['Mountain', 'Mtn'],
  ],
};
