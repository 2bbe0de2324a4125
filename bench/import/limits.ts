import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths } from '../../src/contract/api-paths';
import { DEFAULT_IMPORT_MAX_BYTES, DEFAULT_IMPORT_MAX_ROWS } from '../../src/contract/imports';
import { startPostgres } from '../../src/service/testing/postgres-server';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { clientCredentialsToken } from '../../src/service/testing/tokens';
import { manyRowsBomb, singleCellBomb } from '../../src/service/testing/workbook-file';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';

/**
 * npm run bench:import:limits — how the service refuses an upload over its limits (issue 43), on the service as
 * `npm start` runs it with its default limits (IMPORT_MAX_ROWS 1,000,000, IMPORT_MAX_BYTES 200 MB), on SQLite and
 * on a throwaway PostgreSQL, with one service process, so that every request below meets the upload in the same
 * event loop. While each file is sent, /healthz is asked one request after another and a duplicate search every
 * 250 ms; beside them the same polls on the idle service, the baseline each ratio is taken against. The files:
 *
 * - a one-column CSV of 3,125,000 rows (58 MB), sent as fast as the service reads it: the time from sending the
 *   first row over IMPORT_MAX_ROWS to the answer, and how much of the file had been sent by then;
 * - a CSV of 250 MB in rows of 300 characters (fewer rows than the limit): the time from the first byte over
 *   IMPORT_MAX_BYTES to the answer;
 * - an XLSX zip bomb, 1 MB zipped, whose one cell expands to 1 GiB;
 * - an XLSX zip bomb of 2,000,000 rows of one empty cell each (rows no count of records sees);
 * - a 10 MB JSON body to the search, over the 1 MB every JSON body may have: the status and whether the error body
 *   came back.
 *
 * Targets of the issue: each file refused within 2 s of passing its limit (the bombs within 2 s of being sent), and
 * /healthz's p99 at most 100 ms throughout. BENCH_LIMITS_STORES=sqlite (or postgres) measures one store only.
 */
const STORES = (process.env['BENCH_LIMITS_STORES'] ?? 'sqlite,postgres').split(',');
const IDLE_MS = 5000;
const SEARCH_EVERY_MS = 250;
const CHUNK = 64 * 1024;
const TARGET_REFUSAL_S = 2;
const TARGET_HEALTH_P99_MS = 100;

const CSV_ROWS = 3_125_000;
const WIDE_ROW_CHARS = 300;
const WIDE_BYTES = 250 * 1024 * 1024;
const BOMB_CELL_CHARS = 1024 * 1024 * 1024;
const BOMB_ROWS = 2_000_000;
const JSON_BYTES = 10 * 1024 * 1024;

interface Polls {
  health: number[];
  searches: number[];
  failures: number;
}

interface Sent {
  status: number;
  body: string;
  /** Seconds from the start of sending to the answer's headers. */
  answeredAfter: number;
  /** Seconds from sending the first byte past the limit to the answer (negative: answered before the limit). */
  afterLimit: number | undefined;
  bytesSent: number;
  bytesTotal: number;
}

interface Measured {
  store: string;
  file: string;
  sent: Sent;
  polls: Polls;
}

/** The largest value; Math.max(...values) overflows the stack on the hundreds of thousands of polls of a long run. */
const maximum = (values: readonly number[]) =>
  values.reduce((max, value) => Math.max(max, value), Number.NEGATIVE_INFINITY);

const percentile = (values: readonly number[], share: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

/** /healthz one request after another, and a search every SEARCH_EVERY_MS, until `stop` resolves. */
async function poll(baseUrl: string, token: string, stop: Promise<unknown>): Promise<Polls> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const polls: Polls = { health: [], searches: [], failures: 0 };
  let stopped = false;
  void stop.finally(() => (stopped = true));
  const timed = async (path: string, into: number[], body?: string) => {
    const started = performance.now();
    const status = await send(baseUrl, agent, path, token, body).catch(() => 0);
    if (status !== 200) polls.failures += 1;
    into.push(performance.now() - started);
  };
  const search = JSON.stringify({ objectPrefix: '00Q', objectData: { LastName: 'Smith', Company: 'Acme' } });
  await Promise.all([
    (async () => {
      while (!stopped) await timed('/healthz', polls.health);
    })(),
    (async () => {
      while (!stopped) {
        await timed(apiPaths.search, polls.searches, search);
        await sleep(SEARCH_EVERY_MS);
      }
    })(),
  ]);
  agent.destroy();
  return polls;
}

