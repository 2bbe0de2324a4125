import { describe, expect, it } from 'vitest';
import type { AddressFindOutput, AddressValidationOutput } from '../../contract/address';
import { apiPaths, SOBJECTS_BASE } from '../../contract/api-paths';
import { demoRecordIds } from '../testing/demo-records';
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

  it("are where a third of the demo's leads live: their own addresses validate as they are", async () => {
    const ids = await demoRecordIds(api.service.store.db, 'Lead', 30);
    const leads = await Promise.all(
      ids.map((id) => ok<Record<string, string | null>>(api.call('GET', `${SOBJECTS_BASE}/Lead/${id}`))),
    );
    const inBoston = leads.filter((lead) => lead['City'] === 'Boston');
    expect(inBoston.length).toBeGreaterThanOrEqual(5);
    for (const lead of inBoston.slice(0, 5)) {
      const [, houseNumber, street] = /^(\d+\S*) (.+)$/.exec(lead['Street']!)!;
      const validated = await post<AddressValidationOutput>(apiPaths.addressValidate, {
        street,
        housenumber: houseNumber,
        city: lead['City'],
        state: lead['State'],
        postalcode: lead['PostalCode'],
        country: 'US',
      });
      expect(validated.advice, lead['Street']!).toBe('GREEN');
    }
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
