import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/** One file of a zip: its name, its bytes as they come (deflated as they do), and what its headers may claim. */
export interface ZipEntry {
  name: string;
  content: string | Iterable<string | Uint8Array>;
  /** The uncompressed size the headers declare, when it should not be the true one (a lying archive). */
  declaredSize?: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const DEFLATE = 8;
/** Version 2.0: what deflate needs to extract. */
const VERSION = 20;

interface Deflated {
  name: Buffer;
  data: Buffer;
  crc: number;
  size: number;
}

/**
 * A zip archive of `entries`, deflated, as spreadsheets write them: sizes in the local headers, a central directory
 * at the end. Content is read piece by piece, so an entry may expand to far more than memory holds (a zip bomb for
 * tests) while only its deflated bytes are kept.
 */
export async function zipFile(entries: readonly ZipEntry[]): Promise<Buffer> {
  const deflated = await Promise.all(entries.map(deflate));
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  deflated.forEach((entry, index) => {
    const size = entries[index]!.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, entry.name);
    parts.push(local, entry.name, entry.data);
    offset += local.length + entry.name.length + entry.data.length;
  });
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(deflated.length, 8);
  end.writeUInt16LE(deflated.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

async function deflate(entry: ZipEntry): Promise<Deflated> {
  const pieces = typeof entry.content === 'string' ? [entry.content] : entry.content;
  let crc = 0;
  let size = 0;
  async function* counted() {
    for (const piece of pieces) {
      const bytes = Buffer.from(piece);
      crc = zlib.crc32(bytes, crc);
      size += bytes.length;
      yield bytes;
    }
  }
  const compressed: Buffer[] = [];
  await pipeline(counted(), zlib.createDeflateRaw({ level: 9 }), async (deflated: AsyncIterable<Buffer>) => {
    for await (const chunk of deflated) compressed.push(chunk);
  });
  return { name: Buffer.from(entry.name), data: Buffer.concat(compressed), crc: crc >>> 0, size };
}
