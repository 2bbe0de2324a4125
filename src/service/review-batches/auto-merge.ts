import type { Kysely } from 'kysely';
import type { AutoMerge } from '../../contract/jobs';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { createBatch } from './batch-store';

/** Jobs turned into batches per look: a backlog drains over a few steps. */
const JOBS_PER_LOOK = 5;

/**
 * Turns the auto-merge of each finished job that has none yet into a review batch of its open groups at or above
 * the score, made by the job's creator. The job is marked in the same transaction, only if nobody marked it first:
 * every process looks, and one wins. Answers whether it made any.
 */
export async function startAutoMerges(db: Kysely<Database>): Promise<boolean> {
  const jobs = await db
    .selectFrom('duplicate_jobs')
    .select(['id', 'record_type', 'created_by', 'auto_merge'])
    .where('status', '=', 'DONE')
    .where('auto_merge', 'is not', null)
    .where('auto_merge_batch', 'is', null)
    .orderBy('finished_at')
    .limit(JOBS_PER_LOOK)
    .execute();
  for (const job of jobs) {
    const rules = fromJson<AutoMerge>(job.auto_merge!, 'duplicate_jobs.auto_merge');
    await db
      .transaction()
      .execute(async (trx) => {
        const groups = await trx
          .selectFrom('duplicate_groups')
          .select(['group_no', 'record_ids'])
          .where('job_id', '=', job.id)
          .where('status', '=', 'OPEN')
          .where('average_score', '>=', rules.minScore)
          .orderBy('average_score', 'desc')
          .orderBy('group_no')
          .execute();
        const batchId = await createBatch(trx, {
          recordType: job.record_type,
          action: 'MERGE',
          masterRule: rules.masterRule ?? 'OLDEST',
          masterWhere: rules.masterWhere ?? null,
          fieldRule: rules.fieldRule ?? 'NON_EMPTY',
          createdBy: job.created_by,
          jobId: job.id,
          items: groups.map((group) => ({
            itemId: `JOB:${job.id}:${group.group_no}`,
            recordIds15: fromJson<string[]>(group.record_ids, 'duplicate_groups.record_ids'),
          })),
        });
        const marked = await trx
          .updateTable('duplicate_jobs')
          .set({ auto_merge_batch: batchId })
          .where('id', '=', job.id)
          .where('auto_merge_batch', 'is', null)
          .executeTakeFirst();
        // Another process made it first: this one's batch goes with the rollback.
        if (Number(marked.numUpdatedRows) !== 1) throw new AlreadyStarted();
      })
      .catch((error: unknown) => {
        if (!(error instanceof AlreadyStarted)) throw error;
      });
  }
  return jobs.length > 0;
}

class AlreadyStarted extends Error {}
