import { foldCase } from '../../matching/text/normalise-text';
import { allowedEdits } from '../index/word-index';
import { editDistance } from '../../matching/similarity/levenshtein';

/** A word of what was typed: its folded form, and whether the user may still be typing it. */
export interface TypedWord {
  text: string;
  typing: boolean;
}

/** A word, with the apostrophes inside it ("O'Donnell", "King's"), as the street index reads names. */
export const WORD = /[\p{L}\p{N}]+(?:['’`][\p{L}\p{N}]+)*/gu;

/** A word as the index compares it: folded, apostrophes left out ("O'Donnell" → "odonnell"). */
export const foldWord = (word: string) => foldCase(word).replace(/['’`]/g, '');

/** How many letters of `text` from `start` fold to `folded` letters: "Straß" is five letters and folds to six. */
function writtenLength(text: string, start: number, folded: number): number {
  let length = 0;
  while (start + length < text.length && foldWord(text.slice(start, start + length + 1)).length <= folded)
    length++;
  return Math.max(length, 1);
}

/**
 * The character ranges of `text` that match typed words, Loqate-style: "X-Y" with Y exclusive, comma-separated.
 * A word being typed marks the beginning it matches; a complete or misspelt word marks the whole word it matched.
 */
export function highlightRanges(text: string, typed: readonly TypedWord[]): string {
  const ranges: [number, number][] = [];
  const used = new Set<number>();
  const words = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    folded: foldWord(match[0]),
  }));
  for (const word of typed) {
    const index = words.findIndex((candidate, position) => {
      if (used.has(position)) return false;
      if (candidate.folded === word.text) return true;
      if (word.typing && candidate.folded.startsWith(word.text)) return true;
      const edits = allowedEdits(word.text.length);
      const compared = word.typing ? candidate.folded.slice(0, word.text.length) : candidate.folded;
      return edits > 0 && editDistance(word.text, compared) <= edits;
    });
    if (index < 0) continue;
    used.add(index);
    const found = words[index]!;
    const prefixOnly = word.typing && found.folded.startsWith(word.text) && found.folded !== word.text;
    ranges.push([
      found.start,
      prefixOnly ? found.start + writtenLength(text, found.start, word.text.length) : found.end,
    ]);
  }
  return ranges
    .sort((a, b) => a[0] - b[0])
    .map(([from, to]) => `${from}-${to}`)
    .join(',');
}
