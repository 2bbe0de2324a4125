import { foldWord, type Token } from './line-tokens';

interface Entry<V> {
  words: readonly string[];
  value: V;
}

export interface PhraseMatch<V> {
  value: V;
  /** Tokens the phrase takes. */
  length: number;
}

/**
 * Phrases of one or more words ('po box', 'new york', 'the netherlands') looked up in a line's tokens by their first
 * or last word, so finding one costs a map lookup and a few comparisons, whatever the number of phrases.
 */
export class PhraseMap<V> {
  readonly #byFirst = new Map<string, Entry<V>[]>();
  readonly #byLast = new Map<string, Entry<V>[]>();

  /** On a clash the earlier entry wins. */
  constructor(entries: Iterable<readonly [phrase: string, value: V]>) {
    const seen = new Set<string>();
    for (const [phrase, value] of entries) {
      const words = phrase.split(/\s+/).map(foldWord).filter(Boolean);
      const key = words.join(' ');
      if (words.length === 0 || seen.has(key)) continue;
      seen.add(key);
      add(this.#byFirst, words[0]!, { words, value });
      add(this.#byLast, words.at(-1)!, { words, value });
    }
    for (const lists of [this.#byFirst, this.#byLast])
      for (const list of lists.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  /** The longest phrase whose words are the tokens from `start` on. */
  startingAt(tokens: readonly Token[], start: number): PhraseMatch<V> | undefined {
    const first = tokens[start];
    if (first?.kind !== 'word') return undefined;
    const entry = this.#byFirst
      .get(first.folded)
      ?.find(({ words }) => words.every((folded, offset) => matches(tokens[start + offset], folded)));
    return entry && { value: entry.value, length: entry.words.length };
  }

  /** The longest phrase whose words are the tokens up to `end` (exclusive). */
  endingAt(tokens: readonly Token[], end: number): PhraseMatch<V> | undefined {
    const last = tokens[end - 1];
    if (last?.kind !== 'word') return undefined;
    const entry = this.#byLast.get(last.folded)?.find(({ words }) => {
      const start = end - words.length;
      return start >= 0 && words.every((folded, offset) => matches(tokens[start + offset], folded));
    });
    return entry && { value: entry.value, length: entry.words.length };
  }
}

const matches = (token: Token | undefined, folded: string) =>
  token?.kind === 'word' && token.folded === folded;

function add<V>(map: Map<string, Entry<V>[]>, key: string, entry: Entry<V>) {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}
