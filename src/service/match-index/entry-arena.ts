import type { Image } from './index-image';

const CHUNK_BITS = 22;
/** 4 MB: large enough that a million entries make a few dozen chunks, small enough to compact one in a millisecond. */
const CHUNK_SIZE = 1 << CHUNK_BITS;
const MAX_CHUNKS = 1024;
const NOWHERE = 0xffffffff;
/** An entry's length is kept in two bytes before it: entries are a record's id and forms, a few hundred bytes. */
const LENGTH_BYTES = 2;
const MAX_ENTRY_BYTES = 0xffff;
/** A chunk that is less than this share alive is compacted into the newest one. */
const MIN_LIVE_SHARE = 0.5;

const EMPTY = Buffer.alloc(0);

export interface ArenaSpot {
  bytes: Buffer;
  offset: number;
  length: number;
}

interface Chunk {
  bytes: Buffer<ArrayBuffer>;
  /** Bytes written so far. */
  used: number;
  /** Bytes of entries still in use. */
  live: number;
}

/**
 * The bytes of each record (ordinal) in large chunks of memory rather than a string or object per record: a
 * million records stay a few dozen allocations that the garbage collector never has to walk. A replaced or deleted
 * entry leaves a hole; a chunk that is mostly holes is compacted by moving its live entries to the newest chunk.
 */
export class EntryArena {
  private readonly chunks: (Chunk | undefined)[] = [];
  private tail = -1;
  /** Chunk index and offset of each ordinal's entry (length-prefixed), or NOWHERE. */
  private locations = new Uint32Array(1024).fill(NOWHERE);

  /** The arena as it is, for a snapshot: each chunk as far as it was written. */
  toImage(): Image {
    const arrays: Image['arrays'] = { locations: this.locations };
    this.chunks.forEach((chunk, index) => {
      if (chunk) arrays[`chunk${index}`] = chunk.bytes.subarray(0, chunk.used);
    });
    return {
      values: {
        tail: this.tail,
        chunks: this.chunks.map((chunk) => (chunk ? { used: chunk.used, live: chunk.live } : null)),
      },
      arrays,
      parts: {},
    };
  }

  static fromImage({ values, arrays }: Image): EntryArena {
    const arena = new EntryArena();
    arena.tail = values['tail'] as number;
    arena.locations = arrays['locations'] as Uint32Array<ArrayBuffer>;
    (values['chunks'] as ({ used: number; live: number } | null)[]).forEach((chunk, index) => {
      if (!chunk) return;
      const written = arrays[`chunk${index}`] as Uint8Array<ArrayBuffer>;
      const bytes = Buffer.from(written.buffer, written.byteOffset, written.byteLength);
      arena.chunks[index] = { bytes, ...chunk };
    });
    return arena;
  }

  get bytes(): number {
    return (
      this.chunks.reduce((sum, chunk) => sum + (chunk?.bytes.length ?? 0), 0) + this.locations.byteLength
    );
  }

  /** The entry's bytes, a view valid until the arena is next changed. */
  get(ordinal: number): Buffer | undefined {
    const spot = { bytes: EMPTY, offset: 0, length: 0 };
    return this.locate(ordinal, spot)
      ? spot.bytes.subarray(spot.offset, spot.offset + spot.length)
      : undefined;
  }

  /**
   * Where the entry's bytes are, written into `spot` (its chunk, offset and length), valid until the arena is next
   * changed; false when the ordinal holds none. Unlike get, it allocates nothing, for loops over many candidates.
   */
  locate(ordinal: number, spot: ArenaSpot): boolean {
    const location = ordinal < this.locations.length ? this.locations[ordinal]! : NOWHERE;
    if (location === NOWHERE) return false;
    const chunk = this.chunks[location >>> CHUNK_BITS]!;
    const offset = location & (CHUNK_SIZE - 1);
    spot.bytes = chunk.bytes;
    spot.offset = offset + LENGTH_BYTES;
    spot.length = chunk.bytes.readUInt16LE(offset);
    return true;
  }

  set(ordinal: number, entry: Uint8Array): void {
    const freed = this.forget(ordinal);
    if (ordinal >= this.locations.length) {
      const grown = new Uint32Array(Math.max(ordinal + 1, this.locations.length * 2)).fill(NOWHERE);
      grown.set(this.locations);
      this.locations = grown;
    }
    this.locations[ordinal] = this.append(entry);
    this.compactIfSparse(freed);
  }

  delete(ordinal: number): void {
    this.compactIfSparse(this.forget(ordinal));
  }

  /** Marks the ordinal's entry as a hole; answers the chunk it was in, or −1. */
  private forget(ordinal: number): number {
    const location = ordinal < this.locations.length ? this.locations[ordinal]! : NOWHERE;
    if (location === NOWHERE) return -1;
    const index = location >>> CHUNK_BITS;
    const chunk = this.chunks[index]!;
    chunk.live -= LENGTH_BYTES + chunk.bytes.readUInt16LE(location & (CHUNK_SIZE - 1));
    this.locations[ordinal] = NOWHERE;
    return index;
  }

  private append(entry: Uint8Array): number {
    if (entry.length > MAX_ENTRY_BYTES)
      throw new Error(`A match index entry of ${entry.length} bytes is too large`);
    const size = LENGTH_BYTES + entry.length;
    let chunk = this.chunks[this.tail];
    if (!chunk || chunk.used + size > CHUNK_SIZE) chunk = this.newTail();
    else if (chunk.bytes.length < CHUNK_SIZE) {
      // A tail read from a snapshot is only as long as was written (a view of the shared file): it gets its whole
      // size, in memory of this process's own, at its first write rather than at every start.
      const whole = Buffer.allocUnsafe(CHUNK_SIZE);
      whole.set(chunk.bytes.subarray(0, chunk.used));
      chunk.bytes = whole;
    }
    const offset = chunk.used;
    chunk.bytes.writeUInt16LE(entry.length, offset);
    chunk.bytes.set(entry, offset + LENGTH_BYTES);
    chunk.used += size;
    chunk.live += size;
    return ((this.tail << CHUNK_BITS) | offset) >>> 0;
  }

  private newTail(): Chunk {
    let index = this.chunks.findIndex((chunk) => chunk === undefined);
    if (index < 0) index = this.chunks.length;
    if (index >= MAX_CHUNKS) throw new Error('The match index is full');
    const chunk = { bytes: Buffer.allocUnsafe(CHUNK_SIZE), used: 0, live: 0 };
    this.chunks[index] = chunk;
    this.tail = index;
    return chunk;
  }

  /**
   * Moves the live entries of a chunk that has become mostly holes to the tail, and frees it. Only the chunk that
   * just lost an entry can have crossed the line.
   */
  private compactIfSparse(index: number): void {
    const sparse = this.chunks[index];
    if (!sparse || index === this.tail || sparse.live >= sparse.used * MIN_LIVE_SHARE) return;
    for (let ordinal = 0; ordinal < this.locations.length; ordinal++) {
      const location = this.locations[ordinal]!;
      if (location === NOWHERE || location >>> CHUNK_BITS !== index) continue;
      const offset = location & (CHUNK_SIZE - 1);
      const length = sparse.bytes.readUInt16LE(offset);
      this.locations[ordinal] = this.append(
        sparse.bytes.subarray(offset + LENGTH_BYTES, offset + LENGTH_BYTES + length),
      );
    }
    // Freed only now: the tail chunks made while moving must not take its index.
    this.chunks[index] = undefined;
  }
}
