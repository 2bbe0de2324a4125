import type { MatchMethod } from '../../../contract/matching';
import {
  type FieldScore,
  type MatchMethodDefinition,
  type MatchOptions,
  type PreparedValue,
  scored,
} from '../match-method';
import { noScore } from '../match-method';
import { editSimilarity, editSimilarityAtLeast } from '../similarity/levenshtein';
import { words } from '../text/normalise-text';
import { GEOGRAPHIC_QUALIFIERS, LEGAL_FORMS } from '../word-lists/company-lists';
import { soundsOf } from '../text/sounds';

/**
 * Company names, in three strictnesses (the original's Partial Fuzzy Light, Medium and Heavy). Names are normalised
 * (initials joined, "and"/"&" and a leading "The" dropped, trailing legal forms stripped), aliases become single
 * words, frequent words are dropped, and the remaining words are paired across the two names.
 */
export interface CompanyPrepared extends PreparedValue {
  /** Synonym group of each token, when it has one. */
  groups: (string | undefined)[];
  /** The tokens without spaces, for names that split or join words differently ("McDonalds", "Mc Donalds"). */
  compact: string;
  /** Canonical legal forms, in name order ("gmbh co kg"); empty when the name has none. */
  legalForm: string;
  /** The words of the site the name names after it ("Acme - Riverside Campus" → riverside, campus); often none. */
  site: string[];
}

interface Strictness {
  /** Two words below this similarity (0–1) are different words, not a typo of each other. */
  minWordSimilarity: number;
  /** What a word without a partner costs, relative to a paired word of the same length that matches nothing. */
  unpairedWeight: number;
  /**
   * The same for a frequent word only one name has ("Acme" vs "Acme Holdings") and for different legal forms
   * ("Inc" vs "GmbH"); 0 ignores both.
   */
  frequentWeight: number;
}

/** Names run together shorter than this are compared letter by letter only when they split words differently. */
const MIN_LETTERS_COMPARED = 8;

const QUALIFIERS = new Set(GEOGRAPHIC_QUALIFIERS);

/**
 * A site written after the company's name, set off by a spaced dash or in closing brackets: "Acme - Riverside
 * Campus", "Le Chardonnay (Los Angeles)". A dash inside a word ("Coca-Cola") sets off nothing.
 */
const SITE_AFTER_NAME = /^(.*\S)\s+[-–—]\s+([^-–—]*\p{L}[^-–—]*)$|^(.*\S)\s*\(([^()]*\p{L}[^()]*)\)\s*$/u;

/** The name and the site it names, when it names one. */
function splitSite(value: string): { name: string; site: string[] } {
  const match = SITE_AFTER_NAME.exec(value);
  if (!match) return { name: value, site: [] };
  const name = match[1] ?? match[3]!;
  return words(name).length === 0 ? { name: value, site: [] } : { name, site: words(match[2] ?? match[4]!) };
}

/**
 * Two site words at this similarity (0–1) or more are a slip of one word ("Campus", "Campuss"); "North" and "South"
 * are two words.
 */
const SAME_SITE_WORD = 0.8;

/**
 * The most two names of different sites score ("Acme - North Campus", "Acme - Riverside Campus"): the faint level,
 * however alike the rest is. The sites of one organisation, or the branches of one chain, are different accounts;
 * the organisation's name says nothing that tells them apart.
 */
export const DIFFERENT_SITES_SCORE = 50;

/** The geographic qualifiers among a name's set-aside words. */
const qualifiersOf = (dropped: readonly string[]) => dropped.filter((word) => QUALIFIERS.has(word));

const CONNECTIVES = new Set(['and', 'und', 'et', 'en']);

const LEGAL_FORM_BY_SPELLING = new Map(
  Object.entries(LEGAL_FORMS).flatMap(([canonical, spellings]) =>
    spellings.map((spelling) => [spelling, canonical] as const),
  ),
);
const LONGEST_LEGAL_FORM = Math.max(...[...LEGAL_FORM_BY_SPELLING.keys()].map((s) => s.split(' ').length));

/**
 * The name's words before frequent words are dropped: "The A.B.C. Trading & Co. GmbH" → ["abc", "trading"], with
 * the stripped legal forms. Only trailing legal forms are stripped, since "Spa" or "AS" mid-name are often words;
 * the frequent-word list catches the rest. A name that is nothing but a legal form keeps its words.
 */
