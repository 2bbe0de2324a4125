import { sql, type Transaction } from 'kysely';
import { hashKeys } from './key-hash';
import { findRecord, type StoredRecord } from '../records/record-store';
import type { Dialect } from '../storage/database';
import type { Database } from '../storage/schema';

/**
 * Locks that keep concurrent upserts from creating the same record twice. Two upserts can only find each other's
 * records through a blocking key they share, so each one locks (until commit) every key it searches with and
 * every key its record will carry, before it reads what was written since its index: of two upserts of the same
 * new person the second waits, then finds the first one's record. On PostgreSQL these are transaction-scoped
 * advisory locks on the keys' hashes (a collision only makes two writers wait for each other); SQLite runs one
 * write transaction at a time, so it needs none.
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
   * Locks the keys (match index key hashes) not held yet, in one statement in lock-id order, so writers that want
   * the same keys queue instead of deadlocking; a later call for more keys can still deadlock, which PostgreSQL
   * breaks and the transaction's retry absorbs.
   */
  async lockKeys(recordType: string, keySets: readonly (Uint32Array | undefined)[]): Promise<void> {
    if (this.dialect !== 'postgres') return;
    const wanted = new Set<string>();
    const [typeHash] = hashKeys([recordType]);
    for (const keys of keySets) {
      for (let i = 0; keys && i < keys.length; i += 2) {
        // The type is mixed in: two types may have keys alike, which need not wait for each other.
        const id = BigInt.asIntN(64, (BigInt((keys[i]! ^ typeHash!) >>> 0) << 32n) | BigInt(keys[i + 1]!));
        if (!this.held.has(id.toString())) wanted.add(id.toString());
      }
    }
    if (wanted.size === 0) return;
    await sql`select pg_advisory_xact_lock(id) from (select distinct unnest(${[...wanted]}::bigint[]) as id) as keys order by id`.execute(
      this.trx,
    );
    for (const id of wanted) this.held.add(id);
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
