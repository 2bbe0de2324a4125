import type { WordLists } from '../match-method';

/**
 * Similarity of two words, 0 (nothing alike) to 1 (the same). `i` and `j` are the words' positions in their arrays,
 * so a method can look up what it prepared per word (a phonetic code) instead of computing it per comparison.
 */
export type WordSimilarity = (a: string, b: string, i: number, j: number) => number;

export interface TokenMatchOptions {
  /**
   * What a word left over on the longer side costs, 0–1, relative to a word paired with nothing alike. 1 when an
   * extra word is as bad as a wrong one; less when a value may legitimately carry more words (a second surname).
   */
  extraWordWeight: number;
}

export interface TokenMatch {
  /** 0–1; a fraction, not yet a field score, so methods can combine it with other evidence before rounding. */
  score: number;
  /** Pairs that matched only through the synonym list, as "input=candidate". */
  synonymMatches: string[];
}

// Reused between calls: alignment runs for every candidate of a search. Not reentrant, so a WordSimilarity must
// not call matchTokens itself.
let pairScores = new Float64Array(64);
let pairIsSynonym = new Uint8Array(64);
let inputUsed = new Uint8Array(16);
let candidateUsed = new Uint8Array(16);

/**
 * Pairs the words of two values greedily, best pair first, each word at most once, and averages the pair scores
 * weighted by word length, so a typo in a long word costs more than a missing initial. Words of one synonym group
 * score 1. Words the shorter value has no partner for count per `extraWordWeight`.
 */
export function matchTokens(
  input: readonly string[],
  candidate: readonly string[],
  lists: WordLists,
  similarity: WordSimilarity,
  options: TokenMatchOptions,
): TokenMatch {
  const rows = input.length;
  const columns = candidate.length;
  if (rows === 0 || columns === 0) return { score: 0, synonymMatches: [] };
  reserve(rows, columns);

  for (let i = 0; i < rows; i++) {
    const a = input[i]!;
    const groupA = lists.synonyms.get(a);
    for (let j = 0; j < columns; j++) {
      const b = candidate[j]!;
      const cell = i * columns + j;
      const synonym = a !== b && groupA !== undefined && groupA === lists.synonyms.get(b);
      pairIsSynonym[cell] = synonym ? 1 : 0;
      pairScores[cell] = a === b || synonym ? 1 : similarity(a, b, i, j);
    }
  }

  let weighted = 0;
  let weights = 0;
  const synonymMatches: string[] = [];
  for (let pairs = Math.min(rows, columns); pairs > 0; pairs--) {
    let best = -1;
    let bestScore = -1;
    for (let i = 0; i < rows; i++) {
      if (inputUsed[i]) continue;
      for (let j = 0; j < columns; j++) {
        const cell = i * columns + j;
        // On a tie an identical word beats a synonym, so "Bob Robert" vs "Robert" reports no synonym match.
        const score = pairScores[cell]! - (pairIsSynonym[cell] ? 1e-9 : 0);
        if (!candidateUsed[j] && score > bestScore) [best, bestScore] = [cell, score];
      }
    }
    const i = Math.floor(best / columns);
    const j = best % columns;
    inputUsed[i] = 1;
    candidateUsed[j] = 1;
    const weight = input[i]!.length + candidate[j]!.length;
    weighted += pairScores[best]! * weight;
    weights += weight;
    if (pairIsSynonym[best]) synonymMatches.push(`${input[i]}=${candidate[j]}`);
  }
  for (let i = 0; i < rows; i++) if (!inputUsed[i]) weights += input[i]!.length * options.extraWordWeight;
  for (let j = 0; j < columns; j++)
    if (!candidateUsed[j]) weights += candidate[j]!.length * options.extraWordWeight;

  return { score: weighted / weights, synonymMatches };
}

function reserve(rows: number, columns: number) {
  if (rows * columns > pairScores.length) {
    pairScores = new Float64Array(rows * columns * 2);
    pairIsSynonym = new Uint8Array(rows * columns * 2);
  }
  if (rows > inputUsed.length) inputUsed = new Uint8Array(rows * 2);
  if (columns > candidateUsed.length) candidateUsed = new Uint8Array(columns * 2);
  inputUsed.fill(0, 0, rows);
  candidateUsed.fill(0, 0, columns);
}
