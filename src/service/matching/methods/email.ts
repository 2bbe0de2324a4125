import { type MatchMethodDefinition, type PreparedValue, scored } from '../match-method';
import { noScore } from '../match-method';
import { jaroWinkler } from '../similarity/jaro-winkler';
import { editDistanceWithin, editSimilarity } from '../similarity/levenshtein';
import { normaliseText } from '../text/normalise-text';

/**
 * E-mail addresses, compared on the mailbox they reach: "John.Smith+news@GoogleMail.com" is john.smith's Gmail
 * mailbox, as is "johnsmith@gmail.com".
 */
export interface EmailPrepared extends PreparedValue {
  /** Canonical local part and domain; both empty when the value is not an address. */
  local: string;
  domain: string;
}

/** Gmail ignores dots in the local part and treats googlemail.com as gmail.com. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
/** A typo in the domain of an otherwise equal address ("gmial.com"); two typos in a long domain score less. */
const DOMAIN_TYPO_SCORE = 90;
const DOMAIN_TWO_TYPOS_SCORE = 80;
const MIN_DOMAIN_FOR_TWO_TYPOS = 8;
/** One typo in the local part and one in the domain ("evihd56@earris-bailey.net"). */
const TYPO_ON_BOTH_SIDES_SCORE = 70;
const MIN_LOCAL_FOR_TYPO = 4;
/** Local parts at least this alike (Jaro-Winkler) on one domain score from LOWEST up to HIGHEST. */
const MIN_LOCAL_SIMILARITY = 0.9;
const LOWEST_SIMILAR_LOCAL_SCORE = 60;
const HIGHEST_SIMILAR_LOCAL_SCORE = 90;
/**
 * The numbers in a mailbox's name, in order: "gavin.considine939" and "gavin.considine" are two people's mailboxes
 * (the plain name was taken), however alike the rest.
 */
const numbersOf = (local: string) => local.replace(/\D+/g, ' ').trim();

/**
 * Names before the @ whose numbers differ name two mailboxes, unless a single typo tells them apart that leaves no
 * other number: "hmay3" for "hmay32" or "ajones-" for "ajones6" is a slip, "murphy34" for "murphy32" is another
 * number, as likely another person's as a slip.
 */
function otherNumbers(a: string, b: string): boolean {
  const [numbersA, numbersB] = [numbersOf(a), numbersOf(b)];
  if (numbersA === numbersB) return false;
  if (editDistanceWithin(a, b, 1) > 1) return true;
  return numbersA.length === numbersB.length;
}

/** Text that is no address is compared as text, worth at most this much, and nothing below half alike. */
const TEXT_SCORE = 80;

/**
 * The canonical mailbox of an address ("Name <x@y>" and "mailto:" accepted), or null for text that is no address:
 * lower case, "+tag" removed (the sub-addressing most providers deliver to the same mailbox), and for Gmail the
 * dots of the local part removed too.
 */
export function canonicalAddress(text: string): { local: string; domain: string } | null {
  const address = (/<([^<>]*)>/.exec(text)?.[1] ?? text)
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '');
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  if (at <= 0 || !domain.includes('.') || /\s/.test(address)) return null;
  local = local.replace(/\+.*$/, '');
  if (GMAIL_DOMAINS.has(domain)) [local, domain] = [local.replaceAll('.', ''), 'gmail.com'];
  return local ? { local, domain } : null;
}

/** Score of two addresses whose domains differ: only typos are forgiven, and only when the rest agrees. */
function withDomainTypos(input: EmailPrepared, candidate: EmailPrepared): number {
  const domainEdits = editDistanceWithin(input.domain, candidate.domain, 2);
  if (input.local === candidate.local) {
    if (domainEdits === 1) return DOMAIN_TYPO_SCORE;
    const longDomain = Math.min(input.domain.length, candidate.domain.length) >= MIN_DOMAIN_FOR_TWO_TYPOS;
    return domainEdits === 2 && longDomain ? DOMAIN_TWO_TYPOS_SCORE : 0;
  }
  const localTypo =
    domainEdits === 1 &&
    Math.min(input.local.length, candidate.local.length) >= MIN_LOCAL_FOR_TYPO &&
    editDistanceWithin(input.local, candidate.local, 1) === 1;
  return localTypo ? TYPO_ON_BOTH_SIDES_SCORE : 0;
}

/** Text that is no address is kept as its normalised text; an address as its local part and domain. */
type StoredEmail = string | [string, string];

const asText = (raw: string, normalised: string): EmailPrepared => ({
  raw,
  normalised,
  tokens: normalised ? [normalised] : [],
  dropped: [],
  local: '',
  domain: '',
});

const asAddress = (raw: string, local: string, domain: string): EmailPrepared => ({
  raw,
  normalised: `${local}@${domain}`,
  tokens: [local, domain],
  dropped: [],
  local,
  domain,
});

export const emailMethod: MatchMethodDefinition<EmailPrepared, StoredEmail> = {
  method: 'EMAIL',
  /** Two different addresses (another domain, another name before the @), not a typo or variant of one another. */
  guardBelow: 50,

  prepare(raw) {
    const address = canonicalAddress(raw);
    return address ? asAddress(raw, address.local, address.domain) : asText(raw, normaliseText(raw));
  },
  store: (value) => (value.local ? [value.local, value.domain] : value.normalised),
  restore: (stored) =>
    typeof stored === 'string' ? asText('', stored) : asAddress('', stored[0], stored[1]),

  compare(input, candidate) {
    if (!input.normalised || !candidate.normalised) return noScore;
    if (input.normalised === candidate.normalised) return scored(100);
    if (!input.local || !candidate.local) {
      const similarity = editSimilarity(normaliseText(input.normalised), normaliseText(candidate.normalised));
      return scored(similarity >= 0.5 ? Math.round(TEXT_SCORE * similarity) : 0);
    }
    if (otherNumbers(input.local, candidate.local)) return noScore;
    if (input.domain !== candidate.domain) return scored(withDomainTypos(input, candidate));
    const similarity = jaroWinkler(input.local, candidate.local);
    if (similarity < MIN_LOCAL_SIMILARITY) return noScore;
    const position = (similarity - MIN_LOCAL_SIMILARITY) / (1 - MIN_LOCAL_SIMILARITY);
    const range = HIGHEST_SIMILAR_LOCAL_SCORE - LOWEST_SIMILAR_LOCAL_SCORE;
    return scored(Math.round(LOWEST_SIMILAR_LOCAL_SCORE + position * range));
  },

  blockingKeys(value) {
    if (!value.normalised) return [];
    return value.local ? [value.normalised, value.local] : [value.normalised];
  },
};
