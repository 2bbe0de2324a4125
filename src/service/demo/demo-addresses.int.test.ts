import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressFindOutput, AddressValidationOutput } from '../../contract/address';
import { apiPaths } from '../../contract/api-paths';
import { callApi } from '../testing/api-call';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken } from '../testing/tokens';
import { prepareStore } from '../startup';
import { seedDemoAddressesOnce } from './seed-demo-addresses';

let service: TestService;
let token: string;

beforeAll(async () => {
  service = await startTestService({ DEMO_ADDRESSES: 'true' });
  token = await clientCredentialsToken(service.config.oidc.issuer);
}, 120_000);
afterAll(() => service.close());

const post = <T>(path: string, body: unknown) =>
  callApi(service.baseUrl, 'POST', path, token, body).then(({ status, body: answer }) => {
    expect(status, JSON.stringify(answer)).toBe(200);
    return answer as T;
  });

describe('the demo street addresses', () => {
  it('are there at the first start in demo mode: Boston streets are found and validated', async () => {
    const found = await post<AddressFindOutput>(apiPaths.addressFind, {
      address: 'Newbury Str',
      country: 'US',
    });
    expect(found.suggestions).toContainEqual(
      expect.objectContaining({
        type: 'Street',
        address: 'Newbury Street',
        description: expect.stringMatching(/^Boston, MA/),
      }),
    );
    const validated = await post<AddressValidationOutput>(apiPaths.addressValidate, {
      street: 'Newbury Street',
      housenumber: '360',
      city: 'Boston',
      state: 'MA',
      postalcode: '02115',
      country: 'US',
    });
    expect(validated.advice).toBe('GREEN');
    expect(validated.addresses[0]).toMatchObject({ city: 'Boston', postalCode: '02115' });
  });

  it('are loaded once: a later start loads nothing again', async () => {
    expect(await seedDemoAddressesOnce(service.store)).toBe(0);
    await prepareStore(service.store, service.config);
    const count = await service.store.db
      .selectFrom('address_points')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBeGreaterThan(40_000);
  });
});
