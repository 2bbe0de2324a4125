import { lazy } from './lazy';
import { readPackageJson } from './package-files';

/**
 * Formatting the addresses of a place once, with slots for the street, house number and postcode, and putting
 * each address's own in afterwards, gives what formatting each address gives wherever nothing in the country's
 * template reads those parts: the formatter then only places them. Each slot is a number no address has, so
 * no rule takes it for something else either.
 */
const SLOTS = { street: '9081726354', houseNumber: '8172635409', postcode: '7263540918' } as const;

type SlotPart = keyof typeof SLOTS;

/** What a slot can stand for: text the formatter's clean-up (spaces, commas, dashes at a line's start) leaves alone. */
const PLAIN: Record<SlotPart, RegExp> = {
  street: /^[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.&/-]*(?: [\p{L}\p{M}\p{N}'’.&/-]+)*$/u,
  houseNumber: /^\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?$/,
  postcode: /^[A-Za-z0-9]{1,10}(?:[ -][A-Za-z0-9]{1,9})?$/,
};

/** A rule run over the whole formatted text that matches only letters, spaces, commas and line ends. */
const LETTERS_ONLY_RULE = /^\^?[\p{L} ,\n]+\$?$/u;

type Rule = [string, string];

interface Template {
  use_country?: string;
  replace?: Rule[];
  postformat_replace?: Rule[];
}

interface CountryRules {
  /** Replacements the formatter applies to every part's value. */
  ofParts: readonly RegExp[];
  /** Replacements over the whole formatted text, global so that every place they match can be found. */
  ofText: readonly RegExp[];
}

/**
 * Per country, the rules its template applies to a slotted part: undefined where a rule over the whole text could
 * match digits, which a slot would not reproduce.
 */
const rulesByCountry = lazy(() => {
  // Besides the countries' templates, the file holds the generic template texts they refer to.
  const templates = readPackageJson<Record<string, Template | string>>(
    '@fragaria/address-formatter',
    'src/templates/templates.json',
  );
  const rules = new Map<string, CountryRules | undefined>();
  for (const [code, own] of Object.entries(templates)) {
    if (typeof own === 'string') continue;
    const used = own.use_country ? templates[own.use_country] : own;
    const template = typeof used === 'object' ? used : own;
    const ofText = template.postformat_replace ?? [];
    // A rule named for a part ("state=…") never touches the parts slotted here.
    const ofParts = (template.replace ?? [])
      .filter(([pattern]) => !/^[a-z_]+=/.test(pattern))
      .map(([pattern]) => new RegExp(pattern));
    const slotsUntouched = Object.values(SLOTS).every((slot) => !ofParts.some((rule) => rule.test(slot)));
    rules.set(
      code,
      ofText.every(([pattern]) => LETTERS_ONLY_RULE.test(pattern)) && slotsUntouched
        ? { ofParts, ofText: ofText.map(([pattern]) => new RegExp(pattern, 'g')) }
        : undefined,
    );
  }
  return rules;
});

function countryRules(countryCode: string): CountryRules | undefined {
  const byCountry = rulesByCountry();
  return byCountry.get(byCountry.has(countryCode) ? countryCode : 'default');
}

export type SlottableParts = Partial<Record<SlotPart, string>>;

export interface Slotted<Parts> {
  /** The parts with every slottable value given replaced by its slot. */
  parts: Parts;
  /** What fills each slot. */
  fills: readonly (readonly [slot: string, value: string])[];
}

/**
 * The parts with their street, house number and postcode in slots, when the country's rules and the values allow;
 * undefined when the address must be formatted as it is.
 */
export function inSlots<Parts extends SlottableParts>(
  parts: Parts,
  countryCode: string,
): Slotted<Parts> | undefined {
  const rules = countryRules(countryCode);
  if (!rules) return undefined;
  const slotted = { ...parts };
  const fills: [string, string][] = [];
  for (const part of Object.keys(SLOTS) as SlotPart[]) {
    const value = parts[part];
    if (!value) continue;
    if (
      !PLAIN[part].test(value) ||
      rules.ofParts.some((rule) => rule.test(value)) ||
      Object.values(SLOTS).some((slot) => value.includes(slot))
    )
      return undefined;
    slotted[part] = SLOTS[part];
    fills.push([SLOTS[part], value]);
  }
  return fills.length > 0 ? { parts: slotted, fills } : undefined;
}

/**
 * The formatted text with its slots filled, or undefined where filling could differ from formatting the address
 * itself: a slot missing or doubled, a filled line or part of a line that repeats another (the formatter drops
 * repeats), or a rule over the whole text that matches across a filled value.
 */
export function fillSlots(
  formatted: string,
  fills: Slotted<unknown>['fills'],
  countryCode: string,
): string | undefined {
  let text = formatted;
  const filled: { start: number; end: number }[] = [];
  for (const [slot, value] of fills) {
    const at = text.indexOf(slot);
    if (at < 0 || text.includes(slot, at + 1)) return undefined;
    text = text.slice(0, at) + value + text.slice(at + slot.length);
    const shift = value.length - slot.length;
    for (const span of filled)
      if (span.start > at) Object.assign(span, { start: span.start + shift, end: span.end + shift });
    filled.push({ start: at, end: at + value.length });
  }
  const overlapsFilled = (start: number, end: number) =>
    filled.some((span) => start < span.end && span.start < end);
  for (const rule of countryRules(countryCode)?.ofText ?? [])
    for (const match of text.matchAll(rule))
      if (overlapsFilled(match.index, match.index + match[0].length)) return undefined;
  const lines = text.split('\n');
  let lineStart = 0;
  const trimmed = lines.map((line) => line.trim());
  for (const [index, line] of lines.entries()) {
    const lineEnd = lineStart + line.length;
    if (overlapsFilled(lineStart, lineEnd)) {
      if (trimmed.some((other, at) => at !== index && other === trimmed[index])) return undefined;
      const chunks = trimmed[index]!.split(', ');
      if (new Set(chunks).size !== chunks.length) return undefined;
    }
    lineStart = lineEnd + 1;
  }
  return text;
}
