import { describe, expect, it } from 'vitest';
import { migratedStoreForTests } from '../testing/test-service';
import { LeaseHeldError, takeLease } from './settings-lease';

const testing = migratedStoreForTests();
const MINUTE = 60_000;

const storedLease = (key: string) =>
  testing.store.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();

describe(`a lease in settings on ${process.env['STEWARD_TEST_DATABASE']}`, () => {
  it('is held by one holder at a time, and free again once released', async () => {
    const first = await takeLease(testing.store.db, 'lease.one', MINUTE);
    const refused = await takeLease(testing.store.db, 'lease.one', MINUTE).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LeaseHeldError);
    expect((refused as LeaseHeldError).until.getTime()).toBeGreaterThan(Date.now());
    expect(await first.stillHeld()).toBe(true);

    await first.release();
    expect(await storedLease('lease.one')).toBeUndefined();
    const second = await takeLease(testing.store.db, 'lease.one', MINUTE);
    await second.release();
  });

  it('lets only one of many racing takers win', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => takeLease(testing.store.db, 'lease.race', MINUTE)),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(
      outcomes.every((outcome) => outcome.status === 'fulfilled' || outcome.reason instanceof LeaseHeldError),
    ).toBe(true);
    await won[0]!.value.release();
  });

  it('is taken over when its holder stopped renewing it, and the old holder then knows', async () => {
    const stalled = await takeLease(testing.store.db, 'lease.stalled', MINUTE);
    // The holder's last renewal is long past: as if it had stalled, or died.
    const row = await storedLease('lease.stalled');
    const expired = JSON.stringify({ ...(JSON.parse(row!.value) as object), until: Date.now() - 1 });
    await testing.store.db
      .updateTable('settings')
      .set({ value: expired })
      .where('key', '=', 'lease.stalled')
      .execute();

    const taker = await takeLease(testing.store.db, 'lease.stalled', MINUTE);
    expect(await stalled.stillHeld()).toBe(false);
    await stalled.release();
    expect(await storedLease('lease.stalled')).toBeDefined();
    expect(await taker.stillHeld()).toBe(true);
    await taker.release();
    expect(await storedLease('lease.stalled')).toBeUndefined();
  });

  it('is renewed while held, so a long piece of work keeps it', async () => {
    const lease = await takeLease(testing.store.db, 'lease.renewed', 1500);
    const until = async () =>
      (JSON.parse((await storedLease('lease.renewed'))!.value) as { until: number }).until;
    const first = await until();
    await expect.poll(until, { timeout: 10_000, interval: 100 }).toBeGreaterThan(first);
    await expect(takeLease(testing.store.db, 'lease.renewed', 1500)).rejects.toBeInstanceOf(LeaseHeldError);
    await lease.release();
  });
});
