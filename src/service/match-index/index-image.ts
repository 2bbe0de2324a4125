import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import mmap from '@riaskov/mmap-io';

/**
 * Views of an ArrayBuffer, not a SharedArrayBuffer: what the structures hold, and what a file read gives back (views
 * of the mapped file, MappedFile).
 */
export type ImageArray =
  Uint8Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Uint32Array<ArrayBuffer> | Float64Array<ArrayBuffer>;

/**
 * The state of an in-memory structure as plain values (JSON) and typed arrays, nested by part: what a snapshot of
 * the match index writes to a file and reads back without rebuilding anything.
 */
export interface Image {
  values: Record<string, unknown>;
  arrays: Record<string, ImageArray>;
  parts: Record<string, Image>;
}

const MAGIC = Buffer.from('STEWIDX\n', 'latin1');
/** Arrays start at multiples of 8 bytes, so that each is read back as a view of the file's bytes, not a copy. */
const ALIGN = 8;
/** A mapped snapshot is written to as the index changes, privately (MappedFile). */
const READ_WRITE = (mmap.PROT_READ | mmap.PROT_WRITE) as 3;
const KINDS = { u8: Uint8Array, i32: Int32Array, u32: Uint32Array, f64: Float64Array } as const;
type Kind = keyof typeof KINDS;

/** An image as written: the arrays replaced by where their bytes are. */
interface Layout {
  values: Record<string, unknown>;
  arrays: Record<string, { kind: Kind; offset: number; length: number }>;
  parts: Record<string, Layout>;
}

const kindOf = (array: ImageArray): Kind =>
  array instanceof Uint8Array
    ? 'u8'
    : array instanceof Int32Array
      ? 'i32'
      : array instanceof Uint32Array
        ? 'u32'
        : 'f64';

const padded = (length: number) => Math.ceil(length / ALIGN) * ALIGN;

/** Lays the image's arrays out one after another from `start`; answers the layout and the arrays in file order. */
function layOut(image: Image, start: { offset: number }, order: ImageArray[]): Layout {
  const arrays: Layout['arrays'] = {};
  for (const [name, array] of Object.entries(image.arrays)) {
    arrays[name] = { kind: kindOf(array), offset: start.offset, length: array.length };
    order.push(array);
    start.offset += padded(array.byteLength);
  }
  const parts = Object.fromEntries(
    Object.entries(image.parts).map(([name, part]) => [name, layOut(part, start, order)]),
  );
  return { values: image.values, arrays, parts };
}

/**
 * Writes the image to `file` whole or not at all (a file of its own, renamed over the old one), ending with a
 * CRC-32 of everything before it so that a torn or damaged file is recognised. The arrays are written as they are
 * in memory, without copying them.
 */
