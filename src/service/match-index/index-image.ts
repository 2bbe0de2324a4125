import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import mmap from '@riaskov/mmap-io';

/** Views of memory of their own (not shared): what the structures hold and what a file read gives back. */
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
 * Reads an image written by writeImageFile; its arrays are views of the file's bytes, mapped into memory (mapWhole).
 * Answers why not when the file is missing, torn or damaged.
 */
export function readImageFile(file: string): Image | { problem: string } {
  let bytes: Buffer;
  try {
    bytes = mapWhole(file);
  } catch (error) {
    return {
      problem: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'none written yet' : String(error),
    };
  }
  if (bytes.length < MAGIC.length + 8 || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
    return { problem: 'not a match index snapshot' };
  const body = bytes.subarray(0, bytes.length - 4);
  if (zlib.crc32(body) >>> 0 !== bytes.readUInt32LE(bytes.length - 4))
    return { problem: 'damaged (checksum differs)' };
  const headerLength = bytes.readUInt32LE(MAGIC.length);
  const layout = JSON.parse(
    bytes.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength),
  ) as Layout;
  const base = padded(MAGIC.length + 4 + headerLength);
  const restore = ({ values, arrays, parts }: Layout): Image => ({
    values,
    arrays: Object.fromEntries(
      Object.entries(arrays).map(([name, { kind, offset, length }]) => [
        name,
        new KINDS[kind](bytes.buffer as ArrayBuffer, bytes.byteOffset + base + offset, length),
      ]),
    ),
    parts: Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, restore(part)])),
  });
  return restore(layout);
}

/**
 * The file's bytes mapped privately: until a process changes a page, the page is the kernel's cached copy of the
 * file, one for every process that maps the same file, so that the service's processes hold one index between them
 * rather than one each. A change (the index kept current as records are written) copies only the page it falls on,
 * into memory of the process's own; the file is never written through the mapping. A snapshot is replaced by
 * renaming a new file over it, never rewritten in place, so a mapped file does not change under its readers.
 */
function mapWhole(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    // The kernel maps no bytes of an empty file; such a file is no snapshot either.
    if (size === 0) return Buffer.alloc(0);
    return mmap.map(size, READ_WRITE, mmap.MAP_PRIVATE, fd);
  } finally {
    fs.closeSync(fd);
  }
}
