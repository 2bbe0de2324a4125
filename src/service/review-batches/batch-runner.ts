import type { FieldRule, MasterRule, MasterWhere } from '../../contract/merge';
import { toId18 } from '../../contract/record-id';
import { apiPaths } from '../../contract/api-paths';
import { BackgroundWorker, nextTurn, type WorkerSettings } from '../processes/background-worker';
import { ApiError } from '../http/api-error';
import { InputProblem } from '../input/input-problem';
import { decideGroupNotDuplicate } from '../jobs/group-decision';
import { mergeRecords, type MergeDependencies } from '../merge/merge-records';
import { findRecords } from '../records/record-store';
import { decideNotDuplicates } from '../decisions/not-duplicate-store';
import { fromJson } from '../storage/json-column';
import { startAutoMerges } from './auto-merge';
import { parseItemId } from './batch-items';
import {
  batchItemsIn,
  claimBatch,
  extendLease,
  finishBatch,
  settleItem,
  type BatchItemRow,
  type BatchRow,
} from './batch-store';

export interface BatchRunnerDependencies extends MergeDependencies, WorkerSettings {}

const IDLE_MS = 1000;
const LEASE_MS = 60_000;
const ITEMS_PER_READ = 50;
/** Most records one merge takes, as the merge API allows. */
const MAX_MERGED = 10;

/** Why an item is passed over rather than acted on: the words a steward reads in the batch's report. */
class PassedOver extends Error {}

/**
 * Works review batches in a service process, and makes those of jobs' auto-merges: takes one batch at a time
 * under a lease and acts on its items in order, each merge or decision committed together with its item's outcome,
 * so a batch taken up again after a restart goes on where it stopped. An item that cannot be acted on (reviewed meanwhile, records gone, a merge
 * the records refuse) is skipped with the reason; the others go on.
 */
export class BatchRunner extends BackgroundWorker {
  private readonly deps: BatchRunnerDependencies;

  constructor(deps: BatchRunnerDependencies) {
    super(deps, { idleMs: IDLE_MS, leaseMs: LEASE_MS });
    this.deps = deps;
  }

  private leaseUntil = () => Date.now() + this.leaseMs;

  async step(): Promise<boolean> {
    const started = await startAutoMerges(this.deps.db);
    const batch = await claimBatch(this.deps.db, this.worker, Date.now(), this.leaseUntil());
    if (!batch) return started;
    for (;;) {
      const items = await batchItemsIn(this.deps.db, batch.id, 'PENDING', ITEMS_PER_READ);
      if (items.length === 0) break;
      for (const item of items) {
        if (!(await extendLease(this.deps.db, batch.id, this.worker, this.leaseUntil()))) return true;
        await this.act(batch, item);
        await nextTurn();
      }
    }
    await finishBatch(this.deps.db, batch.id);
    return true;
  }

  private async act(batch: BatchRow, item: BatchItemRow): Promise<void> {
    try {
      if (batch.action === 'MERGE') await this.merge(batch, item);
      else await this.decideApart(batch, item);
    } catch (error) {
      if (!(error instanceof PassedOver || error instanceof ApiError || error instanceof InputProblem)) {
        this.deps.log.error(
          { err: error, batchId: batch.id, itemId: item.item_id },
          'review batch item failed',
        );
      }
      await settleItem(this.deps.db, item, { status: 'SKIPPED', message: reasonOf(error) });
    }
  }

  private async storedIds(item: BatchItemRow): Promise<string[]> {
    const ids = fromJson<string[]>(item.record_ids, 'review_batch_items.record_ids');
    const stored = new Set((await findRecords(this.deps.db, ids)).map((record) => record.id));
    const left = ids.filter((id) => stored.has(id));
    if (left.length < 2)
      throw new PassedOver('Fewer than two of its records are left: merged or removed since');
    return left;
  }

  /** The item's review as it stands: an item reviewed meanwhile is passed over, naming who reviewed it. */
  private async stillOpen(item: BatchItemRow): Promise<void> {
    const parsed = parseItemId(item.item_id)!;
    const row =
      parsed.source === 'JOB'
        ? await this.deps.db
            .selectFrom('duplicate_groups')
            .select(['status', 'reviewed_by', 'reviewed_at'])
            .where('job_id', '=', parsed.jobId)
            .where('group_no', '=', parsed.groupNo)
            .executeTakeFirst()
        : await this.deps.db
            .selectFrom('potential_duplicates')
            .select(['status', 'reviewed_by', 'reviewed_at'])
            .where('id', '=', parsed.potentialDuplicateId)
            .executeTakeFirst();
    if (!row) throw new PassedOver('It was deleted with its job');
    if (row.status !== 'OPEN')
      throw new PassedOver(`Reviewed meanwhile: ${row.status} by ${row.reviewed_by} at ${row.reviewed_at}`);
  }

  private async merge(batch: BatchRow, item: BatchItemRow): Promise<void> {
    await this.stillOpen(item);
    const ids = await this.storedIds(item);
    if (ids.length > MAX_MERGED)
      throw new PassedOver(
        `${ids.length} records are more than one merge takes (${MAX_MERGED}): merge it on its page`,
      );
    const parsed = parseItemId(item.item_id)!;
    await mergeRecords(
      this.deps,
      {
        objectIds: ids.map(toId18),
        masterRule: batch.master_rule as MasterRule,
        fieldRule: batch.field_rule as FieldRule,
        ...(batch.master_where
          ? { masterWhere: fromJson<MasterWhere>(batch.master_where, 'review_batches.master_where') }
          : {}),
        ...(parsed.source === 'JOB' ? { jobId: parsed.jobId, groupId: String(parsed.groupNo) } : {}),
      },
      { principal: batch.created_by, endpoint: `POST ${apiPaths.reviewBatches}` },
      (trx, mergeId) => settleItem(trx, item, { status: 'DONE', mergeId }),
    );
  }

  private async decideApart(batch: BatchRow, item: BatchItemRow): Promise<void> {
    await this.stillOpen(item);
    const ids = await this.storedIds(item);
    const parsed = parseItemId(item.item_id)!;
    const decider = { principal: batch.created_by, endpoint: `POST ${apiPaths.reviewBatches}` };
    const started = new Date().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      const decisions =
        parsed.source === 'JOB'
          ? await decideGroupNotDuplicate(trx, parsed.jobId, String(parsed.groupNo), decider)
          : await decideNotDuplicates(trx, batch.record_type, await findRecords(trx, ids), decider);
      // Pairs decided before the batch stay when it is undone: only its own decisions are withdrawn.
      const own = decisions.filter((decision) => decision.decided_at >= started);
      await settleItem(trx, item, { status: 'DONE', decisionIds: own.map((decision) => decision.id) });
    });
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof PassedOver || error instanceof ApiError) return error.message;
  if (error instanceof InputProblem) return `The merge refused it: ${error.message}`;
  return 'It failed on an unexpected error; nothing of it was written';
}
