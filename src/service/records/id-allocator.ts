import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/**
 * Key prefixes of Steward's own ids, so they look like the original's: its configuration records are custom
 * objects (a0S, a0T, a0F), and its configuration export and import jobs have AsyncApexJob's ids (707). A record type
 * may not take one.
 */
export const OWN_KEY_PREFIXES = {
  scenario: 'a0S',
  scenarioField: 'a0T',
  filter: 'a0F',
  configurationTransfer: '707',
} as const;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Fills the 15-character body between the key prefix and the 9-character counter. */
const INSTANCE_MARK = 'St0';
const COUNTER_WIDTH = 9;

function base62(value: number): string {
  let text = '';
  let rest = value;
  do {
    text = BASE62[rest % 62] + text;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return text.padStart(COUNTER_WIDTH, '0');
}

/** The 15-character id of the n-th record of a key prefix. */
export const formatId = (keyPrefix: string, n: number) => keyPrefix + INSTANCE_MARK + base62(n);

/**
 * Reserves `count` consecutive ids of a key prefix. Run inside the caller's transaction: the counter row's update
 * serialises concurrent writers on both dialects, so two transactions never receive the same id.
 */
export async function allocateIds(db: Kysely<Database>, keyPrefix: string, count: number): Promise<string[]> {
  if (count <= 0) return [];
  await db
    .insertInto('id_counters')
    .values({ prefix: keyPrefix, last_value: 0 })
    .onConflict((conflict) => conflict.column('prefix').doNothing())
    .execute();
  const { last_value: last } = await db
    .updateTable('id_counters')
    .set((eb) => ({ last_value: eb('last_value', '+', count) }))
    .where('prefix', '=', keyPrefix)
    .returning('last_value')
    .executeTakeFirstOrThrow();
  const first = Number(last) - count + 1;
  return Array.from({ length: count }, (_, i) => formatId(keyPrefix, first + i));
}

/**
 * Ids taken one at a time by the writes of one transaction. On SQLite they come from blocks of `blockSize` reserved
 * inside it: one writer runs at a time, so the counter row's lock costs nobody a wait, and a transaction that may
 * create many records (a batch upsert, upserts committed together) updates the counter once per block rather than
 * twice per record. On PostgreSQL the counter row's lock would last until commit and join the writer's other locks
 * in whatever order its writes come, so that two writers each wait for a lock the other holds (a deadlock): there the
 * ids are reserved `ahead`, in statements of their own before the transaction begins, and kept for every attempt of
 * it. The ids left unused (an input that updated a record) are skipped: ids have gaps, as the original's do, and stay
 * unique since the counter only grows.
 */
export class IdReservation {
  private readonly db: Kysely<Database>;
  private readonly blockSize: number;
  private readonly free: Map<string, { ids: string[]; next: number }>;

  private constructor(db: Kysely<Database>, blockSize: number, free = new Map<string, string[]>()) {
    this.db = db;
    this.blockSize = Math.max(1, blockSize);
    this.free = new Map([...free].map(([prefix, ids]) => [prefix, { ids, next: 0 }]));
  }

  /** Ids reserved inside the transaction `trx`, a block of `blockSize` at a time. */
  static inside(trx: Kysely<Database>, blockSize: number): IdReservation {
    return new IdReservation(trx, blockSize);
  }

  /**
   * `counts` ids of each key prefix, reserved now on `db` outside any transaction of the caller's, for a transaction
   * to take with `within`; one that takes more than that reserves the rest inside it.
   */
  static async ahead(db: Kysely<Database>, counts: ReadonlyMap<string, number>): Promise<ReservedAhead> {
    const free = new Map<string, string[]>();
    for (const [prefix, count] of counts) free.set(prefix, await allocateIds(db, prefix, count));
    return {
      within: (trx) =>
        new IdReservation(trx, 1, new Map([...free].map(([prefix, ids]) => [prefix, [...ids]]))),
    };
  }

  async next(keyPrefix: string): Promise<string> {
    let block = this.free.get(keyPrefix);
    if (!block || block.next === block.ids.length) {
      block = { ids: await allocateIds(this.db, keyPrefix, this.blockSize), next: 0 };
      this.free.set(keyPrefix, block);
    }
    return block.ids[block.next++]!;
  }
}

/** Ids reserved ahead of a transaction: each attempt of it takes them from the start (a rolled-back one used none). */
export interface ReservedAhead {
  within(trx: Kysely<Database>): IdReservation;
}
