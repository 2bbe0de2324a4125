import { describe, expect, it } from 'vitest';
import type { AddressFindOutput, AddressValidationOutput } from '../../contract/address';
import { apiPaths } from '../../contract/api-paths';
import { ok, useTestApi } from '../testing/api-kit';
import { prepareStore } from '../startup';
import { seedDemoAddressesOnce } from './seed-demo-addresses';

const api = useTestApi({ env: { DEMO_ADDRESSES: 'true' }, as: 'integration' });

const post = <T>(path: string, body: unknown) => ok<T>(api.call('POST', path, body));

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
    const { store, config } = api.service;
    expect(await seedDemoAddressesOnce(store)).toBe(0);
    await prepareStore(store, config);
    const count = await store.db
      .selectFrom('address_points')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBeGreaterThan(40_000);
  });
});
