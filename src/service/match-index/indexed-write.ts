import type { Kysely, Transaction } from 'kysely';
import { readMatchingVersionForWrite } from '../matching-config/matching-version';
import type { Dialect } from '../storage/database';
import type { Database } from '../storage/schema';
import { inTransactionWithRetry } from '../storage/transaction-retry';
import type { IndexedMatching, LiveIndex } from './live-index';
import { TransactionIndex } from './transaction-index';
import { limitLockWaits, LockPlan, WriterLocks } from './writer-locks';

export interface IndexedWriteDependencies {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The matching configuration and match index, caught up with every stored change. */
  index: LiveIndex;
}

/** What a transaction that writes records works with: its locks and its view of the match index. */
export interface IndexedWrite {
  trx: Transaction<Database>;
  locks: WriterLocks;
  index: TransactionIndex;
}

/** The matching configuration changed between reading the index and writing: the transaction starts again. */
class MatchingMoved extends Error {}

/** Carries a rehearsal's result out of its transaction, which rolls it back. */
class Rehearsed<Result> extends Error {
  readonly result: Result;

  constructor(result: Result) {
    super('rehearsal rolled back');
    this.result = result;
  }
}

/**
 * Runs one transaction that writes records under the matching configuration and index in force: `before` prepares
 * what needs no database (and may search the process's index) ahead of the transaction, `write` writes inside it,
 * and the match index entries written are stored at its end. A configuration change committed in between is noticed
 * inside the transaction (the version is read there, on PostgreSQL locked for share until commit), and the whole is
 * run again under the new one; so is a transaction PostgreSQL aborted to break a deadlock, whose lock wait timed out
 * (limitLockWaits), or that found a lock held (WriterLocks: the next attempt takes it first). A `rehearsal` runs the
 * same writes, under the same locks, and rolls them back: its result is what the writes would do now.
 */
export async function inIndexedWrite<Prepared, Result>(
  deps: IndexedWriteDependencies,
  before: (live: IndexedMatching) => Prepared,
  write: (context: IndexedWrite, prepared: Prepared) => Promise<Result>,
  { rehearsal = false } = {},
): Promise<Result> {
  // What the attempts learn they must lock, so that each takes it at its start (see WriterLocks).
  const plan = new LockPlan();
  for (;;) {
    const live = await deps.index.current();
    const prepared = before(live);
    try {
      return await inTransactionWithRetry(deps.db, async (trx) => {
        if (deps.dialect === 'postgres') await limitLockWaits(trx);
        if ((await readMatchingVersionForWrite(trx, deps.dialect)) !== live.version)
          throw new MatchingMoved();
        const locks = new WriterLocks(trx, deps.dialect, plan);
        const context: IndexedWrite = {
          trx,
          locks,
          index: new TransactionIndex(trx, live, {
            alone: deps.dialect === 'sqlite',
            keysHeld: () => locks.keysHeld,
          }),
        };
        const result = await write(context, prepared);
        if (rehearsal) throw new Rehearsed(result);
        await context.index.store();
        return result;
      });
    } catch (error) {
      if (error instanceof Rehearsed) return error.result as Result;
      if (!(error instanceof MatchingMoved)) throw error;
    }
  }
}
