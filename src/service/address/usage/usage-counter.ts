import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillableOperation } from '../../../contract/address-usage';
import type { Database } from '../../storage/schema';
import { addUsage, type UsageCount } from './usage-store';

/** How often the counted credits are added to the store: one write for a second's many billable calls. */
const FLUSH_MS = 1000;

/**
 * Billable calls per principal, operation and UTC day, counted in memory and added to the store in one write a
 * second: a write per call queued every validate behind SQLite's one writer. Each process adds its own counts and
 * the store sums them. A clean stop adds what is left; a failed write keeps its counts for the next one.
 */
export class UsageCounter {
  private readonly db: Kysely<Database>;
  private pending = new Map<string, UsageCount>();
  /** Writes run one after another, so a flush returns only once everything counted before it is stored. */
  private writing: Promise<void> = Promise.resolve();

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  count(principal: string, operation: BillableOperation, credits: number, at = new Date()): void {
    this.add({ principal, operation, day: at.toISOString().slice(0, 10), calls: 1, credits });
  }

  /** Adds everything counted so far to the store. */
  flush(): Promise<void> {
    const written = this.writing.then(() => this.write());
    this.writing = written.catch(() => undefined);
    return written;
  }

  private add(count: UsageCount): void {
    const key = `${count.principal}\u0000${count.operation}\u0000${count.day}`;
    const counted = this.pending.get(key);
    if (!counted) this.pending.set(key, { ...count });
    else {
      counted.calls += count.calls;
      counted.credits += count.credits;
    }
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = [...this.pending.values()];
    this.pending = new Map();
    try {
      await addUsage(this.db, counts);
    } catch (error) {
      for (const count of counts) this.add(count);
      throw error;
    }
  }
}

/** A counter for the service's billable routes, flushed every second and when the service closes. */
export function registerUsageCounting(app: FastifyInstance, db: Kysely<Database>): UsageCounter {
  const counter = new UsageCounter(db);
  const flush = () =>
    counter.flush().catch((error: unknown) => app.log.warn({ err: error }, 'address usage not stored yet'));
  const timer = setInterval(() => void flush(), FLUSH_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await counter.flush();
  });
  return counter;
}
