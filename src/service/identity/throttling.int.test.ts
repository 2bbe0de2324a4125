import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SalesforceErrorBody } from '../../contract/errors';
import { startPeerProcess } from '../testing/service-process';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';
import { awayFromMinuteEnd } from '../testing/minute-window';

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    API_RATE_LIMIT: '20',
  });
});
afterAll(() => service.close());

describe('throttling', () => {
  it('answers 429 REQUEST_LIMIT_EXCEEDED with Retry-After once a principal passes its limit', async () => {
    const token = await userToken(service.config.oidc.issuer, 'viewer');
    await awayFromMinuteEnd();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        fetch(`${service.baseUrl}${apiPaths.describeGlobal}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBe(10);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited[0]!.json()) as SalesforceErrorBody).toEqual([
      { errorCode: 'REQUEST_LIMIT_EXCEEDED', message: expect.stringContaining('More than 20 API requests') },
    ]);
    // Another principal has an allowance of its own.
    const other = await clientCredentialsToken(service.config.oidc.issuer);
    const theirs = await fetch(`${service.baseUrl}${apiPaths.describeGlobal}`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(theirs.status).toBe(200);
  });

  it.runIf(process.env['STEWARD_TEST_DATABASE'] === 'postgres')(
    'counts a principal’s requests once across instances on one PostgreSQL',
    async () => {
      const peer = await startPeerProcess(service.config, { API_RATE_LIMIT: '20' });
      try {
        const token = await userToken(service.config.oidc.issuer, 'admin');
        await awayFromMinuteEnd();
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, n) =>
            fetch(`${n % 2 === 0 ? service.baseUrl : peer.baseUrl}${apiPaths.describeGlobal}`, {
              headers: { authorization: `Bearer ${token}` },
            }),
          ),
        );
        expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
      } finally {
        await peer.close();
      }
    },
    // A second service process starts, and the burst may wait out a minute's end.
    120_000,
  );
});
