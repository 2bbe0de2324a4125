import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/**
 * Takes the training of a scenario for `worker` until `leaseUntil` (ms since the epoch) unless another process holds
 * it: whether it did. A process that stops while training leaves its lease to lapse, and another trains instead.
 */
export async function claimTraining(
  db: Kysely<Database>,
  id15: string,
  worker: string,
  now: number,
  leaseUntil: number,
): Promise<boolean> {
  const taken = await db
    .updateTable('scenarios')
    .set({ training_worker: worker, training_lease_until: leaseUntil })
    .where('id', '=', id15)
    .where((where) =>
      where.or([where('training_lease_until', 'is', null), where('training_lease_until', '<', now)]),
    )
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

/** Gives the training back once it is stored: the next process to find the scenario due may take it. */
export async function releaseTraining(db: Kysely<Database>, id15: string, worker: string): Promise<void> {
  await db
    .updateTable('scenarios')
    .set({ training_worker: null, training_lease_until: null })
    .where('id', '=', id15)
    .where('training_worker', '=', worker)
    .execute();
}
