import fs from 'node:fs';
import type {
  AddressFindInput,
  AddressFindOutput,
  AddressValidationInput,
  AddressValidationOutput,
} from '../../src/contract/address';
import { apiPaths } from '../../src/contract/api-paths';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { startBuiltService } from '../built-service';
import { httpClient } from '../http-client';
import { clientCredentialsToken } from '../../src/service/testing/tokens';

/** The address API of a service process, called as an integration calls it; every call is timed. */
export interface AddressClient {
  service: ServiceProcess;
  /** From starting the process until it answered /readyz. */
  startSeconds: number;
  validate(input: AddressValidationInput): Promise<Timed<AddressValidationOutput>>;
  find(input: AddressFindInput): Promise<Timed<AddressFindOutput>>;
}

export interface Timed<T> {
  output: T;
  ms: number;
}

/** Requests in flight at most: the benchmark's highest concurrency. */
const CONNECTIONS = 8;

/**
 * Starts the service on the SQLite store in `dataDir` (as `npm start` does, `env` added) with a
 * client-credentials token that outlives the benchmark. Calls go through node:http, not fetch: fetch cost this
 * client four times the CPU the service spent on a request that does no address work, on the same 2 cores.
 */
export async function startAddressService(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<AddressClient> {
  const starting = performance.now();
  const service = await startBuiltService({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL: '86400', ...env });
  const startSeconds = (performance.now() - starting) / 1000;
  const token = await clientCredentialsToken(`${service.baseUrl}/oidc`);
  const http = httpClient(service.baseUrl, CONNECTIONS);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async <T>(path: string, body: unknown): Promise<Timed<T>> => {
    const start = performance.now();
    const answer = await http.request('POST', path, headers, JSON.stringify(body));
    const ms = performance.now() - start;
    if (answer.status !== 200) throw new Error(`${path} answered HTTP ${answer.status}: ${answer.body}`);
    return { output: JSON.parse(answer.body) as T, ms };
  };
  return {
    service: {
      ...service,
      close: async () => {
        http.close();
        await service.close();
      },
    },
    startSeconds,
    validate: (input) => post(apiPaths.addressValidate, input),
    find: (input) => post(apiPaths.addressFind, input),
  };
}

/** Runs `work` over the items with `concurrency` in flight; answers the results in the items' order. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
