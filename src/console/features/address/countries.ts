import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { comparableText } from './comparable-text';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** Other English names: "UK", "USA". */
  aliases: readonly string[];
}

/** Every country by its English name. */
export const COUNTRIES: readonly Country[] = Object.entries(en.countries as Record<string, string | string[]>)
  .map(([code, names]) => {
    const [name = code, ...aliases] = Array.isArray(names) ? names : [names];
    return { code, name, aliases };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));
const byName = new Map(
  COUNTRIES.flatMap((country) =>
    [country.name, ...country.aliases].map((name) => [comparableText(name), country.code] as const),
  ),
);

export const countryByCode = (code: string): Country | undefined => byCode.get(code.toUpperCase());

export const countryName = (code: string): string | undefined => countryByCode(code)?.name;

/** The code of a country given by code ("gb") or English name ("United Kingdom", "UK"); undefined if unknown. */
export function resolveCountry(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && byCode.has(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return byName.get(comparableText(trimmed));
}

/** Whether a country fits what was typed: its code, or a word of its name or aliases starting so. */
export function countryMatches(country: Country, typed: string): boolean {
  const wanted = typed.trim().toLocaleLowerCase('en');
  if (!wanted) return true;
  if (country.code.toLowerCase() === wanted) return true;
  return [country.name, ...country.aliases].some((name) => {
    const lower = name.toLocaleLowerCase('en');
    return lower.startsWith(wanted) || lower.includes(` ${wanted}`);
  });
}
