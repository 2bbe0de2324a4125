import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../storage/database';
import { unmigratedStoreForTests } from '../testing/test-service';
import { registerUsageCounting, UsageCounter } from './usage-counter';
import { readUsage } from './usage-store';

const testing = unmigratedStoreForTests();

const day = '2026-11-20';
const at = new Date(`${day}T12:00:00Z`);
const rowsOf = (principal: string) => readUsage(testing.store.db, 'validation', { principal });

describe('the usage counter', () => {
  it('keeps a count whose write failed, and stores it with the next flush', async () => {
    // Not migrated yet: the table is missing, so the first write fails.
    const counter = new UsageCounter(testing.store.db);
    counter.count('validation', 'early', 'validate', 1, at);
    await expect(counter.flush()).rejects.toThrow();
    await migrateToLatest(testing.store);
    counter.count('validation', 'early', 'validate', 5, at);
    await counter.flush();
    expect(await rowsOf('early')).toEqual([
      { principal: 'early', operation: 'validate', day, calls: 2, credits: 6 },
    ]);
  });

  it('writes nothing until flushed, then adds every call and credit to what is stored', async () => {
    const counter = new UsageCounter(testing.store.db);
    counter.count('validation', 'ann', 'validate', 1, at);
    counter.count('validation', 'ann', 'validate', 5, at);
    counter.count('validation', 'ann', 'retrieve', 1, at);
    counter.count('validation', 'ann', 'validate', 1, new Date('2026-11-21T00:00:00Z'));
    expect(await rowsOf('ann')).toEqual([]);
    // Two flushes at once: each returns only once everything counted before it is stored.
    await Promise.all([counter.flush(), counter.flush()]);
    counter.count('validation', 'ann', 'validate', 1, at);
    await counter.flush();
    expect(await rowsOf('ann')).toEqual([
      { principal: 'ann', operation: 'validate', day: '2026-11-21', calls: 1, credits: 1 },
      { principal: 'ann', operation: 'retrieve', day, calls: 1, credits: 1 },
      { principal: 'ann', operation: 'validate', day, calls: 3, credits: 7 },
    ]);
  });

  it('stores what is left when the service closes', async () => {
    const app = Fastify();
    const counter = registerUsageCounting(app, testing.store.db);
    await app.ready();
    counter.count('validation', 'bob', 'emailValidate', 1, at);
    counter.count('validation', 'bob', 'emailValidate', 1, at);
    await app.close();
    expect(await rowsOf('bob')).toEqual([
      { principal: 'bob', operation: 'emailValidate', day, calls: 2, credits: 2 },
    ]);
  });
});