function send(
  baseUrl: string,
  agent: http.Agent,
  path: string,
  token: string,
  body?: string,
): Promise<number> {
  const origin = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        agent,
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Sends `file` to `path` as fast as the service reads it and notes when the byte at `limitAt` went out and when
 * the answer came. An answer before the end stops the sending, as a browser does.
 */
function upload(
  baseUrl: string,
  path: string,
  token: string,
  contentType: string,
  file: Buffer,
  limitAt: number | undefined,
): Promise<Sent> {
  const origin = new URL(baseUrl);
  return new Promise((resolve) => {
    const started = performance.now();
    let bytesSent = 0;
    let limitPassed: number | undefined;
    let answered = false;
    const finish = (status: number, body: string) => {
      const now = performance.now();
      resolve({
        status,
        body,
        answeredAfter: (now - started) / 1000,
        afterLimit: limitPassed === undefined ? undefined : (now - limitPassed) / 1000,
        bytesSent,
        bytesTotal: file.length,
      });
    };
    const request = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          'content-length': String(file.length),
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          finish(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'));
          request.destroy();
        });
      },
    );
    request.on('error', (error) => {
      if (!answered) finish(0, `connection failed: ${error.message}`);
    });
    const write = () => {
      while (!answered && bytesSent < file.length) {
        const end = Math.min(file.length, bytesSent + CHUNK);
        const more = request.write(file.subarray(bytesSent, end));
        if (limitAt !== undefined && limitPassed === undefined && end > limitAt)
          limitPassed = performance.now();
        bytesSent = end;
        if (!more) return void request.once('drain', write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

/** A one-column CSV of `rows` records, and the offset of the first byte of the record after the limit's. */
function oneColumnCsv(rows: number): { file: Buffer; limitAt: number } {
  const header = 'LastName\n';
  const line = (index: number) => `Lastname-${String(index).padStart(8, '0')}\n`;
  const lineBytes = line(0).length;
  const file = Buffer.alloc(header.length + rows * lineBytes);
  file.write(header, 0);
  for (let index = 0; index < rows; index++) file.write(line(index), header.length + index * lineBytes);
  return { file, limitAt: header.length + DEFAULT_IMPORT_MAX_ROWS * lineBytes };
}

function wideCsv(bytes: number): Buffer {
  const line = `${'x'.repeat(WIDE_ROW_CHARS - 1)}\n`;
  const header = 'LastName\n';
  return Buffer.from(header + line.repeat(Math.floor((bytes - header.length) / line.length)));
}

async function measureStore(store: string, env: Record<string, string>, files: Files): Promise<Measured[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-limits-'));
  const service: ServiceProcess = await startBuiltService(
    { SERVICE_PROCESSES: '1', DATA_DIR: dataDir, ...env },
    { logFile: path.join(os.tmpdir(), `steward-bench-limits-${store}.log`) },
  );
  try {
    const token = await clientCredentialsToken(`${service.baseUrl}/oidc`);
    const measured: Measured[] = [];
    const idle = await poll(service.baseUrl, token, sleep(IDLE_MS));
    measured.push({
      store,
      file: 'idle',
      sent: { status: 0, body: '', answeredAfter: 0, afterLimit: 0, bytesSent: 0, bytesTotal: 0 },
      polls: idle,
    });
    for (const { name, path: target, contentType, file, limitAt } of files) {
      process.stdout.write(`  ${store}: ${name} …\n`);
      const sending = upload(service.baseUrl, target, token, contentType, file, limitAt);
      const polls = await poll(service.baseUrl, token, sending);
      const sent = await sending;
      measured.push({ store, file: name, sent, polls });
      process.stdout.write(
        `    ${sent.status} after ${sent.answeredAfter.toFixed(2)} s: ${sent.body.slice(0, 200)}\n` +
          `    /healthz p99 ${percentile(polls.health, 0.99).toFixed(1)} ms, ` +
          `max ${maximum(polls.health).toFixed(1)} ms\n`,
      );
      // The service drops what a refused upload stored in the background: let that settle before the next file.
      await sleep(2000);
    }
    return measured;
  } finally {
    await service.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Files = {
  name: string;
  path: string;
  contentType: string;
  file: Buffer;
  limitAt: number | undefined;
}[];

async function files(): Promise<Files> {
  const imports = `${apiPaths.imports}?objectType=Lead&fileName=bench`;
  const rows = oneColumnCsv(CSV_ROWS);
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const json = JSON.stringify({ objectPrefix: '00Q', objectData: { LastName: 'x'.repeat(JSON_BYTES) } });
  return [
    {
      name: `CSV of ${CSV_ROWS.toLocaleString('en-US')} rows`,
      path: imports,
      contentType: 'text/csv',
      ...rows,
    },
    {
      name: `CSV of ${WIDE_BYTES / 1024 / 1024} MB`,
      path: imports,
      contentType: 'text/csv',
      file: wideCsv(WIDE_BYTES),
      limitAt: DEFAULT_IMPORT_MAX_BYTES,
    },
    {
      name: 'XLSX, one cell of 1 GiB',
      path: imports,
      contentType: xlsx,
      file: await singleCellBomb(BOMB_CELL_CHARS),
      limitAt: undefined,
    },
    {
      name: `XLSX, ${BOMB_ROWS.toLocaleString('en-US')} empty rows`,
      path: imports,
      contentType: xlsx,
      file: await manyRowsBomb(BOMB_ROWS),
      limitAt: undefined,
    },
    {
      name: 'JSON body of 10 MB',
      path: apiPaths.search,
      contentType: 'application/json',
      file: Buffer.from(json),
      limitAt: undefined,
    },
  ];
}

const errorCodeOf = (body: string) => {
  try {
    const parsed = JSON.parse(body) as { errorCode?: string; message?: string }[] | { status?: string };
    return Array.isArray(parsed) ? `${parsed[0]?.errorCode}: ${parsed[0]?.message}` : JSON.stringify(parsed);
  } catch {
    return body.slice(0, 80) || '(no body)';
  }
};

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

function table(measured: readonly Measured[]): string {
  const lines = [
    '| store | file | answer | refused after the limit | sent when answered | /healthz p99 (× idle) | /healthz max | search p99 (× idle) | polls failed |',
    '| --- | --- | --- | --: | --: | --: | --: | --: | --: |',
  ];
  for (const store of new Set(measured.map((entry) => entry.store))) {
    const idle = measured.find((entry) => entry.store === store && entry.file === 'idle')!.polls;
    const idleHealth = percentile(idle.health, 0.99);
    const idleSearch = percentile(idle.searches, 0.99);
    for (const { file, sent, polls } of measured.filter((entry) => entry.store === store)) {
      const health = percentile(polls.health, 0.99);
      const search = percentile(polls.searches, 0.99);
      const isIdle = file === 'idle';
      const refusal = isIdle
        ? '–'
        : sent.afterLimit === undefined
          ? `${sent.answeredAfter.toFixed(2)} s after sending began`
          : `${sent.afterLimit.toFixed(2)} s`;
      const share = isIdle ? '–' : `${((100 * sent.bytesSent) / sent.bytesTotal).toFixed(0)} %`;
      lines.push(
        `| ${store} | ${file} | ${isIdle ? '–' : `${sent.status} ${errorCodeOf(sent.body).slice(0, 110)}`} | ${refusal} | ${share} | ` +
          `${ms(health)} ms${isIdle ? '' : ` (${(health / idleHealth).toFixed(1)}×)`} | ${ms(maximum(polls.health))} ms | ` +
          `${ms(search)} ms${isIdle ? '' : ` (${(search / idleSearch).toFixed(1)}×)`} | ${polls.failures} |`,
      );
    }
  }
  return lines.join('\n');
}

function verdict(measured: readonly Measured[]): string {
  const uploads = measured.filter((entry) => entry.file !== 'idle');
  const slowest = Math.max(...uploads.map(({ sent }) => sent.afterLimit ?? sent.answeredAfter));
  const worstHealth = Math.max(...uploads.map(({ polls }) => percentile(polls.health, 0.99)));
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  return (
    `Slowest refusal ${slowest.toFixed(2)} s after its limit (target ≤ ${TARGET_REFUSAL_S} s: ` +
    `${met(slowest <= TARGET_REFUSAL_S)}); worst /healthz p99 during an upload ${worstHealth.toFixed(1)} ms ` +
    `(target ≤ ${TARGET_HEALTH_P99_MS} ms: ${met(worstHealth <= TARGET_HEALTH_P99_MS)}).`
  );
}

async function main() {
  process.stdout.write('Generating the files …\n');
  const toSend = await files();
  const measured: Measured[] = [];
  if (STORES.includes('sqlite')) measured.push(...(await measureStore('SQLite', {}, toSend)));
  if (STORES.includes('postgres')) {
    const postgres = await startPostgres();
    try {
      measured.push(...(await measureStore('PostgreSQL', { DATABASE_URL: postgres.url }, toSend)));
    } finally {
      await postgres.stop();
    }
  }
  const text = [runLine('one service process, default limits'), table(measured), verdict(measured)].join(
    '\n\n',
  );
  process.stdout.write(`\n${text}\n`);
  if (STORES.length === 2) await writeDocsSection('import-limits', text);
}

await main();
