import type { MatchMethod } from '../../contract/matching';
import type { MatchMethodDefinition, PreparedValue, StoredForm } from './match-method';
import { cityMethod } from './methods/city';
import { dateMethod } from './methods/date';
import { domainMethod } from './methods/domain';
import { emailMethod } from './methods/email';
import { equalMethod } from './methods/equal';
import { equalRandomOrderMethod } from './methods/equal-random-order';
import { fuzzyMethod } from './methods/fuzzy';
import {
  fuzzyCompanyExtraStrictMethod,
  fuzzyCompanyMethod,
  fuzzyCompanyStrictMethod,
} from './methods/fuzzy-company';
import { fuzzyPersonMethod } from './methods/fuzzy-person';
import { numberMethod } from './methods/number';
import { partialExactMethod } from './methods/partial-exact';
import { phoneMethod } from './methods/phone';
import { postalCodeMethod } from './methods/postal-code';
import { streetMethod } from './methods/street';

/**
 * Each method is typed with its own prepared and stored shapes. The scoring layer only ever hands a method values
 * that its own prepare() or restore() produced, so those shapes can be erased to the common ones here, once.
 */
const erase = <Prepared extends PreparedValue, Stored extends StoredForm>(
  definition: MatchMethodDefinition<Prepared, Stored>,
) => definition as unknown as MatchMethodDefinition;

/** Every match method by its wire name; the record type makes the compiler insist on one for each contract name. */
const METHODS: Record<MatchMethod, MatchMethodDefinition> = {
  EQUAL: erase(equalMethod),
  EQUAL_RANDOM_ORDER: erase(equalRandomOrderMethod),
  PARTIAL_EXACT: erase(partialExactMethod),
  FUZZY: erase(fuzzyMethod),
  FUZZY_PERSON: erase(fuzzyPersonMethod),
  FUZZY_COMPANY: erase(fuzzyCompanyMethod),
  FUZZY_COMPANY_STRICT: erase(fuzzyCompanyStrictMethod),
  FUZZY_COMPANY_EXTRA_STRICT: erase(fuzzyCompanyExtraStrictMethod),
  EMAIL: erase(emailMethod),
  PHONE: erase(phoneMethod),
  DOMAIN: erase(domainMethod),
  STREET: erase(streetMethod),
  POSTAL_CODE: erase(postalCodeMethod),
  CITY: erase(cityMethod),
  NUMBER: erase(numberMethod),
  DATE: erase(dateMethod),
};

export const matchMethod = (method: MatchMethod) =>
  METHODS[method] as unknown as MatchMethodDefinition<PreparedValue>;
