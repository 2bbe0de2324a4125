import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';

/**
 * A temporary copy of an upload, written as the upload is read (`copying`), then read again (`read`); `remove`
 * deletes it. The upload's bytes reach the reader only once they are handed to the copy, so the copy is whole when
 * the reader has read to the end.
 */
export class UploadCopy {
  private readonly folder: string;
  private readonly file: string;

  private constructor(folder: string) {
    this.folder = folder;
    this.file = path.join(folder, 'upload');
  }

  static async create(): Promise<UploadCopy> {
    const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'steward-import-'));
    return new UploadCopy(folder);
  }

  /** `bytes` as they come, each chunk also written to the copy (waiting while the disk is behind). */
  async *copying(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    const out = fs.createWriteStream(this.file);
    try {
      for await (const chunk of bytes) {
        if (!out.write(chunk)) await once(out, 'drain');
        yield chunk;
      }
    } finally {
      out.end();
      await once(out, 'close');
    }
  }

  read(): AsyncIterable<Uint8Array> {
    return fs.createReadStream(this.file);
  }

  remove(): Promise<void> {
    return fs.promises.rm(this.folder, { recursive: true, force: true });
  }
}
