/**
 * Edit distance with adjacent transpositions (optimal string alignment): "Jenifer"/"Jennifer" 1, "Tmo"/"Tom" 1.
 * Three rows of integers, reused between calls; the hot loop of fuzzy scoring. Each call takes them into local
 * variables and rotates those by hand: a destructuring swap per row costs an array.
 */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/** Makes the rows long enough for a second string of `length`. */
function fitRows(length: number): void {
  if (length + 1 <= rowA.length) return;
  const size = length * 2 + 1;
  rowA = new Int32Array(size);
  rowB = new Int32Array(size);
  rowC = new Int32Array(size);
}

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  fitRows(b.length);
  let previous = rowA;
  let current = rowB;
  let beforePrevious = rowC;
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
    const done = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = done;
  }
  return previous[b.length]!;
}

/** 1 for equal strings, 0 for strings with nothing in common: 1 − distance / longer length. */
export function editSimilarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - editDistance(a, b) / longer;
}

/**
 * The edit distance when it is at most `limit`, otherwise `limit` + 1: only a band of the table around its
 * diagonal is filled, so telling "one typo" from "different" costs a pass over the strings, not their product.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length === 0 || b.length === 0) return Math.max(a.length, b.length);
  const over = limit + 1;
  fitRows(b.length);
  let previous = rowA;
  let current = rowB;
  let beforePrevious = rowC;
  for (let j = 0; j <= b.length; j++) previous[j] = j <= limit ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current[0] = i <= limit ? i : over;
    if (from > 1) current[from - 1] = over;
    let rowBest = current[0]!;
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cb = b.charCodeAt(j - 1);
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      }
      current[j] = Math.min(best, over);
      rowBest = Math.min(rowBest, current[j]!);
    }
    if (to < b.length) current[to + 1] = over;
    if (rowBest > limit) return over;
    const done = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = done;
  }
  return Math.min(previous[b.length]!, over);
}

/**
 * editSimilarity when it is at least `minimum`, otherwise 0: for callers to whom anything less means "different",
 * computed within the band of edits that could still reach it.
 */
export function editSimilarityAtLeast(a: string, b: string, minimum: number): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  // The epsilon keeps (1 − 0.8) × 10 = 1.9999… at 2 edits.
  const limit = Math.floor((1 - minimum) * longer + 1e-9);
  const distance = editDistanceWithin(a, b, limit);
  return distance > limit ? 0 : 1 - distance / longer;
}
