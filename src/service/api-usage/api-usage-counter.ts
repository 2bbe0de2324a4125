import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { flushPeriodically } from '../http/periodic-flush';
import { BatchedCounts } from '../storage/batched-counts';
import type { Database } from '../storage/schema';
import { addApiUsage, type ApiUsageCount } from './api-usage-store';

/** How often counts are added to the store: one write for a busy principal's many calls. */
const FLUSH_MS = 5000;

/**
 * API calls per principal, day and operation, stored every few seconds, so a search costs no write. Counts not yet
 * stored are lost if the process is killed, at most a few seconds' worth.
 */
export class ApiUsageCounter {
  private readonly counts: BatchedCounts<ApiUsageCount>;

  constructor(db: Kysely<Database>) {
    this.counts = new BatchedCounts<ApiUsageCount>({
      keyOf: (count) => `${count.principal}\u0000${count.day}\u0000${count.operation}`,
      addTo: (into, more) => {
        into.calls += more.calls;
      },
      write: (counts) => addApiUsage(db, counts),
    });
  }

  count(principal: string, operation: string, at = new Date()): void {
    this.counts.add({ principal, day: at.toISOString().slice(0, 10), operation, calls: 1 });
  }

  /** Adds what was counted since the last flush to the store. */
  flush(): Promise<void> {
    return this.counts.flush();
  }
}

/** Counts every answered request of a signed-in principal by its route, and adds the counts to the store. */
export function registerApiUsageCounting(app: FastifyInstance, db: Kysely<Database>): ApiUsageCounter {
  const counter = new ApiUsageCounter(db);
  app.addHook('onResponse', async (request) => {
    const route = request.routeOptions.url;
    if (request.principal && route) counter.count(request.principal.subject, `${request.method} ${route}`);
  });
  flushPeriodically(app, () => counter.flush(), FLUSH_MS, 'API usage counts');
  return counter;
}