function companyWords(value: string): { words: string[]; legalForms: string[] } {
  const joined: string[] = [];
  let initials = '';
  for (const word of words(value)) {
    if (CONNECTIVES.has(word)) continue;
    if (word.length === 1 && /\p{L}/u.test(word)) {
      initials += word;
      continue;
    }
    if (initials) joined.push(initials);
    initials = '';
    joined.push(word);
  }
  if (initials) joined.push(initials);

  let end = joined.length;
  const legalForms: string[] = [];
  while (end > 0) {
    const length = legalFormEndingAt(joined, end);
    if (length === 0 || length === end) break;
    legalForms.unshift(LEGAL_FORM_BY_SPELLING.get(joined.slice(end - length, end).join(' '))!);
    end -= length;
  }
  const start = joined[0] === 'the' && end > 1 ? 1 : 0;
  return { words: joined.slice(start, end), legalForms };
}

/** How many words of the longest legal form ending at `end`, or 0. */
function legalFormEndingAt(words: string[], end: number): number {
  for (let length = Math.min(LONGEST_LEGAL_FORM, end); length > 0; length--) {
    if (LEGAL_FORM_BY_SPELLING.has(words.slice(end - length, end).join(' '))) return length;
  }
  return 0;
}

interface AliasIndex {
  /** Synonym group by member, members normalised like names. */
  groups: Map<string, string>;
  /** Words in the longest member. */
  longest: number;
}

const aliasIndexes = new WeakMap<ReadonlyMap<string, string>, AliasIndex>();

/**
 * The synonym list with its members normalised like company names, so "I.B.M." or "Procter & Gamble" in a list
 * meet the names they are written for. Built once per list.
 */
function aliasIndex(synonyms: ReadonlyMap<string, string>): AliasIndex {
  let index = aliasIndexes.get(synonyms);
  if (!index) {
    index = { groups: new Map(), longest: 1 };
    for (const [member, group] of synonyms) {
      const memberWords = companyWords(member).words;
      if (memberWords.length === 0) continue;
      index.groups.set(memberWords.join(' '), group);
      index.longest = Math.max(index.longest, memberWords.length);
    }
    aliasIndexes.set(synonyms, index);
  }
  return index;
}

/** Runs of words that form a listed alias ("international business machines") become one word, longest first. */
function joinAliases(nameWords: string[], aliases: AliasIndex): string[] {
  if (aliases.longest === 1) return nameWords;
  const result: string[] = [];
  for (let i = 0; i < nameWords.length;) {
    let length = Math.min(aliases.longest, nameWords.length - i);
    while (length > 1 && !aliases.groups.has(nameWords.slice(i, i + length).join(' '))) length--;
    result.push(nameWords.slice(i, i + length).join(' '));
    i += length;
  }
  return result;
}

/** What the match index keeps of a company name: normalised, tokens, dropped, synonym groups, legal form, site. */
type StoredName = [string | null, string[], string[], (string | null)[], string];
type StoredCompany = StoredName | [...StoredName, string[]];

const companyName = (
  raw: string,
  normalised: string,
  tokens: string[],
  dropped: string[],
  groups: (string | undefined)[],
  legalForm: string,
  site: string[],
): CompanyPrepared => ({
  raw,
  normalised,
  tokens,
  dropped,
  groups,
  compact: tokens.join('').replaceAll(' ', ''),
  legalForm,
  site,
});

/** The synonym groups with a frequent member: "Internat" is as frequent as "International". */
const frequentGroupsOf = new WeakMap<AliasIndex, WeakMap<ReadonlySet<string>, ReadonlySet<string>>>();

function frequentGroups(aliases: AliasIndex, frequent: ReadonlySet<string>): ReadonlySet<string> {
  let byList = frequentGroupsOf.get(aliases);
  if (!byList) frequentGroupsOf.set(aliases, (byList = new WeakMap()));
  let groups = byList.get(frequent);
  if (!groups) {
    groups = new Set(
      [...aliases.groups].filter(([member]) => frequent.has(member)).map(([, group]) => group),
    );
    byList.set(frequent, groups);
  }
  return groups;
}

function prepare(raw: string, options: MatchOptions): CompanyPrepared {
  const { name, site } = splitSite(raw);
  const { words: nameWords, legalForms } = companyWords(name);
  const aliases = aliasIndex(options.lists.synonyms);
  const all = joinAliases(nameWords, aliases);
  const groupsFrequent = frequentGroups(aliases, options.lists.frequent);
  const isFrequent = (word: string) => {
    const group = aliases.groups.get(word);
    return options.lists.frequent.has(word) || (group !== undefined && groupsFrequent.has(group));
  };
  let tokens = all.filter((word) => !isFrequent(word));
  let dropped = all.filter(isFrequent);
  // A name of frequent words only ("Global Services") is compared on them rather than not at all.
  if (tokens.length === 0) [tokens, dropped] = [dropped, []];
  // A frequent word is compared by its synonym group, so "Intl" and "International" set aside alike cost nothing.
  dropped = dropped.map((word) => aliases.groups.get(word) ?? word);
  return companyName(
    raw,
    [...nameWords, ...legalForms, ...site].join(' '),
    tokens,
    dropped,
    tokens.map((token) => aliases.groups.get(token)),
    legalForms.join(' '),
    site,
  );
}

