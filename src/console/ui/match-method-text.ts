import type { MatchMethod } from '../../contract/matching';

/** Each match method in a steward's words (docs/matching.md describes each). */
const WORDS: Record<MatchMethod, string> = {
  EQUAL: 'Exactly equal',
  EQUAL_RANDOM_ORDER: 'Same words in any order',
  PARTIAL_EXACT: 'One holds the other',
  FUZZY: 'Similar text',
  FUZZY_PERSON: 'Similar name, nicknames allowed',
  FUZZY_COMPANY: 'Similar company name',
  FUZZY_COMPANY_STRICT: 'Similar company name, strict',
  FUZZY_COMPANY_EXTRA_STRICT: 'Similar company name, very strict',
  EMAIL: 'Same e-mail address',
  PHONE: 'Same phone number',
  DOMAIN: 'Same web domain',
  STREET: 'Same street and house number',
  POSTAL_CODE: 'Same postal code',
  CITY: 'Same city',
  NUMBER: 'Same number',
  DATE: 'Same date',
};

export const matchMethodText = (method: MatchMethod): string => WORDS[method];
