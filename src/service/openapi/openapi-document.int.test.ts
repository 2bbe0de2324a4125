import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { NotDuplicateCreated } from '../../contract/decisions';
import type { Job } from '../../contract/jobs';
import { ok, useTestApi, type As, type Method } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';

const api = useTestApi({ as: 'steward' });
const { call } = api;

interface Operation {
  method: Method;
  /** The path as the document writes it, parameters in braces. */
  path: string;
  statuses: string[];
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

let operations: Operation[];

beforeAll(async () => {
  const document = await ok<{ paths: Record<string, Record<string, { responses?: object }>> }>(
    call('GET', '/openapi.json', undefined, null),
  );
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method.toLowerCase()]).map((method) => ({
      method,
      path,
      statuses: Object.keys(item[method.toLowerCase()]!.responses ?? {}),
    })),
  );
});

const named = ({ method, path }: Operation) => `${method} ${path}`;

const documented = (method: Method, path: string) => {
  const operation = operations.find((one) => one.method === method && one.path === path);
  if (!operation) throw new Error(`The document has no ${method} ${path}`);
  return operation.statuses;
};

/** The operation called with every path parameter filled in: the guards answer before anything reads them. */
const callAny = (operation: Operation, as: As) =>
  call(operation.method, operation.path.replace(/\{[^}]+\}/g, 'x'), undefined, as);

describe('the OpenAPI document against the routes', () => {
  it('lists the API', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('gives every operation an answer for success', () => {
    const without = operations.filter((one) => !one.statuses.some((status) => /^2\d\d$/.test(status)));
    expect(without.map(named)).toEqual([]);
  });

  it("documents the 401 and 403 each operation's guards answer", async () => {
    const undocumented: string[] = [];
    let guarded = 0;
    for (const operation of operations) {
      // Nobody, a principal without a licence seat, and the least role: every refusal a guard can give.
      for (const as of [null, 'guest', 'viewer'] as const) {
        const { status } = await callAny(operation, as);
        if (status !== 401 && status !== 403) continue;
        if (status === 401) guarded++;
        if (!operation.statuses.includes(String(status))) undocumented.push(`${named(operation)} ${status}`);
      }
    }
    expect(guarded).toBeGreaterThan(50);
    expect(undocumented).toEqual([]);
  });

  it('documents the 204 of withdrawing a decision and of deleting a job', async () => {
    const leads = await Promise.all(
      [randomPerson(), randomPerson()].map((person) =>
        api.upsert({ objectType: 'Lead', objectData: person }),
      ),
    );
    const { decisions } = await ok<NotDuplicateCreated>(
      call('POST', apiPaths.notDuplicates, {
        objectType: 'Lead',
        recordIds: leads.map((lead) => lead.objectId),
      }),
      201,
    );
    expect((await call('DELETE', apiPaths.notDuplicate(decisions[0]!.id))).status).toBe(204);
    expect(documented('DELETE', `${apiPaths.notDuplicates}/{decisionId}`)).toContain('204');

    const job = await ok<Job>(call('POST', apiPaths.jobs, { objectType: 'Account' }), 201);
    expect((await call('DELETE', apiPaths.job(job.id))).status).toBe(204);
    expect(documented('DELETE', `${apiPaths.jobs}/{jobId}`)).toContain('204');
  });
});