/**
 * The normalised name as the words and legal form spell it. With no frequent word set aside the words are the name's
 * own, in order (an alias is its words joined by spaces), so it is the normalised name and need not be stored.
 */
const spelledOut = (tokens: readonly string[], legalForm: string, site: readonly string[]) =>
  [...tokens, ...(legalForm ? [legalForm] : []), ...site].join(' ');

// Most names need neither their normalised text nor their synonym groups stored, nor name a site: null and [] stand
// for the first two, and the site is left off.
const storeCompany = (value: CompanyPrepared): StoredCompany => {
  const name: StoredName = [
    value.dropped.length === 0 && value.normalised === spelledOut(value.tokens, value.legalForm, value.site)
      ? null
      : value.normalised,
    value.tokens,
    value.dropped,
    value.groups.some((group) => group !== undefined) ? value.groups.map((group) => group ?? null) : [],
    value.legalForm,
  ];
  return value.site.length > 0 ? [...name, value.site] : name;
};

const restoreCompany = ([normalised, tokens, dropped, groups, legalForm, site = []]: StoredCompany) =>
  companyName(
    '',
    normalised ?? spelledOut(tokens, legalForm, site),
    tokens,
    dropped,
    tokens.map((_, i) => groups[i] ?? undefined),
    legalForm,
    site,
  );

// Reused between calls: comparison runs for every candidate of a search.
let pairScores = new Float64Array(64);
let inputPaired = new Uint8Array(16);
let candidatePaired = new Uint8Array(16);

function reserve(rows: number, columns: number) {
  if (rows * columns > pairScores.length) pairScores = new Float64Array(rows * columns * 2);
  if (rows > inputPaired.length) inputPaired = new Uint8Array(rows * 2);
  if (columns > candidatePaired.length) candidatePaired = new Uint8Array(columns * 2);
  inputPaired.fill(0, 0, rows);
  candidatePaired.fill(0, 0, columns);
}

/** Length of the frequent words of `a` that `b` does not have. */
function unsharedLength(a: readonly string[], b: readonly string[]): number {
  let length = 0;
  for (const word of a) if (!b.includes(word)) length += word.length;
  return length;
}

/** 0–1: the better of pairing the words and comparing the names letter by letter, both net of frequent words. */
function similarity(
  input: CompanyPrepared,
  candidate: CompanyPrepared,
  strictness: Strictness,
  synonymMatches: string[],
): number {
  const rows = input.tokens.length;
  const columns = candidate.tokens.length;
  reserve(rows, columns);
  for (let i = 0; i < rows; i++) {
    const a = input.tokens[i]!;
    const group = input.groups[i];
    for (let j = 0; j < columns; j++) {
      const b = candidate.tokens[j]!;
      const score =
        a === b || (group !== undefined && group === candidate.groups[j])
          ? 1
          : editSimilarityAtLeast(a, b, strictness.minWordSimilarity);
      pairScores[i * columns + j] = score >= strictness.minWordSimilarity ? score : 0;
    }
  }

  // Greedy pairing, best pair first: names have a handful of words, so it finds the best pairing in practice.
  let matched = 0;
  let weight = 0;
  for (;;) {
    let best = -1;
    for (let cell = 0; cell < rows * columns; cell++) {
      if (inputPaired[Math.floor(cell / columns)] || candidatePaired[cell % columns]) continue;
      if (pairScores[cell]! > 0 && (best < 0 || pairScores[cell]! > pairScores[best]!)) best = cell;
    }
    if (best < 0) break;
    const i = Math.floor(best / columns);
    const j = best % columns;
    inputPaired[i] = 1;
    candidatePaired[j] = 1;
    const a = input.tokens[i]!;
    const b = candidate.tokens[j]!;
    matched += pairScores[best]! * (a.length + b.length);
    weight += a.length + b.length;
    if (a !== b && input.groups[i] !== undefined && input.groups[i] === candidate.groups[j]) {
      synonymMatches.push(`${a}=${b}`);
    }
  }
  let unpaired = 0;
  for (let i = 0; i < rows; i++) if (!inputPaired[i]) unpaired += input.tokens[i]!.length;
  for (let j = 0; j < columns; j++) if (!candidatePaired[j]) unpaired += candidate.tokens[j]!.length;
  // A site only one name names is letters the other does not have, whether words or letters are compared.
  const oneSite =
    input.site.length === 0 || candidate.site.length === 0
      ? siteLength(input.site) + siteLength(candidate.site)
      : 0;

  let penalty =
    unsharedLength(input.dropped, candidate.dropped) + unsharedLength(candidate.dropped, input.dropped);
  // A missing legal form is common and says nothing; two different ones (Inc vs GmbH) may be sister companies. So
  // may two different places (USA vs Worldwide).
  if (input.legalForm && candidate.legalForm && input.legalForm !== candidate.legalForm) {
    penalty += input.legalForm.length + candidate.legalForm.length;
  }
  const [inputPlaces, candidatePlaces] = [qualifiersOf(input.dropped), qualifiersOf(candidate.dropped)];
  if (
    inputPlaces.length > 0 &&
    candidatePlaces.length > 0 &&
    !inputPlaces.some((p) => candidatePlaces.includes(p))
  ) {
    penalty += unsharedLength(inputPlaces, candidatePlaces) + unsharedLength(candidatePlaces, inputPlaces);
  }
  penalty *= strictness.frequentWeight;

  const byWords = matched / (weight + unpaired * strictness.unpairedWeight + penalty + oneSite);
  // Letter by letter too when the names split their words differently ("McDonalds", "Mc Donalds") or are long
  // enough for one letter to be a typo; in a short name with as many words on each side, one letter is another
  // name ("Sea" and "Mesa" Grill).
  if (rows === columns && Math.min(input.compact.length, candidate.compact.length) < MIN_LETTERS_COMPARED) {
    return byWords;
  }
  const compactLength = input.compact.length + candidate.compact.length;
  const byCharacters =
    (editSimilarity(input.compact, candidate.compact) * compactLength) / (compactLength + penalty + oneSite);
  return Math.max(byWords, byCharacters);
}

