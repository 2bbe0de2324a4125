import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Another holder's lease on the work is still running. */
export class LeaseHeldError extends Error {
  /** When that lease runs out unless its holder renews it. */
  readonly until: Date;

  constructor(key: string, until: Date) {
    super(`${key} is held by another process until ${until.toISOString()}`);
    this.name = 'LeaseHeldError';
    this.until = until;
  }
}

/** A held lease: renewed in the background until released. */
export interface Lease {
  /** Renews the lease now; false when it ran out unrenewed and another holder took it. */
  stillHeld(): Promise<boolean>;
  release(): Promise<void>;
}

interface Holding {
  holder: string;
  until: number;
}

const parse = (value: string): Holding => JSON.parse(value) as Holding;

/**
 * Takes the lease named `key` in `settings`, so that one process at a time, of all that use the database, does the
 * work it stands for; throws LeaseHeldError while another holds it. The holder renews it every third of `ms`; a
 * holder that dies leaves it to run out after `ms`. Every change is a compare-and-set on the row's whole value,
 * one statement each, so two processes racing for it (on SQLite or PostgreSQL) never both win.
 */
export async function takeLease(db: Kysely<Database>, key: string, ms: number): Promise<Lease> {
  const holder = randomUUID();
  // The holder's id keeps two holders' values apart even when they take it in the same millisecond.
  const heldFromNow = () => JSON.stringify({ holder, until: Date.now() + ms } satisfies Holding);
  let value = heldFromNow();
  const current = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (current === undefined) {
    const inserted = await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return takeLease(db, key, ms);
  } else {
    const held = parse(current.value);
    if (held.until > Date.now()) throw new LeaseHeldError(key, new Date(held.until));
    if (!(await replace(db, key, current.value, value))) return takeLease(db, key, ms);
  }

  let lost = false;
  let renewing = Promise.resolve();
  const renew = () => {
    renewing = renewing
      .then(async () => {
        if (lost) return;
        const next = heldFromNow();
        if (await replace(db, key, value, next)) value = next;
        else lost = true;
      })
      // A failed renewal is tried again at the next tick; the lease lasts `ms` meanwhile.
      .catch(() => undefined);
    return renewing;
  };
  const timer = setInterval(() => void renew(), ms / 3);
  timer.unref();
  return {
    async stillHeld() {
      await renew();
      return !lost;
    },
    async release() {
      clearInterval(timer);
      await renewing;
      if (!lost) await db.deleteFrom('settings').where('key', '=', key).where('value', '=', value).execute();
    },
  };
}

/** Sets the row to `next` only if it still holds `expected`; answers whether it did. */
async function replace(db: Kysely<Database>, key: string, expected: string, next: string): Promise<boolean> {
  const result = await db
    .updateTable('settings')
    .set({ value: next })
    .where('key', '=', key)
    .where('value', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
