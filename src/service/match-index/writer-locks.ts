import { sql, type Transaction } from 'kysely';
import { hashKeys } from './key-hash';
import { findRecord, type StoredRecord } from '../records/record-store';
import type { Dialect } from '../storage/database';
import type { Database } from '../storage/schema';
import { LockContended } from '../storage/transaction-retry';

/** The keys of one record type's match index entries or searches, as `lockKeys` takes them. */
export type KeySets = readonly (Uint32Array | undefined)[];

/** Keys of record types and records, as one acquisition asks for them. */
export interface LocksWanted {
  keys?: readonly { recordType: string; keySets: KeySets }[];
  records?: Iterable<string>;
}

/**
 * What one write learnt it must lock, kept from one attempt of its transaction to the next: each attempt takes all
 * of it first, in one global order (keys by lock id, then records by id), and may wait for it there.
 */
export class LockPlan {
  readonly keys = new Set<string>();
  readonly records = new Set<string>();
}

/**
 * The advisory lock ids of match index keys (hashes as pairs of 32-bit words). The type is mixed in: two types may
 * have keys alike, which need not wait for each other.
 */
function keyLockIds(recordType: string, keySets: KeySets): string[] {
  const [typeHash] = hashKeys([recordType]);
  const ids: string[] = [];
  for (const keys of keySets) {
    for (let i = 0; keys && i < keys.length; i += 2) {
      ids.push(
        BigInt.asIntN(64, (BigInt((keys[i]! ^ typeHash!) >>> 0) << 32n) | BigInt(keys[i + 1]!)).toString(),
      );
    }
  }
  return ids;
}

/**
 * The advisory lock every writer takes first: shared by writes of fewer than ALONE_FROM_KEYS keys, alone by larger
 * ones. Its id is outside the keys' range in practice (a key's id would need both hash words to match it).
 */
const WRITERS_GATE = '-1';
/**
 * From this many keys a write takes the writers' gate alone: one upsert of a person asks for a few dozen keys, a
 * batch of 40 for several hundred.
 */
export const ALONE_FROM_KEYS = 200;

/**
 * Locks that keep concurrent upserts from creating the same record twice. Two upserts can only find each other's
 * records through a blocking key they share, so each one locks (until commit) every key it searches with and
 * every key its record will carry, before it reads what was written since its index: of two upserts of the same
 * new person the second waits, then finds the first one's record. A record updated is locked too, so that the update
 * merges into its latest values. On PostgreSQL the keys are transaction-scoped advisory locks on the keys' hashes (a
 * collision only makes two writers wait for each other) and records are locked as rows; SQLite runs one write
 * transaction at a time, so it needs none.
 *
 * A write of many records (a batch, an import's chunk) takes the writers' gate alone instead of its keys: with real
 * names and companies two such writes nearly always share some key (a common surname, a city), so they would run
 * one after another anyway, and waiting for hundreds of keys one by one, in a queue of writers each holding part of
 * theirs, cost most of the time (bench:upsert:concurrent, docs/benchmarks.md). Small writes share the gate and lock
 * their keys, so that they run side by side.
 *
 * Why no two writers deadlock: a transaction waits for locks only at its first acquisition, which takes the gate and
 * then what it asks for together with its plan (what earlier attempts of it found they need) in one global order:
 * keys by lock id, then records by id, each in one statement. A writer waiting there holds only locks that come
 * before the one it waits for, so no cycle of waits can close among such writers. Every later acquisition only
 * tries: when another transaction holds a lock, the attempt keeps it in the plan and rolls back, releasing all it
 * held (LockContended), waits for that lock holding nothing (so closing no cycle either), and runs again, taking it
 * at its start this time. So the writers that know their locks ahead (an upsert batch's parents, a merge's records)
 * ask for them all at once, first.
 */
export class WriterLocks {
  private readonly heldKeys = new Set<string>();
  private readonly heldRecords = new Set<string>();
  private readonly trx: Transaction<Database>;
  private readonly dialect: Dialect;
  private readonly plan: LockPlan;
  private acquired = false;
  /** Holds the writers' gate alone: no other writer runs, so keys need no locks. */
  private alone = false;
  /** Bumped whenever keys are newly held: what others committed must then be read again (TransactionIndex). */
  private keyEpoch = 0;

  constructor(trx: Transaction<Database>, dialect: Dialect, plan = new LockPlan()) {
    this.trx = trx;
    this.dialect = dialect;
    this.plan = plan;
  }

  /** Changes whenever this transaction has come to hold more keys. */
  get keysHeld(): number {
    return this.keyEpoch;
  }

  /**
   * Locks the keys of record types (match index key hashes) and the records not held yet: the first time with the
   * plan, waiting for them in the global order; later only if no other transaction holds them (see the class).
   */
  async lock(wanted: LocksWanted): Promise<void> {
    if (this.dialect !== 'postgres') return;
    const keys = (wanted.keys ?? []).flatMap(({ recordType, keySets }) => keyLockIds(recordType, keySets));
    const records = [...(wanted.records ?? [])];
    if (!this.acquired) {
      this.acquired = true;
      keys.push(...this.plan.keys);
      records.push(...this.plan.records);
      await this.waitInOrder([...new Set(keys)], records);
      return;
    }
    if (!this.alone) await this.tryKeys(keys.filter((id) => !this.heldKeys.has(id)));
    await this.tryRecords(records.filter((id15) => !this.heldRecords.has(id15)));
  }

