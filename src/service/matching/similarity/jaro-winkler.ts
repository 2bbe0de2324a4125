/**
 * Jaro-Winkler similarity (0–1): forgiving of typos and favouring a shared beginning, the standard for short
 * name strings. "martha"/"marhta" 0.961, "dixon"/"dicksonx" 0.813.
 */
const PREFIX_SCALE = 0.1;
const MAX_PREFIX = 4;
let matchedA = new Uint8Array(64);
let matchedB = new Uint8Array(64);

export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  if (a.length > matchedA.length) matchedA = new Uint8Array(a.length * 2);
  if (b.length > matchedB.length) matchedB = new Uint8Array(b.length * 2);
  matchedA.fill(0, 0, a.length);
  matchedB.fill(0, 0, b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (matchedB[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      matchedA[i] = 1;
      matchedB[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    if (!matchedA[i]) continue;
    while (!matchedB[j]) j++;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) transpositions++;
    j++;
  }
  return (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
}

export function jaroWinkler(a: string, b: string): number {
  const similarity = jaro(a, b);
  let prefix = 0;
  while (prefix < MAX_PREFIX && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return similarity + prefix * PREFIX_SCALE * (1 - similarity);
}
