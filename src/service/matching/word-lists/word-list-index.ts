import type { WordLists } from '../match-method';
import { normaliseText, words } from '../text/normalise-text';

/** A list of words that should not drive a match, in the shape of a `word_lists` row. */
export interface FrequentWordList {
  name: string;
  kind: 'FREQUENT';
  entries: readonly string[];
}

/** A list of groups of interchangeable words (Bob, Robert), in the shape of a `word_lists` row. */
export interface SynonymWordList {
  name: string;
  kind: 'SYNONYM';
  entries: readonly (readonly string[])[];
}

/**
 * Longest entry, in words, that a value is searched for: punctuation splits "Ph.D." into two words, so entries of
 * several words are looked up as phrases.
 */
export const MAX_PHRASE_WORDS = 4;

/**
 * Normalises every entry as values are normalised, and merges synonym groups that share a word, since "Chris" in
 * a Christopher group and a Christine group makes the three interchangeable anyway. A group's id is its
 * alphabetically first word, so it does not depend on the order of the list.
 */
export function buildWordLists(
  frequentEntries: readonly string[] = [],
  synonymGroups: readonly (readonly string[])[] = [],
): WordLists {
  const frequent = new Set(frequentEntries.map(normaliseText).filter(Boolean));

  const parent = new Map<string, string>();
  const root = (word: string): string => {
    let found = word;
    while (parent.get(found) !== found) found = parent.get(found)!;
    parent.set(word, found);
    return found;
  };
  for (const group of synonymGroups) {
    const members = [...new Set(group.map(normaliseText).filter(Boolean))];
    if (members.length < 2) continue;
    for (const member of members) if (!parent.has(member)) parent.set(member, member);
    for (const member of members.slice(1)) {
      const [a, b] = [root(members[0]!), root(member)];
      if (a < b) parent.set(b, a);
      else parent.set(a, b);
    }
  }
  const synonyms = new Map<string, string>();
  for (const word of parent.keys()) synonyms.set(word, root(word));
  return { frequent, synonyms };
}

export interface ListedWords {
  /** Words to compare: an entry of several words becomes one token ("ph d"). */
  tokens: string[];
  /** Frequent words set aside. */
  dropped: string[];
}

/**
 * Splits a value into words and sets the frequent ones aside. A value made only of frequent words keeps them all:
 * then they are all there is to compare, and a surname that happens to be listed still matches itself.
 */
export function listedWords(value: string, lists: WordLists): ListedWords {
  const all = joinPhrases(words(value), lists);
  const tokens = all.filter((word) => !lists.frequent.has(word));
  if (tokens.length === 0) return { tokens: all, dropped: [] };
  return { tokens, dropped: all.filter((word) => lists.frequent.has(word)) };
}

function joinPhrases(split: string[], lists: WordLists): string[] {
  if (lists.frequent.size === 0 && lists.synonyms.size === 0) return split;
  const joined: string[] = [];
  for (let start = 0; start < split.length;) {
    let length = Math.min(MAX_PHRASE_WORDS, split.length - start);
    for (; length > 1; length--) {
      const phrase = split.slice(start, start + length).join(' ');
      if (lists.frequent.has(phrase) || lists.synonyms.has(phrase)) break;
    }
    joined.push(split.slice(start, start + length).join(' '));
    start += length;
  }
  return joined;
}

/** The word standing for a word's synonym group, or the word itself: equal for interchangeable words. */
export const canonicalWord = (word: string, lists: WordLists) => lists.synonyms.get(word) ?? word;
