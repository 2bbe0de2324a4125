import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { callApi } from '../testing/api-call';
import { randomPerson } from '../testing/random-person';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let integration: string;
let steward: string;

beforeAll(async () => {
  service = await startTestService();
  const { issuer } = service.config.oidc;
  [integration, steward] = await Promise.all([clientCredentialsToken(issuer), userToken(issuer, 'steward')]);
});
afterAll(() => service.close());

describe('control characters', () => {
  it('are refused in any field with a 400 that names it, and nothing is written', async () => {
    const person = randomPerson();
    const { status, body } = await callApi(service.baseUrl, 'POST', apiPaths.upsert, integration, {
      input: { objectType: 'Lead', objectData: { ...person, LastName: `${person.LastName}\u0000` } },
    });
    expect(status).toBe(400);
    expect(body).toEqual([
      expect.objectContaining({
        errorCode: 'INVALID_INPUT',
        message: expect.stringMatching(/^input\.objectData\.LastName: holds the control character U\+0000/),
      }),
    ]);
    const stored = await service.store.db
      .selectFrom('records')
      .select('id')
      .where('data', 'like', `%${person.FirstName}%`)
      .execute();
    expect(stored).toEqual([]);
  });

  it('are refused in a query parameter too', async () => {
    const { status, body } = await callApi(
      service.baseUrl,
      'GET',
      `${apiPaths.auditEvents}?principal=ste%00ward`,
      steward,
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('principal: holds the control character U+0000');
  });

  it('leave tabs and line breaks in a text alone', async () => {
    const person = randomPerson();
    const { status } = await callApi(service.baseUrl, 'POST', apiPaths.upsert, integration, {
      input: { objectType: 'Lead', objectData: { ...person, Description: 'first line\r\n\tsecond line' } },
    });
    expect(status).toBe(200);
  });
});
