import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { flushPeriodically } from '../http/periodic-flush';
import { BatchedCounts } from '../storage/batched-counts';
import type { Database } from '../storage/schema';
import { addUsage, type Meter, type UsageCount } from './usage-store';

/** How often counts are added to the store: one write for a second's many calls, so a search costs no write. */
const FLUSH_MS = 1000;

/**
 * Calls (and credits) per meter, principal, operation and UTC day, stored once a second. Counts not yet stored are
 * lost if the process is killed, at most a second's worth.
 */
export class UsageCounter {
  private readonly counts: BatchedCounts<UsageCount>;

  constructor(db: Kysely<Database>) {
    this.counts = new BatchedCounts<UsageCount>({
      keyOf: (count) => [count.meter, count.principal, count.day, count.operation].join('\u0000'),
      addTo: (into, more) => {
        into.calls += more.calls;
        into.credits += more.credits;
      },
      write: (counts) => addUsage(db, counts),
    });
  }

  count(meter: Meter, principal: string, operation: string, credits: number, at = new Date()): void {
    this.counts.add({ meter, principal, day: at.toISOString().slice(0, 10), operation, calls: 1, credits });
  }

  /** Adds everything counted so far to the store. */
  flush(): Promise<void> {
    return this.counts.flush();
  }
}

/**
 * One counter for the service: every answered request of a signed-in principal is counted by its route, and the
 * billable routes count their credits through it too. Flushed every second and when the service closes.
 */
export function registerUsageCounting(app: FastifyInstance, db: Kysely<Database>): UsageCounter {
  const counter = new UsageCounter(db);
  app.addHook('onResponse', async (request) => {
    const route = request.routeOptions.url;
    if (request.principal && route)
      counter.count('api', request.principal.subject, `${request.method} ${route}`, 0);
  });
  flushPeriodically(app, () => counter.flush(), FLUSH_MS, 'usage counts');
  return counter;
}
