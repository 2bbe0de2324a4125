import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/** How often counts are added to the store: one write for a busy principal's many calls. */
const FLUSH_MS = 5000;

interface Count {
  principal: string;
  day: string;
  operation: string;
  calls: number;
}

/**
 * API calls per principal, day and operation, counted in memory and added to the store every few seconds, so a
 * search costs no write (on SQLite every write queues behind the one writer). Each process adds its own counts; the
 * store sums them. Counts not yet added are lost if the process is killed, at most a few seconds' worth.
 */
export class ApiUsageCounter {
  private readonly db: Kysely<Database>;
  private pending = new Map<string, Count>();

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  count(principal: string, operation: string, at = new Date()): void {
    const day = at.toISOString().slice(0, 10);
    const key = `${principal}\u0000${day}\u0000${operation}`;
    const counted = this.pending.get(key);
    if (counted) counted.calls++;
    else this.pending.set(key, { principal, day, operation, calls: 1 });
  }

  /** Adds what was counted since the last flush to the store. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = [...this.pending.values()];
    this.pending = new Map();
    await this.db
      .insertInto('api_usage')
      .values(counts)
      .onConflict((conflict) =>
        conflict.columns(['principal', 'day', 'operation']).doUpdateSet((eb) => ({
          calls: eb('api_usage.calls', '+', eb.ref('excluded.calls')),
        })),
      )
      .execute();
  }
}

/** Counts every answered request of a signed-in principal by its route, and adds the counts to the store. */
export function registerApiUsageCounting(app: FastifyInstance, db: Kysely<Database>): ApiUsageCounter {
  const counter = new ApiUsageCounter(db);
  app.addHook('onResponse', async (request) => {
    const route = request.routeOptions.url;
    if (request.principal && route) counter.count(request.principal.subject, `${request.method} ${route}`);
  });
  const flush = () =>
    counter.flush().catch((error: unknown) => app.log.warn({ err: error }, 'API usage counts not stored'));
  const timer = setInterval(() => void flush(), FLUSH_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return counter;
}
