/**
 * Blocking keys are kept as 64-bit hashes (two 32-bit halves) rather than strings: a million records carry some ten
 * million keys, which as strings would cost more memory than everything else together. Two keys that collide only
 * make one record a candidate for the other's search, which scoring then rejects.
 */

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

/** MurmurHash3 (x86, 32-bit) over the UTF-16 code units of a text, two units a block. */
function murmur3(text: string, seed: number): number {
  let hash = seed;
  const length = text.length;
  const even = length & ~1;
  for (let i = 0; i < even; i += 2) {
    let block = (text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16)) >>> 0;
    block = Math.imul(block, C1);
    block = (block << 15) | (block >>> 17);
    block = Math.imul(block, C2);
    hash ^= block;
    hash = (hash << 13) | (hash >>> 19);
    hash = (Math.imul(hash, 5) + 0xe6546b64) | 0;
  }
  if (length & 1) {
    let block = text.charCodeAt(length - 1);
    block = Math.imul(block, C1);
    block = (block << 15) | (block >>> 17);
    block = Math.imul(block, C2);
    hash ^= block;
  }
  hash ^= length * 2;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Stored with every index entry: changing either seed or the function makes every stored key unreadable. */
const HIGH_SEED = 0x5f3759df;
const LOW_SEED = 0x2545f491;

/** The two halves of a text's key: what hashKeys answers for one key, without an array. */
export const highHalf = (text: string) => murmur3(text, HIGH_SEED);
export const lowHalf = (text: string) => murmur3(text, LOW_SEED);

/** Keys as consecutive (high, low) pairs, the form they are stored and passed around in. */
export function hashKeys(keys: readonly string[]): Uint32Array {
  const hashes = new Uint32Array(keys.length * 2);
  keys.forEach((key, i) => {
    hashes[2 * i] = highHalf(key);
    hashes[2 * i + 1] = lowHalf(key);
  });
  return hashes;
}
