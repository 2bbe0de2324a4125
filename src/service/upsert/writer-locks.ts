import { sql, type Transaction } from 'kysely';
import { findRecord, type StoredRecord } from '../records/record-store';
import type { Dialect } from '../storage/database';
import type { Database } from '../storage/schema';

/**
 * Locks that keep concurrent upserts from creating the same record twice. Two upserts can only find each other's
 * records through a blocking key they share, so each one locks (until commit) every key it searches with and
 * every key its record will carry, before it searches: of two upserts of the same new person the second waits,
 * then finds the first one's record. On PostgreSQL these are transaction-scoped advisory locks on the keys'
 * hashes (a collision only makes two writers wait for each other); SQLite runs one write transaction at a time, so
 * it needs none.
 */
export class WriterLocks {
  private readonly held = new Set<string>();
  private readonly trx: Transaction<Database>;
  private readonly dialect: Dialect;

  constructor(trx: Transaction<Database>, dialect: Dialect) {
    this.trx = trx;
    this.dialect = dialect;
  }

  /**
   * Locks the keys not held yet, in hash order within one statement, so writers that want the same keys queue
   * instead of deadlocking; a later call for more keys can still deadlock, which PostgreSQL breaks and the
   * transaction's retry absorbs. The keys are computed only where locks are taken.
   */
  async lockKeys(recordType: string, keys: () => Iterable<string>): Promise<void> {
    if (this.dialect !== 'postgres') return;
    const wanted = [...new Set(keys())]
      .map((key) => `${recordType}:${key}`)
      .filter((key) => !this.held.has(key));
    if (wanted.length === 0) return;
    await sql`select pg_advisory_xact_lock(h) from (select distinct hashtextextended(k, 0) as h from unnest(${wanted}::text[]) as k) as keys order by h`.execute(
      this.trx,
    );
    for (const key of wanted) this.held.add(key);
  }

  /**
   * The record as committed now, locked until this transaction ends: an update merges into the latest values even
   * when another writer updated the record since this one's search read it.
   */
  async lockRecord(id15: string): Promise<StoredRecord | undefined> {
    if (this.dialect !== 'postgres') return findRecord(this.trx, id15);
    await this.trx.selectFrom('records').select('id').where('id', '=', id15).forUpdate().execute();
    return findRecord(this.trx, id15);
  }
}
