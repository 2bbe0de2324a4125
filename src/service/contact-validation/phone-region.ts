import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import { countryOf } from '../address/reference/countries';
import { InputProblem } from '../input/input-problem';

/**
 * The country a number without country code is read for: the one named (a code or a name in any language, as
 * address validate takes it), else the service's default. A country named but unknown is the caller's mistake.
 */
export function phoneRegion(country: string | undefined, defaultCountry: string): CountryCode | undefined {
  if (country === undefined) return isSupportedCountry(defaultCountry) ? defaultCountry : undefined;
  const code = countryOf(country)?.code;
  if (!code) throw new InputProblem('country', `'${country}' is no country code or name`);
  if (!isSupportedCountry(code)) throw new InputProblem('country', `${code} has no telephone numbering plan`);
  return code;
}
