import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SalesforceErrorBody } from '../../contract/errors';
import type { ImportList } from '../../contract/imports';
import { ok, startTestApi, type StartedTestApi } from '../testing/api-kit';
import { until } from '../testing/until';
import { singleCellBomb } from '../testing/workbook-file';

const MAX_ROWS = 1000;
const MAX_BYTES = 16 * 1024 * 1024;
const MB = 1024 * 1024;

let api: StartedTestApi;
beforeAll(async () => {
  api = await startTestApi({
    env: { IMPORT_MAX_ROWS: String(MAX_ROWS), IMPORT_MAX_BYTES: String(MAX_BYTES) },
  });
}, 120_000);
afterAll(() => api.close());

interface Sent {
  status: number;
  body: SalesforceErrorBody;
  /** Bytes of the body written when the answer came. */
  bytesSent: number;
  finishedSending: boolean;
}

/**
 * Uploads `chunks` as a file, as fast as the service takes them (chunked unless `contentLength` is given), and
 * stops sending once the answer comes, as a browser does.
 */
function upload(
  chunks: Iterable<Buffer>,
  { contentType = 'text/csv', contentLength = undefined as number | undefined } = {},
) {
  const origin = new URL(api.service.baseUrl);
  return new Promise<Sent>((resolve, reject) => {
    let bytesSent = 0;
    let finishedSending = false;
    let answered = false;
    const request = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: 'POST',
        path: `${apiPaths.imports}?objectType=Lead&fileName=limits`,
        headers: {
          authorization: `Bearer ${api.tokens.steward}`,
          'content-type': contentType,
          ...(contentLength === undefined ? {} : { 'content-length': String(contentLength) }),
        },
      },
      (response) => {
        answered = true;
        const sentWhenAnswered = bytesSent;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(parts).toString('utf8')) as SalesforceErrorBody,
            bytesSent: sentWhenAnswered,
            finishedSending,
          });
          request.destroy();
        });
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pieces = chunks[Symbol.iterator]();
    const write = () => {
      for (let next = pieces.next(); !answered; next = pieces.next()) {
        if (next.done) {
          finishedSending = true;
          request.end();
          return;
        }
        bytesSent += next.value.length;
        if (!request.write(next.value)) return void request.once('drain', write);
      }
    };
    write();
  });
}

/** A one-column CSV of `rows` records, a thousand rows a chunk. */
function* csvRows(rows: number, rowChars = 20): Generator<Buffer> {
  yield Buffer.from('LastName\n');
  for (let at = 0; at < rows; at += 1000) {
    const lines: string[] = [];
    for (let row = at; row < Math.min(rows, at + 1000); row++) {
      lines.push(`Row-${String(row).padStart(rowChars - 5, '0')}\n`);
    }
    yield Buffer.from(lines.join(''));
  }
}

/** /healthz asked one request after another until `done` settles: every answer's status and time. */
async function healthWhile(done: Promise<unknown>): Promise<{ statuses: number[]; slowestMs: number }> {
  let running = true;
  void done.finally(() => (running = false));
  const statuses: number[] = [];
  let slowestMs = 0;
  while (running) {
    const started = performance.now();
    statuses.push((await fetch(`${api.service.baseUrl}/healthz`)).status);
    slowestMs = Math.max(slowestMs, performance.now() - started);
  }
  return { statuses, slowestMs };
}

const importsListed = async () => (await ok<ImportList>(api.call('GET', apiPaths.imports))).imports.length;

describe('an upload over the import limits', () => {
  it('is refused at its first row over IMPORT_MAX_ROWS, long before the client finished sending it', async () => {
    const before = await importsListed();
    // 40 MB, streamed without a length: the service cannot know how long it is until it reads it.
    const sending = upload(csvRows(2_000_000));
    const health = await healthWhile(sending);
    const sent = await sending;
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual([
      {
        errorCode: 'INVALID_INPUT',
        message: 'file: The file has more than 1,000 records, the most one import takes (IMPORT_MAX_ROWS).',
        fields: ['file'],
      },
    ]);
    // The answer came while the client still had most of the file to send: no more was read than the limit's rows
    // and what the connection holds on the way.
    expect(sent.finishedSending).toBe(false);
    expect(sent.bytesSent).toBeLessThan(20 * MB);
    // The service answered everyone else meanwhile; the bound is loose, as a busy machine is slow.
    expect(health.statuses.every((status) => status === 200)).toBe(true);
    expect(health.slowestMs).toBeLessThan(5000);
    // Nothing of the file is kept: the rows stored before the refusal go behind the answer.
    expect(await importsListed()).toBe(before);
    const left = await until(
      async () =>
        Number(
          (
            await api.service.store.db
              .selectFrom('import_rows')
              .innerJoin('imports', 'imports.id', 'import_rows.import_id')
              .where('imports.file_name', '=', 'limits')
              .select((eb) => eb.fn.countAll().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        ),
      (count) => count === 0,
    );
    expect(left).toBe(0);
  });

  it('is answered 413 before its body is read when its declared length is over IMPORT_MAX_BYTES', async () => {
    const sent = await upload(csvRows(2_000_000), { contentLength: 2 * MAX_BYTES });
    expect(sent.status).toBe(413);
    expect(sent.body).toEqual([
      {
        errorCode: 'INVALID_INPUT',
        message: 'file: The file is larger than 16 MB, the most one import takes (IMPORT_MAX_BYTES).',
        fields: ['file'],
      },
    ]);
    expect(sent.finishedSending).toBe(false);
  });

  it('is answered 413 at the first byte over IMPORT_MAX_BYTES when it comes without a length', async () => {
    // Rows of 20 kB: fewer than IMPORT_MAX_ROWS fill the limit.
    const sent = await upload(csvRows(2000, 20_000));
    expect(sent.status).toBe(413);
    expect(sent.body[0]!.message).toBe(
      'file: The file is larger than 16 MB, the most one import takes (IMPORT_MAX_BYTES).',
    );
    expect(sent.finishedSending).toBe(false);
  });

  it('is refused as a zip bomb before the workbook is unzipped', async () => {
    // 100 MB of one cell's text, deflated to about 100 kB.
    const bomb = await singleCellBomb(100 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const sending = upload([bomb], {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      contentLength: bomb.length,
    });
    const health = await healthWhile(sending);
    const sent = await sending;
    expect(sent.status).toBe(400);
    expect(sent.body[0]!.message).toMatch(
      /^file: The workbook's part xl\/worksheets\/sheet1\.xml unzips to 100 MB from [\d.]+ KB, packed more than 100 times tighter/,
    );
    expect(health.statuses.every((status) => status === 200)).toBe(true);
    expect(health.slowestMs).toBeLessThan(5000);
  });
});