export function writeImageFile(file: string, image: Image): void {
  const order: ImageArray[] = [];
  const layout = layOut(image, { offset: 0 }, order);
  const header = Buffer.from(JSON.stringify(layout), 'utf8');
  const lead = Buffer.alloc(padded(MAGIC.length + 4 + header.length));
  MAGIC.copy(lead);
  lead.writeUInt32LE(header.length, MAGIC.length);
  header.copy(lead, MAGIC.length + 4);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    let crc = 0;
    const write = (bytes: Uint8Array) => {
      // Node's crc32 answers 0, not the value it was given, for no bytes.
      if (bytes.length === 0) return;
      fs.writeSync(fd, bytes);
      crc = zlib.crc32(bytes, crc);
    };
    write(lead);
    const padding = new Uint8Array(ALIGN);
    for (const array of order) {
      write(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
      const pad = padded(array.byteLength) - array.byteLength;
      if (pad > 0) write(padding.subarray(0, pad));
    }
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32LE(crc >>> 0);
    fs.writeSync(fd, trailer);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

/**
 * The most bytes one mapping holds: a Node Buffer holds at most 4 GiB (buffer.constants.MAX_LENGTH), and the snapshot
 * of ten million records is larger. A multiple of every page size.
 */
export const SEGMENT_BYTES = 2 ** 30;

/**
 * Reads an image written by writeImageFile; its arrays are views of the file's bytes, mapped into memory (MappedFile).
 * Answers why not when the file is missing, torn or damaged. `segmentBytes` is for tests, which map small files in
 * several pieces.
 */
export function readImageFile(file: string, segmentBytes = SEGMENT_BYTES): Image | { problem: string } {
  let mapped: MappedFile;
  try {
    mapped = new MappedFile(file, segmentBytes);
  } catch (error) {
    return {
      problem: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'none written yet' : String(error),
    };
  }
  try {
    const lead = mapped.read(0, MAGIC.length + 4);
    if (mapped.size < MAGIC.length + 8 || !lead.subarray(0, MAGIC.length).equals(MAGIC))
      return { problem: 'not a match index snapshot' };
    if (mapped.crc32(mapped.size - 4) !== mapped.read(mapped.size - 4, 4).readUInt32LE(0))
      return { problem: 'damaged (checksum differs)' };
    const headerLength = lead.readUInt32LE(MAGIC.length);
    const layout = JSON.parse(mapped.read(MAGIC.length + 4, headerLength).toString('utf8')) as Layout;
    const base = padded(MAGIC.length + 4 + headerLength);
    const restore = ({ values, arrays, parts }: Layout): Image => ({
      values,
      arrays: Object.fromEntries(
        Object.entries(arrays).map(([name, { kind, offset, length }]) => {
          const Kind = KINDS[kind];
          const bytes = mapped.bytes(base + offset, length * Kind.BYTES_PER_ELEMENT);
          return [name, new Kind(bytes.buffer as ArrayBuffer, bytes.byteOffset, length)];
        }),
      ),
      parts: Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, restore(part)])),
    });
    return restore(layout);
  } finally {
    mapped.close();
  }
}

/**
 * A file mapped privately, in segments of at most `segmentBytes`: until a process changes a page, the page is the
 * kernel's cached copy of the file, one for every process that maps the same file, so that the service's processes
 * hold one index between them rather than one each. A change (the index kept current as records are written) copies
 * only the page it falls on, into memory of the process's own; the file is never written through the mapping. A
 * snapshot is replaced by renaming a new file over it, never rewritten in place, so a mapped file does not change
 * under its readers. The mappings outlive the file's descriptor, and are released when no view of them is left.
 */
class MappedFile {
  readonly size: number;
  private readonly fd: number;
  private readonly segmentBytes: number;
  private readonly segments: Buffer[] = [];

  constructor(file: string, segmentBytes: number) {
    this.fd = fs.openSync(file, 'r');
    this.segmentBytes = segmentBytes;
    this.size = fs.fstatSync(this.fd).size;
    for (let start = 0; start < this.size; start += segmentBytes)
      this.segments.push(this.map(start, Math.min(segmentBytes, this.size - start)));
  }

  /** `length` bytes from `start`, as a view of the mapping; mapped apart when they straddle two segments. */
  bytes(start: number, length: number): Buffer {
    const index = Math.floor(start / this.segmentBytes);
    const from = start - index * this.segmentBytes;
    const segment = this.segments[index];
    if (segment && from + length <= segment.length) return segment.subarray(from, from + length);
    if (length === 0) return Buffer.alloc(0);
    const page = Math.floor(start / mmap.PAGESIZE) * mmap.PAGESIZE;
    return this.map(page, start + length - page).subarray(start - page);
  }

  /** `length` bytes from `start`, copied, for what is read once (the header, the checksum). */
  read(start: number, length: number): Buffer {
    const bytes = Buffer.alloc(Math.max(0, Math.min(length, this.size - start)));
    if (bytes.length > 0) fs.readSync(this.fd, bytes, 0, bytes.length, start);
    return bytes;
  }

  /** The CRC-32 of the first `end` bytes, segment by segment. */
  crc32(end: number): number {
    let crc = 0;
    for (let index = 0; index * this.segmentBytes < end; index++) {
      const part = this.segments[index]!.subarray(0, end - index * this.segmentBytes);
      // Node's crc32 answers 0, not the value it was given, for no bytes.
      if (part.length > 0) crc = zlib.crc32(part, crc);
    }
    return crc >>> 0;
  }

  close(): void {
    fs.closeSync(this.fd);
  }

  private map(start: number, length: number): Buffer {
    return mmap.map(length, READ_WRITE, mmap.MAP_PRIVATE, this.fd, start);
  }
}
