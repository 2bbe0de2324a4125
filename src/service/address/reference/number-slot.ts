import { lazy } from './lazy';
import { readPackageJson } from './package-files';

/**
 * Formatting a street's addresses once with this in place of the house number, and putting each number in
 * afterwards, gives what formatting each address gives, where nothing in the country's template reads the number.
 * A number no house has: ten digits, so no rule takes it for something else either.
 */
export const NUMBER_SLOT = '9081726354';

/** Digits with at most a letter, or a range of them ("12", "12a", "12-14", "3/1"): no rule below can read them. */
const PLAIN_NUMBER = /^\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?$/;

/** A rule applied to the whole formatted text that matches only letters, spaces, commas and line ends. */
const LETTERS_ONLY_RULE = /^\^?[\p{L} ,\n]+\$?$/u;

type Rule = [string, string];

interface Template {
  use_country?: string;
  replace?: Rule[];
  postformat_replace?: Rule[];
}

/**
 * Per country, the rules its template applies to a house number (replacements of any part, or of the number):
 * undefined where a rule run over the whole formatted text could match digits, which the slot would not reproduce.
 */
const numberRules = lazy(() => {
  // Besides the countries' templates, the file holds the generic template texts they refer to.
  const templates = readPackageJson<Record<string, Template | string>>(
    '@fragaria/address-formatter',
    'src/templates/templates.json',
  );
  const rules = new Map<string, RegExp[] | undefined>();
  for (const [code, own] of Object.entries(templates)) {
    if (typeof own === 'string') continue;
    const used = own.use_country ? templates[own.use_country] : own;
    const template = typeof used === 'object' ? used : own;
    const wholeText = template.postformat_replace ?? [];
    const ofNumber = (template.replace ?? [])
      .filter(([pattern]) => !/^[a-z_]+=/.test(pattern) || pattern.startsWith('house_number='))
      .map(([pattern]) => new RegExp(pattern.replace(/^house_number=/, '')));
    const blind = wholeText.every(([pattern]) => LETTERS_ONLY_RULE.test(pattern));
    rules.set(code, blind && !ofNumber.some((rule) => rule.test(NUMBER_SLOT)) ? ofNumber : undefined);
  }
  return rules;
});

/** Whether `houseNumber` may be put into a format made with NUMBER_SLOT for the country (alpha-2, upper case). */
export function fitsNumberSlot(houseNumber: string, countryCode: string): boolean {
  if (!PLAIN_NUMBER.test(houseNumber)) return false;
  const byCountry = numberRules();
  const rules = byCountry.get(byCountry.has(countryCode) ? countryCode : 'default');
  return rules !== undefined && !rules.some((rule) => rule.test(houseNumber));
}

/**
 * The slot filled with the number, or undefined when the format does not hold the slot exactly once, or the
 * number's line would repeat another line (the formatter drops a repeated line).
 */
export function fillNumberSlot(slotted: string, houseNumber: string): string | undefined {
  const at = slotted.indexOf(NUMBER_SLOT);
  if (at < 0 || slotted.includes(NUMBER_SLOT, at + 1)) return undefined;
  const filled = slotted.slice(0, at) + houseNumber + slotted.slice(at + NUMBER_SLOT.length);
  const lines = filled.split('\n').map((line) => line.trim());
  const numberLine = filled.slice(0, at).split('\n').length - 1;
  const repeated = lines.some((line, index) => index !== numberLine && line === lines[numberLine]);
  const chunks = lines[numberLine]!.split(', ');
  return repeated || new Set(chunks).size !== chunks.length ? undefined : filled;
}
