import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SObjectRecord } from '../../contract/records';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';

const api = useTestApi({ as: 'integration' });
const { call } = api;

describe('control characters', () => {
  it('are refused in any field with a 400 that names it, and nothing is written', async () => {
    const person = randomPerson();
    const refused = await ok(
      call('POST', apiPaths.upsert, {
        input: { objectType: 'Lead', objectData: { ...person, LastName: `${person.LastName}\u0000` } },
      }),
      400,
    );
    expect(refused).toEqual([
      expect.objectContaining({
        errorCode: 'INVALID_INPUT',
        message: expect.stringMatching(/^input\.objectData\.LastName: holds the control character U\+0000/),
      }),
    ]);
    const stored = await api.service.store.db
      .selectFrom('records')
      .select('id')
      .where('data', 'like', `%${person.FirstName}%`)
      .execute();
    expect(stored).toEqual([]);
  });

  it('are refused in a query parameter too', async () => {
    const refused = await ok(
      call('GET', `${apiPaths.auditEvents}?principal=ste%00ward`, undefined, 'steward'),
      400,
    );
    expect(JSON.stringify(refused)).toContain('principal: holds the control character U+0000');
  });

  it('leave tabs and line breaks in a text alone', async () => {
    const title = 'first line\r\n\tsecond line';
    const output = await api.upsert({ objectType: 'Lead', objectData: { ...randomPerson(), Title: title } });
    expect(output).toMatchObject({ isSuccess: true, errorMessage: null });
    const stored = await ok<SObjectRecord>(call('GET', apiPaths.record('Lead', output.objectId!)));
    expect(stored['Title']).toBe(title);
  });
});
