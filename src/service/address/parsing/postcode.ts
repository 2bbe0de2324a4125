/**
 * Postcode formats of the countries the parser knows. Validation is by shape only: a well-formed postcode may still
 * not exist, which only reference data can tell.
 */
export const POSTCODE_COUNTRIES = ['NL', 'DE', 'US', 'GB', 'FR', 'BE', 'CA'] as const;
export type PostcodeCountry = (typeof POSTCODE_COUNTRIES)[number];

interface PostcodeRule {
  /** Matched against the upper-cased postcode with spaces and hyphens removed. */
  compact: RegExp;
  format: (match: RegExpExecArray) => string;
  /** Country prefixes people write before the code ("D-10115", "NL-1234 AB"). */
  prefixes: readonly string[];
}

const RULES: Record<PostcodeCountry, PostcodeRule> = {
  // SA, SD and SS are never issued in the Netherlands.
  NL: {
    compact: /^([1-9]\d{3})(?!SA|SD|SS)([A-Z]{2})$/,
    format: (m) => `${m[1]} ${m[2]}`,
    prefixes: ['NL'],
  },
  DE: { compact: /^(?!00)(\d{5})$/, format: (m) => m[1]!, prefixes: ['D', 'DE'] },
  US: {
    compact: /^(\d{5})(\d{4})?$/,
    format: (m) => (m[2] ? `${m[1]}-${m[2]}` : m[1]!),
    prefixes: ['US'],
  },
  // Letters the Royal Mail never uses in those positions are excluded, which rejects most typos of O for 0.
  GB: {
    compact: /^(GIR|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)(\d[ABD-HJLNP-UW-Z]{2})$/,
    format: (m) => `${m[1]} ${m[2]}`,
    prefixes: [],
  },
  FR: { compact: /^(?!00)(\d{5})$/, format: (m) => m[1]!, prefixes: ['F', 'FR'] },
  BE: { compact: /^([1-9]\d{3})$/, format: (m) => m[1]!, prefixes: ['B', 'BE'] },
  CA: {
    compact: /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)$/,
    format: (m) => `${m[1]} ${m[2]}`,
    prefixes: [],
  },
};

export function isPostcodeCountry(country: string): country is PostcodeCountry {
  return (POSTCODE_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/**
 * Spreadsheets store postcodes as numbers and drop their leading zeros: US "02135" arrives as "2135", German
 * "01067" as "1067". Where every postcode has five digits, a shorter all-digit one is read with its zeros back.
 */
const ZERO_PADDED: Partial<Record<PostcodeCountry, RegExp>> = {
  US: /^(\d{3,4})(\d{4})?$/,
  DE: /^(\d{4})$/,
  FR: /^(\d{4})$/,
};

function withLeadingZeros(compact: string, country: PostcodeCountry): string {
  const match = ZERO_PADDED[country]?.exec(compact);
  if (!match) return compact;
  const head = match[1]!.padStart(5, '0');
  return match[2] ? head + match[2] : head;
}

/** Per country, the prefixes of RULES as one pattern, compiled once. */
const PREFIXED = Object.fromEntries(
  POSTCODE_COUNTRIES.map((code) => {
    const { prefixes } = RULES[code];
    return [code, prefixes.length > 0 ? new RegExp(`^(?:${prefixes.join('|')})[-\\s]+(?=\\d)`) : undefined];
  }),
) as Record<PostcodeCountry, RegExp | undefined>;

/**
 * The postcode in its national spelling ("1234ab" → "1234 AB", "sw1a2aa" → "SW1A 2AA"), or undefined when it does not
 * have the country's shape or the country is not known.
 */
export function normalisePostcode(postcode: string, country: string): string | undefined {
  const code = country.toUpperCase();
  if (!isPostcodeCountry(code)) return undefined;
  const rule = RULES[code];
  const prefixed = PREFIXED[code];
  const upper = postcode.trim().toUpperCase();
  const text = prefixed ? upper.replace(prefixed, '') : upper;
  const compact = text.replace(/[\s\-–]+/g, '');
  const match = rule.compact.exec(withLeadingZeros(compact, code));
  return match ? rule.format(match) : undefined;
}
