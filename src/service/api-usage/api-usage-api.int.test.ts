import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { ApiUsageReport } from '../../contract/api-usage';
import { callApi } from '../testing/api-call';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let admin: string;
let integration: string;

beforeAll(async () => {
  service = await startTestService();
  const { issuer } = service.config.oidc;
  [admin, integration] = await Promise.all([userToken(issuer, 'admin'), clientCredentialsToken(issuer)]);
});
afterAll(() => service.close());

const usage = async (query = '') => {
  const { status, body } = await callApi(service.baseUrl, 'GET', `${apiPaths.apiUsage}${query}`, admin);
  expect(status).toBe(200);
  return body as ApiUsageReport;
};

describe('API usage', () => {
  it('counts each principal’s calls per day and operation, as soon as they are asked for', async () => {
    const search = { objectPrefix: '00Q', objectData: { LastName: 'Nobody-in-particular' } };
    for (let n = 0; n < 3; n++)
      expect((await callApi(service.baseUrl, 'POST', apiPaths.search, integration, search)).status).toBe(200);
    expect((await callApi(service.baseUrl, 'GET', apiPaths.describeGlobal, integration)).status).toBe(200);
    // Refused for want of a token: nobody to count it against.
    expect((await callApi(service.baseUrl, 'GET', apiPaths.describeGlobal, null)).status).toBe(401);

    const today = new Date().toISOString().slice(0, 10);
    const report = await usage(`?principal=integration&from=${today}`);
    expect(report.rows).toEqual(
      expect.arrayContaining([
        { principal: 'integration', day: today, operation: `POST ${apiPaths.search}`, calls: 3 },
        { principal: 'integration', day: today, operation: `GET ${apiPaths.describeGlobal}`, calls: 1 },
      ]),
    );
    expect(report.totals).toEqual([{ principal: 'integration', calls: 4, lastDay: today }]);
  });

  it('counts an admin’s own reads of the usage, each once it is answered', async () => {
    const before = (await usage('?principal=admin')).totals[0]?.calls ?? 0;
    // The read itself is a call of the admin's, counted after it answers.
    expect((await usage('?principal=admin')).totals[0]!.calls).toBe(before + 1);
  });

  it('needs the admin role and well-formed days', async () => {
    const steward = await userToken(service.config.oidc.issuer, 'steward');
    expect((await callApi(service.baseUrl, 'GET', apiPaths.apiUsage, steward)).status).toBe(403);
    for (const day of ['yesterday', '2026-13-01', '2026-02-30']) {
      const { status, body } = await callApi(
        service.baseUrl,
        'GET',
        `${apiPaths.apiUsage}?from=${day}`,
        admin,
      );
      expect(status, day).toBe(400);
      expect(JSON.stringify(body)).toContain('from');
    }
  });
});
