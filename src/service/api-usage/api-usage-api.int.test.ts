import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { ApiUsageReport } from '../../contract/api-usage';
import { ok, useTestApi } from '../testing/api-kit';

const { call } = useTestApi({ as: 'admin' });

const usage = (query = '') => ok<ApiUsageReport>(call('GET', `${apiPaths.apiUsage}${query}`));

describe('API usage', () => {
  it('counts each principal’s calls per day and operation, as soon as they are asked for', async () => {
    const search = { objectPrefix: '00Q', objectData: { LastName: 'Nobody-in-particular' } };
    for (let n = 0; n < 3; n++) await ok(call('POST', apiPaths.search, search, 'integration'));
    await ok(call('GET', apiPaths.describeGlobal, undefined, 'integration'));
    // Refused for want of a token: nobody to count it against.
    expect((await call('GET', apiPaths.describeGlobal, undefined, null)).status).toBe(401);

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
    expect((await call('GET', apiPaths.apiUsage, undefined, 'steward')).status).toBe(403);
    for (const day of ['yesterday', '2026-13-01', '2026-02-30']) {
      const { status, body } = await call('GET', `${apiPaths.apiUsage}?from=${day}`);
      expect(status, day).toBe(400);
      expect(JSON.stringify(body)).toContain('from');
    }
  });
});