const siteLength = (site: readonly string[]) => site.reduce((sum, word) => sum + word.length, 0);

/** True when every word of `a` is a word of `b` or a slip of one. */
const wordsWithin = (a: readonly string[], b: readonly string[]) =>
  a.every((word) => b.some((other) => editSimilarityAtLeast(word, other, SAME_SITE_WORD) >= SAME_SITE_WORD));

/**
 * True when both names name a site and the sites are not one written two ways: the same words, any of them with a
 * slip, or the same letters split otherwise ("Riverside", "River Side").
 */
const differentSites = (a: readonly string[], b: readonly string[]) =>
  a.length > 0 && b.length > 0 && !(wordsWithin(a, b) && wordsWithin(b, a)) && a.join('') !== b.join('');

function phoneticKey(token: string): string {
  return soundsOf(token.replaceAll(' ', ''))[0] || token;
}

/**
 * Keys: the first and the longest word, by sound, or by synonym group for an alias; and the whole name by sound,
 * so names that split a word differently ("McDonalds", "Mc Donalds") still meet. Not every word: with a key for
 * every word of a name of surnames ("Kuhn, Schmidt and Miller"), the pairs that meet were so many people of one
 * surname that the demo's Lead model learnt "same given name" as its matching class (docs/decisions.md, issue 44).
 */
function blockingKeys(value: CompanyPrepared): string[] {
  if (!value.normalised) return [];
  const keyOf = (i: number) => {
    const group = value.groups[i];
    return group === undefined ? phoneticKey(value.tokens[i]!) : `=${group}`;
  };
  let longest = 0;
  value.tokens.forEach((token, i) => {
    if (token.length > value.tokens[longest]!.length) longest = i;
  });
  return [...new Set([keyOf(0), keyOf(longest), phoneticKey(value.compact)])];
}

function companyMethod(
  method: MatchMethod,
  strictness: Strictness,
): MatchMethodDefinition<CompanyPrepared, StoredCompany> {
  return {
    method,
    shared: true,
    organisationEvidence: 'brand',
    prepare,
    store: storeCompany,
    restore: restoreCompany,
    compare(input, candidate): FieldScore {
      if (!input.normalised || !candidate.normalised) return noScore;
      if (input.normalised === candidate.normalised) return scored(100);
      const synonymMatches: string[] = [];
      const score = Math.round(100 * similarity(input, candidate, strictness, synonymMatches));
      return {
        score: differentSites(input.site, candidate.site) ? Math.min(score, DIFFERENT_SITES_SCORE) : score,
        synonymMatches,
      };
    },
    blockingKeys,
  };
}

export const fuzzyCompanyMethod = companyMethod('FUZZY_COMPANY', {
  minWordSimilarity: 0.6,
  unpairedWeight: 0.28,
  frequentWeight: 0,
});

export const fuzzyCompanyStrictMethod = companyMethod('FUZZY_COMPANY_STRICT', {
  minWordSimilarity: 0.7,
  unpairedWeight: 0.6,
  frequentWeight: 0.3,
});

export const fuzzyCompanyExtraStrictMethod = companyMethod('FUZZY_COMPANY_EXTRA_STRICT', {
  minWordSimilarity: 0.8,
  unpairedWeight: 1,
  frequentWeight: 0.6,
});
