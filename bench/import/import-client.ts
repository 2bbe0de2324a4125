import fs from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths } from '../../src/contract/api-paths';
import type { ColumnMapping, Import, ImportRowList, ImportStatus } from '../../src/contract/imports';
import { parseRecordId } from '../../src/contract/record-id';
import { processTree } from '../../src/service/testing/process-tree';
import { httpClient, type HttpAnswer } from '../http-client';

const POLL_MS = 200;
const PAGE = 200;

/** A row of the import as the quality check needs it. */
export interface RowSeen {
  rowNumber: number;
  outcome: string;
  recordId15: string | null;
  sameAsRow: number | null;
  errors: string[];
}

/** The service misbehaved: what it answered, to be reported as it is. */
export class ServiceAnswer extends Error {}

const failed = (what: string, answer: HttpAnswer) =>
  new ServiceAnswer(`${what} answered ${answer.status}: ${answer.body.slice(0, 1000)}`);

/**
 * The import API of one service, as a steward's integration calls it, with a token from `newToken`: a new one when
 * the service answers 401 (tokens expire within a long run).
 */
export async function importClient(baseUrl: string, newToken: () => Promise<string>) {
  const client = httpClient(baseUrl, 2);
  let token = await newToken();
  const auth = () => ({ authorization: `Bearer ${token}` });
  const json = () => ({ ...auth(), 'content-type': 'application/json' });

  /** A request, sent again once with a new token if the service answers 401. */
  const send = async (method: string, path: string, body?: string, renewed = false): Promise<HttpAnswer> => {
    const answer = await client.request(method, path, body === undefined ? auth() : json(), body);
    if (answer.status !== 401 || renewed) return answer;
    token = await newToken();
    return send(method, path, body, true);
  };

  const call = async <T>(what: string, method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await send(method, path, body === undefined ? undefined : JSON.stringify(body));
    if (answer.status < 200 || answer.status > 299) throw failed(what, answer);
    return JSON.parse(answer.body) as T;
  };

  /** Sends the file as the body, streamed from disk, as the console sends it. */
  const upload = (file: string, fileName: string): Promise<Import> =>
    new Promise((resolve, reject) => {
      const origin = new URL(baseUrl);
      const request = http.request(
        {
          host: origin.hostname,
          port: origin.port,
          method: 'POST',
          path: `${apiPaths.imports}?objectType=Lead&fileName=${encodeURIComponent(fileName)}`,
          headers: {
            ...auth(),
            'content-type': 'text/csv',
            'content-length': String(fs.statSync(file).size),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const answer = { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') };
            if (answer.status === 201) resolve(JSON.parse(answer.body) as Import);
            else reject(failed(`The upload of ${fileName}`, answer));
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      fs.createReadStream(file).on('error', reject).pipe(request);
    });

  /** Polls the import until it reaches `wanted`; any other settled status is the service's failure. */
  const until = async (importId: string, wanted: ImportStatus, onPoll?: (current: Import) => void) => {
    for (;;) {
      const current = await call<Import>('Reading the import', 'GET', apiPaths.import(importId));
      onPoll?.(current);
      if (current.status === wanted) return current;
      if (!['CHECKING', 'RUNNING'].includes(current.status)) {
        throw new ServiceAnswer(
          `Import ${importId} is ${current.status} (waiting for ${wanted}): ${JSON.stringify(current)}`,
        );
      }
      await sleep(POLL_MS);
    }
  };

  const check = (importId: string, mapping: ColumnMapping[]) =>
    call<Import>('The dry run', 'POST', apiPaths.importCheck(importId), { mapping, mode: 'UPDATE' });

  const apply = (importId: string) => call<Import>('The apply', 'POST', apiPaths.importApply(importId));

  /** Every row of a phase, a page at a time, in row order. */
  const rows = async (importId: string, phase: 'check' | 'apply'): Promise<RowSeen[]> => {
    const seen: RowSeen[] = [];
    for (let after = 0; ;) {
      const page = await call<ImportRowList>(
        'Listing the rows',
        'GET',
        `${apiPaths.importRows(importId)}?phase=${phase}&limit=${PAGE}&after=${after}`,
      );
      for (const row of page.rows) {
        seen.push({
          rowNumber: row.rowNumber,
          outcome: row.outcome,
          recordId15: row.record ? parseRecordId(row.record.id) : null,
          sameAsRow: row.sameAsRow,
          errors: row.errors.map((error) => `${error.column ?? ''}: ${error.message}`),
        });
      }
      if (page.nextAfter === null) return seen;
      after = page.nextAfter;
    }
  };

  const batch = (body: unknown) => send('POST', apiPaths.batchUpsert, JSON.stringify(body));

  return { upload, until, check, apply, rows, batch, close: () => client.close() };
}

const statusKb = (pid: number, key: 'VmRSS' | 'VmHWM') => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0; // exited meanwhile
  }
};

/**
 * Samples the resident memory of a service's processes (the process `root` and its descendants) every `everyMs`,
 * to find the peak of their sum while something runs.
 */
export function memorySampler(root: number, everyMs = 100) {
  let pids = processTree(root);
  let ticks = 0;
  const sumMb = () => pids.reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0) / 1024;
  let peakMb = sumMb();
  const startMb = peakMb;
  const timer = setInterval(() => {
    if (++ticks % 20 === 0) pids = processTree(root);
    peakMb = Math.max(peakMb, sumMb());
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      const endMb = sumMb();
      return { startMb, peakMb: Math.max(peakMb, endMb), endMb };
    },
  };
}

export type ImportClient = Awaited<ReturnType<typeof importClient>>;