  /** Locks keys of a record type, as `lock` does. */
  lockKeys(recordType: string, keySets: KeySets): Promise<void> {
    return this.lock({ keys: [{ recordType, keySets }] });
  }

  /**
   * The record as committed now, locked until this transaction ends (as `lock` locks it): an update merges into the
   * latest values even when another writer updated the record since this one's search read it.
   */
  async lockRecord(id15: string): Promise<StoredRecord | undefined> {
    await this.lock({ records: [id15] });
    return findRecord(this.trx, id15);
  }

  /** Waits for the gate, then every lock wanted, keys by lock id and then records by id, each in one statement. */
  private async waitInOrder(keys: readonly string[], records: readonly string[]): Promise<void> {
    this.alone = keys.length >= ALONE_FROM_KEYS;
    if (this.alone) {
      await sql`select pg_advisory_xact_lock(${WRITERS_GATE}::bigint)`.execute(this.trx);
      // Whatever others committed is there to read now, and nothing more can be until this transaction ends.
      this.keyEpoch++;
    } else {
      await sql`select pg_advisory_xact_lock_shared(${WRITERS_GATE}::bigint)`.execute(this.trx);
    }
    if (!this.alone && keys.length > 0) {
      await sql`select pg_advisory_xact_lock(id) from (select distinct unnest(${keys}::bigint[]) as id) as keys order by id`.execute(
        this.trx,
      );
      for (const id of keys) this.heldKeys.add(id);
      this.keyEpoch++;
    }
    if (records.length > 0) {
      // Rows are locked as the sort hands them on, so in id order.
      await this.trx
        .selectFrom('records')
        .select('id')
        .where('id', 'in', records)
        .orderBy('id')
        .forUpdate()
        .execute();
      for (const id15 of records) this.heldRecords.add(id15);
    }
  }

  private async tryKeys(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    // Trying waits for nothing, so the order does not matter.
    const wanted = [...new Set(keys)];
    const { rows } = await sql<{
      granted: boolean;
    }>`select pg_try_advisory_xact_lock(id) as granted from unnest(${wanted}::bigint[]) with ordinality as keys(id, n) order by n`.execute(
      this.trx,
    );
    const refused = wanted.filter((id, index) => {
      if (!rows[index]?.granted) return true;
      this.heldKeys.add(id);
      return false;
    });
    if (refused.length < wanted.length) this.keyEpoch++;
    if (refused.length > 0) this.contended(wanted, [], refused[0]!, undefined);
  }

  private async tryRecords(records: readonly string[]): Promise<void> {
    if (records.length === 0) return;
    const wanted = [...new Set(records)];
    // A row another transaction holds is skipped, so that asking waits for nothing.
    const locked = await this.trx
      .selectFrom('records')
      .select('id')
      .where('id', 'in', wanted)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const { id } of locked) this.heldRecords.add(id);
    if (locked.length === wanted.length) return;
    const missing = wanted.filter((id15) => !this.heldRecords.has(id15));
    // Rows not there are records gone (merged, deleted): nothing to lock.
    const held = await this.trx.selectFrom('records').select('id').where('id', 'in', missing).execute();
    if (held.length > 0) this.contended([], missing, undefined, held[0]!.id);
  }

  /**
   * Keeps what this transaction wants in the plan, for the next attempt to ask for first, and gives up, so that the
   * attempt rolls back and then waits, holding nothing, for one lock that another transaction holds.
   */
  private contended(
    keys: readonly string[],
    records: readonly string[],
    key?: string,
    record?: string,
  ): never {
    for (const id of keys) this.plan.keys.add(id);
    for (const id15 of records) this.plan.records.add(id15);
    throw new LockContended(async (db) => {
      await db.transaction().execute(async (trx) => {
        await limitLockWaits(trx);
        if (key !== undefined) await sql`select pg_advisory_xact_lock(${key}::bigint)`.execute(trx);
        else await trx.selectFrom('records').select('id').where('id', '=', record!).forUpdate().execute();
      });
    });
  }
}

/**
 * The longest a writer waits for a lock before its attempt gives up (and runs again, up to its last attempt): long
 * enough for a queue of writers of overlapping records to pass (a hundred batches of 40 take about 10 s on two
 * cores), well under the minute after which clients and proxies give up on a request.
 */
const LOCK_WAIT = '20s';

/** Makes every lock wait of the PostgreSQL transaction `trx` give up after LOCK_WAIT. */
export async function limitLockWaits(trx: Transaction<Database>): Promise<void> {
  await sql`set local lock_timeout = ${sql.lit(LOCK_WAIT)}`.execute(trx);
}
