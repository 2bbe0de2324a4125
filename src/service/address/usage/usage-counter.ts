import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillableOperation } from '../../../contract/address-usage';
import { flushPeriodically } from '../../http/periodic-flush';
import { BatchedCounts } from '../../storage/batched-counts';
import type { Database } from '../../storage/schema';
import { addUsage, type UsageCount } from './usage-store';

/** How often the counted credits are added to the store: one write for a second's many billable calls. */
const FLUSH_MS = 1000;

/** Billable calls and their credits per principal, operation and UTC day, stored in one write a second. */
export class UsageCounter {
  private readonly counts: BatchedCounts<UsageCount>;

  constructor(db: Kysely<Database>) {
    this.counts = new BatchedCounts<UsageCount>({
      keyOf: (count) => `${count.principal}\u0000${count.operation}\u0000${count.day}`,
      addTo: (into, more) => {
        into.calls += more.calls;
        into.credits += more.credits;
      },
      write: (counts) => addUsage(db, counts),
    });
  }

  count(principal: string, operation: BillableOperation, credits: number, at = new Date()): void {
    this.counts.add({ principal, operation, day: at.toISOString().slice(0, 10), calls: 1, credits });
  }

  /** Adds everything counted so far to the store. */
  flush(): Promise<void> {
    return this.counts.flush();
  }
}

/** A counter for the service's billable routes, flushed every second and when the service closes. */
export function registerUsageCounting(app: FastifyInstance, db: Kysely<Database>): UsageCounter {
  const counter = new UsageCounter(db);
  flushPeriodically(app, () => counter.flush(), FLUSH_MS, 'address usage');
  return counter;
}
