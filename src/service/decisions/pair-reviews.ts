import type { Kysely, Selectable } from 'kysely';
import type { ReviewStatus } from '../../contract/review-queue';
import type { Database } from '../storage/schema';

export type PotentialDuplicateRow = Selectable<Database['potential_duplicates']>;

/**
 * Marks reviewed, inside the transaction of the merge or decision that reviews them, the open potential duplicates
 * whose two records are both among the ids, so the review queue shows who settled each pair and when. Answers the
 * rows as they were and as they were left, for a merge to keep with its images.
 */
export async function reviewPairsAmong(
  trx: Kysely<Database>,
  ids15: readonly string[],
  status: Exclude<ReviewStatus, 'OPEN'>,
  principal: string,
  at: string,
): Promise<{ before: PotentialDuplicateRow[]; after: PotentialDuplicateRow[] }> {
  const ids = [...new Set(ids15)];
  const before = await trx
    .selectFrom('potential_duplicates')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where('record_id', 'in', ids)
    .where('duplicate_id', 'in', ids)
    .execute();
  if (before.length === 0) return { before, after: [] };
  await trx
    .updateTable('potential_duplicates')
    .set({ status, reviewed_by: principal, reviewed_at: at })
    .where(
      'id',
      'in',
      before.map((row) => row.id),
    )
    .execute();
  return {
    before,
    after: before.map((row) => ({ ...row, status, reviewed_by: principal, reviewed_at: at })),
  };
}

/**
 * Puts back the review state a merge left, when undone: each pair as it was, unless someone reviewed it again
 * since (its state is no longer the one the merge left).
 */
export async function restorePairReviews(
  trx: Kysely<Database>,
  before: readonly PotentialDuplicateRow[],
  after: readonly PotentialDuplicateRow[],
): Promise<void> {
  for (const [index, pair] of before.entries()) {
    const left = after[index]!;
    await trx
      .updateTable('potential_duplicates')
      .set({ status: pair.status, reviewed_by: pair.reviewed_by, reviewed_at: pair.reviewed_at })
      .where('id', '=', pair.id)
      .where('status', '=', left.status)
      .where('reviewed_at', '=', left.reviewed_at)
      .execute();
  }
}

/** Reopens the pair a withdrawn not-a-duplicate decision had settled: it is for review again. */
export async function reopenDecidedPair(
  trx: Kysely<Database>,
  id15: string,
  otherId15: string,
): Promise<void> {
  await trx
    .updateTable('potential_duplicates')
    .set({ status: 'OPEN', reviewed_by: null, reviewed_at: null })
    .where('status', '=', 'NOT_DUPLICATE')
    .where((eb) =>
      eb.or([
        eb.and([eb('record_id', '=', id15), eb('duplicate_id', '=', otherId15)]),
        eb.and([eb('record_id', '=', otherId15), eb('duplicate_id', '=', id15)]),
      ]),
    )
    .execute();
}
