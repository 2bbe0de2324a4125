import { editDistanceWithin } from '../../matching/similarity/levenshtein';

/** A word of the index that matched a word of the query, and how well: 1 exact, less for a prefix or a typo. */
export interface WordHit {
  word: number;
  quality: number;
}

const NO_ENTRIES = new Int32Array(0);

/** Typos allowed in a word of this length: none in short words, where one edit makes another common word. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

/**
 * Entries (numbered 0…n−1) described by their words, found by a word, a word's beginning (what the user is still
 * typing) or a misspelt word. Words are kept sorted, so a prefix is a binary search and a range; misspellings are
 * found through the trigrams the words share, then confirmed by edit distance.
 */
export class WordIndex {
  private readonly words: readonly string[];
  private readonly postings: readonly Int32Array[];
  private readonly trigrams: ReadonlyMap<string, Int32Array>;
  private gramCounts: Uint16Array | undefined;

  private constructor(
    words: readonly string[],
    postings: readonly Int32Array[],
    trigrams: ReadonlyMap<string, Int32Array>,
  ) {
    this.words = words;
    this.postings = postings;
    this.trigrams = trigrams;
  }

  static build(entryWords: readonly (readonly string[])[]): WordIndex {
    const entriesByWord = new Map<string, number[]>();
    entryWords.forEach((words, entry) => {
      for (const word of new Set(words)) {
        const list = entriesByWord.get(word);
        if (list) list.push(entry);
        else entriesByWord.set(word, [entry]);
      }
    });
    const words = [...entriesByWord.keys()].sort();
    const postings = words.map((word) => Int32Array.from(entriesByWord.get(word)!));
    const gramLists = new Map<string, number[]>();
    words.forEach((word, index) => {
      for (const gram of new Set(trigramsOf(word))) {
        const list = gramLists.get(gram);
        if (list) list.push(index);
        else gramLists.set(gram, [index]);
      }
    });
    const trigrams = new Map([...gramLists].map(([gram, list]) => [gram, Int32Array.from(list)]));
    return new WordIndex(words, postings, trigrams);
  }

  get size(): number {
    return this.words.length;
  }

  wordAt(index: number): string {
    return this.words[index]!;
  }

  entriesOf(word: number): Int32Array {
    return this.postings[word] ?? NO_ENTRIES;
  }

  /** Whether the entry has the word: a binary search of the word's entries, which are in entry order. */
  hasEntry(word: number, entry: number): boolean {
    const entries = this.entriesOf(word);
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (entries[middle]! < entry) low = middle + 1;
      else high = middle;
    }
    return entries[low] === entry;
  }

  /** The word itself, or undefined when no entry has it. */
  exact(word: string): number | undefined {
    const index = this.lowerBound(word);
    return this.words[index] === word ? index : undefined;
  }

  /**
   * Words that start with `prefix`, at most `limit` of them, in alphabetical order: the word itself (quality 1)
   * comes first, longer words follow (0.9). Alphabetical, not by length, so a one-letter beginning costs `limit`
   * steps rather than a sort of thousands of words.
   */
  startingWith(prefix: string, limit: number): WordHit[] {
    const hits: WordHit[] = [];
    for (let index = this.lowerBound(prefix); index < this.words.length && hits.length < limit; index++) {
      const word = this.words[index]!;
      if (!word.startsWith(prefix)) break;
      hits.push({ word: index, quality: word.length === prefix.length ? 1 : 0.9 });
    }
    return hits;
  }

  /**
   * Words within the allowed edits of `word` (see allowedEdits), with quality 1 − edits / length. With `asPrefix`,
   * the query is the beginning of a word still being typed, so it is compared with words' beginnings of its length.
   */
  similar(word: string, asPrefix = false): WordHit[] {
    const edits = allowedEdits(word.length);
    if (edits === 0) return [];
    const grams = trigramsOf(word);
    // Counted in an array kept between calls, not a map: a common ending ("strasse") is shared by tens of
    // thousands of words, and this runs for every word of every validation and keystroke.
    const shared = this.sharedGrams();
    const touched: number[] = [];
    for (const gram of asPrefix ? grams.slice(0, -1) : grams) {
      const list = this.trigrams.get(gram);
      if (!list) continue;
      for (const index of list) {
        const count = shared[index]!;
        if (count === 0) touched.push(index);
        shared[index] = count + 1;
      }
    }
    // One edit destroys at most three trigrams, a swap of two neighbouring letters (one edit) four.
    const needed = (asPrefix ? grams.length - 1 : grams.length) - 4 * edits;
    const hits: WordHit[] = [];
    for (const index of touched) {
      const count = shared[index]!;
      shared[index] = 0;
      if (count < needed) continue;
      const candidate = this.words[index]!;
      if (!asPrefix && Math.abs(candidate.length - word.length) > edits) continue;
      const compared = asPrefix ? candidate.slice(0, word.length) : candidate;
      const distance = editDistanceWithin(word, compared, edits);
      if (distance === 0 || distance > edits) continue;
      hits.push({ word: index, quality: (1 - distance / Math.max(word.length, 4)) * (asPrefix ? 0.9 : 1) });
    }
    return hits;
  }

  /** Per word, the trigrams it shares with the word looked up; all zero between calls. */
  private sharedGrams(): Uint16Array {
    this.gramCounts ??= new Uint16Array(this.words.length);
    return this.gramCounts;
  }

  private lowerBound(text: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
