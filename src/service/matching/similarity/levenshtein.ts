/**
 * Edit distance with adjacent transpositions (optimal string alignment): "Jenifer"/"Jennifer" 1, "Tmo"/"Tom" 1.
 * Two rows of integers, reused between calls; the hot loop of fuzzy scoring.
 */
let previous = new Int32Array(64);
let current = new Int32Array(64);
let beforePrevious = new Int32Array(64);

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  if (b.length + 1 > previous.length) {
    const size = b.length * 2 + 1;
    [previous, current, beforePrevious] = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      }
      current[j] = best;
    }
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}

/** 1 for equal strings, 0 for strings with nothing in common: 1 − distance / longer length. */
export function editSimilarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - editDistance(a, b) / longer;
}
