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

const MAGIC = Buffer.from('STEWIDX2', 'latin1');
/** Arrays start at multiples of 8 bytes, so that each is read back as a view of the file's bytes, not a copy. */
const ALIGN = 8;
/** A mapped snapshot is written to as the index changes, privately (mapVolume). */
const READ_WRITE = (mmap.PROT_READ | mmap.PROT_WRITE) as 3;
const KINDS = { u8: Uint8Array, i32: Int32Array, u32: Uint32Array, f64: Float64Array } as const;
type Kind = keyof typeof KINDS;

/**
 * Bytes of arrays a volume file holds at most (one larger array has a volume of its own). The mapping library takes
 * a file's size and offset as 32-bit integers, so nothing past 2 GiB of one file can be mapped, and the snapshot of
 * ten million records is over 4 GiB: it is written as several files, each mapped whole.
 */
export const VOLUME_BYTES = 2 ** 30;
const MAX_VOLUME_BYTES = 2 ** 31 - 1;

/** An image as written: the arrays replaced by where their bytes are. */
interface Layout {
  values: Record<string, unknown>;
  arrays: Record<string, { kind: Kind; volume: number; offset: number; length: number }>;
  parts: Record<string, Layout>;
}

/** A volume file: its name (beside the image file), size and CRC-32. */
interface Volume {
  name: string;
  bytes: number;
  crc: number;
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

/** The arrays of each volume in file order, and how many bytes each volume has so far. */
interface Volumes {
  arrays: ImageArray[][];
  bytes: number[];
  limit: number;
}

/** Lays the image's arrays out into volumes, one after another; answers the layout. */
function layOut(image: Image, volumes: Volumes): Layout {
  const arrays: Layout['arrays'] = {};
  for (const [name, array] of Object.entries(image.arrays)) {
    const size = padded(array.byteLength);
    if (size > MAX_VOLUME_BYTES)
      throw new Error(`An array of ${array.byteLength} bytes is too large for a snapshot`);
    let volume = volumes.arrays.length - 1;
    if (volume < 0 || (volumes.bytes[volume]! > 0 && volumes.bytes[volume]! + size > volumes.limit)) {
      volumes.arrays.push([]);
      volumes.bytes.push(0);
      volume++;
    }
    arrays[name] = { kind: kindOf(array), volume, offset: volumes.bytes[volume]!, length: array.length };
    volumes.arrays[volume]!.push(array);
    volumes.bytes[volume]! += size;
  }
  const parts = Object.fromEntries(
    Object.entries(image.parts).map(([name, part]) => [name, layOut(part, volumes)]),
  );
  return { values: image.values, arrays, parts };
}

/** Writes `chunks` to a new file, answering the CRC-32 of what was written. */
function writeFileOf(file: string, chunks: Iterable<Uint8Array>): number {
  const fd = fs.openSync(file, 'w');
  try {
    let crc = 0;
    for (const bytes of chunks) {
      // Node's crc32 answers 0, not the value it was given, for no bytes.
      if (bytes.length === 0) continue;
      fs.writeSync(fd, bytes);
      crc = zlib.crc32(bytes, crc);
    }
    return crc >>> 0;
  } finally {
    fs.closeSync(fd);
  }
}

function* arrayBytes(arrays: readonly ImageArray[]): Generator<Uint8Array> {
  const padding = new Uint8Array(ALIGN);
  for (const array of arrays) {
    yield new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    yield padding.subarray(0, padded(array.byteLength) - array.byteLength);
  }
}

/**
 * Writes the image to `file` whole or not at all: the arrays as they are in memory, without copying them, into volume
 * files of at most `volumeBytes` beside it (named after the file and this write), then the file itself, which names
 * the volumes with their sizes and CRC-32s and ends with a CRC-32 of itself, written under a name of its own and
 * renamed over the old one. A torn or damaged file or volume is recognised, and a crash midway leaves the last image
 * whole. The volumes of the image replaced are deleted; a process that maps them keeps them until it lets go.
 */
export function writeImageFile(file: string, image: Image, volumeBytes = VOLUME_BYTES): void {
  const volumes: Volumes = { arrays: [], bytes: [], limit: volumeBytes };
  const layout = layOut(image, volumes);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const write = `${process.pid}-${Date.now().toString(36)}`;
  const written: Volume[] = volumes.arrays.map((arrays, index) => {
    const name = `${path.basename(file)}.${write}.${index}`;
    return {
      name,
      bytes: volumes.bytes[index]!,
      crc: writeFileOf(path.join(path.dirname(file), name), arrayBytes(arrays)),
    };
  });
  const header = Buffer.from(JSON.stringify({ layout, volumes: written }), 'utf8');
  const lead = Buffer.alloc(MAGIC.length + 4);
  MAGIC.copy(lead);
  lead.writeUInt32LE(header.length, MAGIC.length);
  const replaced = volumesOf(file);
  const temporary = `${file}.${process.pid}.tmp`;
  const crc = writeFileOf(temporary, [lead, header]);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32LE(crc);
  fs.appendFileSync(temporary, trailer);
  fs.renameSync(temporary, file);
  removeVolumes(file, replaced, new Set(written.map((volume) => volume.name)));
}

/** The names of the volumes the image at `file` refers to; none when it is missing or unreadable. */
function volumesOf(file: string): string[] {
  const header = readHeader(file);
  return 'problem' in header ? [] : header.volumes.map((volume) => volume.name);
}

/**
 * Deletes the volumes of a replaced image, and the volumes no image refers to that were written by a process no longer
 * running: two processes that save at once (as a service's processes do when it stops) each replace the image the
 * other may not have seen, and a crashed write leaves its volumes behind. A live process's unreferenced volumes may
 * be a write in progress; they go at a later write.
 */
function removeVolumes(file: string, replaced: readonly string[], kept: ReadonlySet<string>): void {
  const folder = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  for (const name of fs.readdirSync(folder)) {
    const writer = /^(\d+)-[0-9a-z]+\.\d+$/.exec(name.slice(prefix.length));
    if (!name.startsWith(prefix) || !writer || kept.has(name)) continue;
    if (replaced.includes(name) || !running(Number(writer[1])))
      fs.rmSync(path.join(folder, name), { force: true });
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The layout and volumes the image file names, or why not. */
function readHeader(file: string): { layout: Layout; volumes: Volume[] } | { problem: string } {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    return {
      problem: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'none written yet' : String(error),
    };
  }
  if (bytes.length < MAGIC.length + 8 || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
    return { problem: 'not a match index snapshot' };
  if (zlib.crc32(bytes.subarray(0, bytes.length - 4)) >>> 0 !== bytes.readUInt32LE(bytes.length - 4))
    return { problem: 'damaged (checksum differs)' };
  const headerLength = bytes.readUInt32LE(MAGIC.length);
  return JSON.parse(bytes.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength)) as {
    layout: Layout;
    volumes: Volume[];
  };
}

/** The top-level values of the image file, read without its volumes; undefined when it cannot be read. */
export function readImageValues(file: string): Record<string, unknown> | undefined {
  const header = readHeader(file);
  return 'problem' in header ? undefined : header.layout.values;
}

/**
 * Reads an image written by writeImageFile; its arrays are views of its volumes' bytes, mapped into memory
 * (mapVolume). Answers why not when the file or a volume is missing, torn or damaged.
 */
export function readImageFile(file: string): Image | { problem: string } {
  const header = readHeader(file);
  if ('problem' in header) return header;
  const mapped: Buffer[] = [];
  for (const volume of header.volumes) {
    const volumeFile = path.join(path.dirname(file), volume.name);
    let bytes: Buffer;
    try {
      bytes = mapVolume(volumeFile);
    } catch (error) {
      return { problem: `volume ${volume.name}: ${String(error)}` };
    }
    if (bytes.length !== volume.bytes) return { problem: `volume ${volume.name} is torn` };
    if ((bytes.length === 0 ? 0 : zlib.crc32(bytes) >>> 0) !== volume.crc)
      return { problem: `volume ${volume.name} is damaged (checksum differs)` };
    mapped.push(bytes);
  }
  const restore = ({ values, arrays, parts }: Layout): Image => ({
    values,
    arrays: Object.fromEntries(
      Object.entries(arrays).map(([name, { kind, volume, offset, length }]) => {
        const bytes = mapped[volume]!;
        return [name, new KINDS[kind](bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, length)];
      }),
    ),
    parts: Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, restore(part)])),
  });
  return restore(header.layout);
}

/**
 * A volume's bytes mapped privately: until a process changes a page, the page is the kernel's cached copy of the
 * file, one for every process that maps the same file, so that the service's processes hold one index between them
 * rather than one each. A change (the index kept current as records are written) copies only the page it falls on,
 * into memory of the process's own; the file is never written through the mapping. An image is replaced by new
 * files, never rewritten in place, so a mapped file does not change under its readers. The mapping outlives the
 * file's descriptor, and is released when no view of it is left.
 */
function mapVolume(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    // The kernel maps no bytes of an empty file.
    if (size === 0) return Buffer.alloc(0);
    return mmap.map(size, READ_WRITE, mmap.MAP_PRIVATE, fd);
  } finally {
    fs.closeSync(fd);
  }
}
