import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { TableFileProblem } from './table-file-problem';

/**
 * More entries than any workbook has (a sheet, its drawings and images are a handful each): past it, reading the
 * central directory alone would take seconds.
 */
const MAX_ENTRIES = 10_000;

/** A zip whose central directory was read: its entries by name, each read on demand. */
export interface ZipArchive {
  /** The entry of that name, compared ignoring case as part names in a workbook are. */
  entry(name: string): Entry | undefined;
  /** The entry's bytes as they are unzipped: no more than its declared size, which fails the stream instead. */
  open(entry: Entry): Promise<Readable>;
  close(): Promise<void>;
}

/**
 * Writes `bytes` to a file of its own in the temp folder and opens it as a zip: its central directory, at the end,
 * says what each entry unzips to before any is unzipped. Problems of the bytes (too many of them) reject as they
 * are; a file that is not a zip rejects with `damaged`. `close` removes the file.
 */
export async function spoolZip(
  bytes: AsyncIterable<Uint8Array>,
  damaged: () => TableFileProblem,
): Promise<ZipArchive> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'steward-upload-'));
  const file = path.join(folder, 'upload.zip');
  const remove = () => fs.promises.rm(folder, { recursive: true, force: true });
  let zip: ZipFile;
  try {
    await pipeline(bytes, fs.createWriteStream(file));
    zip = await yauzl
      .openPromise(file, {
        lazyEntries: true,
        autoClose: false,
        validateEntrySizes: true,
        strictFileNames: false,
      })
      .catch(() => Promise.reject(damaged()));
  } catch (error) {
    await remove();
    throw error;
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) throw damaged();
    const entries = new Map<string, Entry>();
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName.toLowerCase(), entry);
    return {
      entry: (name) => entries.get(name.toLowerCase()),
      open: (entry) => {
        if (entry.isEncrypted()) {
          return Promise.reject(
            new TableFileProblem(
              'UNREADABLE',
              'The workbook is protected with a password: save it without one.',
            ),
          );
        }
        return zip.openReadStreamPromise(entry).catch(() => Promise.reject(damaged()));
      },
      close: async () => {
        zip.close();
        await remove();
      },
    };
  } catch (error) {
    zip.close();
    await remove();
    throw error instanceof TableFileProblem ? error : damaged();
  }
}
