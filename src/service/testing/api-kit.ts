import { afterAll, beforeAll, expect } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { DuplicateGroup, GroupPage, Job, JobInput } from '../../contract/jobs';
import type { UpsertDataInput, UpsertDataOutput } from '../../contract/upsert';
import { callApi } from './api-call';
import { startTestService, type TestService } from './test-service';
import { clientCredentialsToken, userToken } from './tokens';
import { until } from './until';

/**
 * The demo's users by the role each holds, the guest (a viewer without a licence seat), and the integration client
 * with its client-credentials token.
 */
export type Principal = 'admin' | 'steward' | 'viewer' | 'guest' | 'integration';

/** Whom a request is sent as: a principal, a token the test got elsewhere, or nobody (no Authorization header). */
export type As = Principal | { bearer: string } | null;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiResponse {
  status: number;
  body: unknown;
}

export interface TestApi {
  readonly service: TestService;
  readonly tokens: Readonly<Record<Principal, string>>;
  /** One API request with a JSON body (a string is sent as it is), as `as` or else the kit's default principal. */
  call(method: Method, path: string, body?: unknown, as?: As): Promise<ApiResponse>;
  /**
   * The same request to another process: a peer on the service's database, which accepts its tokens, or another
   * service, sent as `{ bearer }` with a token of that service's.
   */
  callAt(baseUrl: string, method: Method, path: string, body?: unknown, as?: As): Promise<ApiResponse>;
  /**
   * The answer of an upsert (POST dc3DataApi, `query` after it), sent as the integration unless told: the output of
   * a 200, which says whether the record was saved.
   */
  upsert(input: UpsertDataInput, options?: { query?: string; as?: As }): Promise<UpsertDataOutput>;
  /** The job once it has run to its end; the test fails if it ends otherwise or not in time. */
  finishedJob(jobId: string): Promise<Job>;
  /** Starts a job as a steward and answers it once it has run to its end. */
  startFinishedJob(input: JobInput): Promise<Job>;
  /** Every group of a job, page after page, in the service's default order. */
  groupsOf(jobId: string): Promise<DuplicateGroup[]>;
}

export interface StartedTestApi extends TestApi {
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Configuration variables of the service. */
  env?: Record<string, string>;
  /** Whom `call` sends requests as when it is not told. */
  as?: Principal;
}

/** Starting takes seconds, loading the demo's street addresses (DEMO_ADDRESSES) a minute on a busy machine. */
const START_TIMEOUT_MS = 120_000;

/**
 * The status a test expects, with the body in the failure message, and the body as the test reads it: a body is
 * never read without its status checked.
 */
export async function ok<T>(response: ApiResponse | Promise<ApiResponse>, expectedStatus = 200): Promise<T> {
  const { status, body } = await response;
  expect(status, JSON.stringify(body)).toBe(expectedStatus);
  return body as T;
}

/** The test service with a token of every principal, signed in at once; `close` stops it. */
export async function startTestApi({ env, as = 'steward' }: TestApiOptions = {}): Promise<StartedTestApi> {
  const service = await startTestService(env);
  const { issuer } = service.config.oidc;
  let tokens: Record<Principal, string>;
  try {
    const [admin, steward, viewer, guest, integration] = await Promise.all([
      userToken(issuer, 'admin'),
      userToken(issuer, 'steward'),
      userToken(issuer, 'viewer'),
      userToken(issuer, 'guest'),
      clientCredentialsToken(issuer),
    ]);
    tokens = { admin, steward, viewer, guest, integration };
  } catch (error) {
    await service.close();
    throw error;
  }
  const bearerOf = (who: As) => (who === null ? null : typeof who === 'string' ? tokens[who] : who.bearer);
  const callAt = (baseUrl: string, method: Method, path: string, body?: unknown, who: As = as) =>
    callApi(baseUrl, method, path, bearerOf(who), body);
  const call = (method: Method, path: string, body?: unknown, who: As = as) =>
    callAt(service.baseUrl, method, path, body, who);
  const upsert = (
    input: UpsertDataInput,
    { query = '', as: who = 'integration' }: { query?: string; as?: As } = {},
  ) => ok<UpsertDataOutput>(call('POST', `${apiPaths.upsert}${query}`, { input }, who));
  const finishedJob = async (jobId: string) => {
    const job = await until(
      () => ok<Job>(call('GET', apiPaths.job(jobId), undefined, 'steward')),
      (current) => current.status !== 'QUEUED' && current.status !== 'RUNNING',
    );
    expect(job.status, JSON.stringify(job)).toBe('DONE');
    return job;
  };
  const groupsOf = async (jobId: string) => {
    const groups: DuplicateGroup[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await ok<GroupPage>(
        call('GET', `${apiPaths.jobGroups(jobId)}?limit=200&offset=${offset}`, undefined, 'steward'),
      );
      groups.push(...page.groups);
      if (offset + 200 >= page.total) return groups;
    }
  };
  return {
    service,
    tokens,
    call,
    callAt,
    upsert,
    finishedJob,
    startFinishedJob: async (input) =>
      finishedJob((await ok<Job>(call('POST', apiPaths.jobs, input, 'steward'), 201)).id),
    groupsOf,
    close: () => service.close(),
  };
}

/**
 * The test service of one file, started before its tests (`startTestApi`) and stopped after them. Its `call` and
 * job helpers can be taken out of it at once; read `service` and `tokens` inside the tests.
 */
export function useTestApi(options: TestApiOptions = {}): TestApi {
  let started: StartedTestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(options);
  }, START_TIMEOUT_MS);
  afterAll(() => started?.close());
  const running = () => {
    if (!started) throw new Error('The test service starts before the tests and is used only inside them');
    return started;
  };
  return {
    get service() {
      return running().service;
    },
    get tokens() {
      return running().tokens;
    },
    call: (...args) => running().call(...args),
    callAt: (...args) => running().callAt(...args),
    upsert: (...args) => running().upsert(...args),
    finishedJob: (jobId) => running().finishedJob(jobId),
    startFinishedJob: (input) => running().startFinishedJob(input),
    groupsOf: (jobId) => running().groupsOf(jobId),
  };
}
