import type { Kysely } from 'kysely';
import type { ScenarioScore } from '../../contract/search';
import type { PairKind, RecordGroup } from '../matching/grouping/duplicate-groups';
import type { Dialect } from '../storage/database';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { appendEvents, type NewChangeEvent } from '../events/event-store';
import { GROUPING_CHUNK, insertChunks, searchChunks } from './job-store';

/** A chunk a service process took: which records, of which job. */
export interface ChunkClaim {
  jobId: string;
  chunk: number;
  firstId: string;
  lastId: string;
  recordType: string;
  scenarioIds15: string[];
  filterName: string | null;
  crossObjectType: string | null;
  /** The records the chunk searches, for an incremental job; null: those with ids from firstId to lastId. */
  recordIds: string[] | null;
  /** An incremental job's time: records changed since, and those they were found with, are searched. */
  changedSince: string | null;
}

export interface StoredPair {
  a: string;
  b: string;
  kind: PairKind;
  score: number;
  scenarioScores: ScenarioScore[];
}

/** Rows per INSERT: well under SQLite's bound-variable limit. */
const INSERT_ROWS = 150;

/**
 * Takes the next chunk of the oldest open job: a pending one, or one whose claim lapsed (its process died or
 * stalled). The grouping chunk is taken only when every search chunk of its job is done. On PostgreSQL rows other
 * processes are taking are skipped (`FOR UPDATE SKIP LOCKED`), so several instances share a job without waiting on
 * each other; on SQLite writers take turns anyway.
 */
export async function claimChunk(
  db: Kysely<Database>,
  dialect: Dialect,
  worker: string,
  leaseMs: number,
): Promise<ChunkClaim | undefined> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const row = await trx
      .selectFrom('duplicate_job_chunks as c')
      .innerJoin('duplicate_jobs as j', 'j.id', 'c.job_id')
      .select([
        'c.job_id',
        'c.chunk',
        'c.first_id',
        'c.last_id',
        'c.record_ids',
        'j.record_type',
        'j.scenario_ids',
        'j.filter_name',
        'j.cross_object_type',
        'j.changed_since',
        'j.status as job_status',
      ])
      .where('j.status', 'in', ['QUEUED', 'RUNNING'])
      .where((eb) =>
        eb.or([
          eb('c.status', '=', 'PENDING'),
          eb.and([eb('c.status', '=', 'RUNNING'), eb('c.lease_until', '<', now.toISOString())]),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb('c.chunk', '!=', GROUPING_CHUNK),
          eb.not(
            eb.exists(
              eb
                .selectFrom('duplicate_job_chunks as o')
                .select('o.chunk')
                .whereRef('o.job_id', '=', 'c.job_id')
                .where('o.chunk', '!=', GROUPING_CHUNK)
                .where('o.status', '!=', 'DONE'),
            ),
          ),
        ]),
      )
      .orderBy('j.created_at')
      .orderBy('c.job_id')
      .orderBy('c.chunk', 'desc')
      .limit(1)
      .$if(dialect === 'postgres', (query) => query.forUpdate('c').skipLocked())
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .updateTable('duplicate_job_chunks')
      .set({
        status: 'RUNNING',
        claimed_by: worker,
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      })
      .where('job_id', '=', row.job_id)
      .where('chunk', '=', row.chunk)
      .execute();
    if (row.job_status === 'QUEUED') {
      await trx
        .updateTable('duplicate_jobs')
        .set({ status: 'RUNNING', started_at: now.toISOString() })
        .where('id', '=', row.job_id)
        .where('status', '=', 'QUEUED')
        .execute();
    }
    return {
      jobId: row.job_id,
      chunk: row.chunk,
      firstId: row.first_id,
      lastId: row.last_id,
      recordType: row.record_type,
      scenarioIds15: fromJson<string[]>(row.scenario_ids, 'duplicate_jobs.scenario_ids'),
      filterName: row.filter_name,
      crossObjectType: row.cross_object_type,
      recordIds:
        row.record_ids === null
          ? null
          : fromJson<string[]>(row.record_ids, 'duplicate_job_chunks.record_ids'),
      changedSince: row.changed_since,
    };
  });
}

/** Whether the job still runs: cancelled, failed or deleted, its chunks are abandoned. */
export async function jobRuns(db: Kysely<Database>, jobId: string): Promise<boolean> {
  const row = await db
    .selectFrom('duplicate_jobs')
    .select('status')
    .where('id', '=', jobId)
    .executeTakeFirst();
  return row?.status === 'RUNNING';
}

/** Whether the claim still holds: the job runs and the chunk is this worker's. */
async function holdsClaim(trx: Kysely<Database>, claim: ChunkClaim, worker: string): Promise<boolean> {
  const held = await trx
    .selectFrom('duplicate_job_chunks as c')
    .innerJoin('duplicate_jobs as j', 'j.id', 'c.job_id')
    .select('c.chunk')
    .where('c.job_id', '=', claim.jobId)
    .where('c.chunk', '=', claim.chunk)
    .where('c.claimed_by', '=', worker)
    .where('c.status', '=', 'RUNNING')
    .where('j.status', '=', 'RUNNING')
    .executeTakeFirst();
  return held !== undefined;
}

/**
 * Runs `write` in a transaction if the claim still holds, then marks the chunk done; a claim lost meanwhile
 * (cancelled, or lapsed and taken by another process) stores nothing.
 */
async function completeClaim(
  db: Kysely<Database>,
  claim: ChunkClaim,
  worker: string,
  done: { recordsDone: number },
  write: (trx: Kysely<Database>) => Promise<number>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await holdsClaim(trx, claim, worker))) return false;
    const pairsFound = await write(trx);
    await trx
      .updateTable('duplicate_job_chunks')
      .set({ status: 'DONE', lease_until: null, records_done: done.recordsDone, pairs_found: pairsFound })
      .where('job_id', '=', claim.jobId)
      .where('chunk', '=', claim.chunk)
      .execute();
    return true;
  });
}

/**
 * The records an incremental job found duplicates of but has not searched itself, in id order: their own
 * duplicates belong in the same groups, as a run over every record would find them.
 */
export async function unsearchedPartners(
  db: Kysely<Database>,
  jobId: string,
  pairs: readonly { a: string; b: string; kind: PairKind }[],
): Promise<string[]> {
  const searched = new Set<string>();
  const lists = await db
    .selectFrom('duplicate_job_chunks')
    .select('record_ids')
    .where('job_id', '=', jobId)
    .where('record_ids', 'is not', null)
    .execute();
  for (const { record_ids } of lists) {
    for (const id of fromJson<string[]>(record_ids!, 'duplicate_job_chunks.record_ids')) searched.add(id);
  }
  const partners = new Set<string>();
  for (const pair of pairs) {
    if (pair.kind !== 'MATCH') continue;
    if (!searched.has(pair.a)) partners.add(pair.a);
    if (!searched.has(pair.b)) partners.add(pair.b);
  }
  return [...partners].sort();
}

/**
 * Widens an incremental job by the records it reached through its pairs: their chunks are added, its total grows
 * by them, and the grouping chunk waits again until they are searched. False when the claim was lost.
 */
export async function widenJob(
  db: Kysely<Database>,
  claim: ChunkClaim,
  worker: string,
  ids: readonly string[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await holdsClaim(trx, claim, worker))) return false;
    const last = await trx
      .selectFrom('duplicate_job_chunks')
      .select((eb) => eb.fn.max<number>('chunk').as('chunk'))
      .where('job_id', '=', claim.jobId)
      .executeTakeFirstOrThrow();
    await insertChunks(trx, searchChunks(claim.jobId, Number(last.chunk) + 1, ids, true));
    await trx
      .updateTable('duplicate_jobs')
      .set((eb) => ({ records_total: eb('records_total', '+', ids.length) }))
      .where('id', '=', claim.jobId)
      .execute();
    await trx
      .updateTable('duplicate_job_chunks')
      .set({ status: 'PENDING', claimed_by: null, lease_until: null })
      .where('job_id', '=', claim.jobId)
      .where('chunk', '=', claim.chunk)
      .execute();
    return true;
  });
}

/** Stores what a search chunk found (a pair found before, from its other side, is kept once) and marks it done. */
export async function completeSearchChunk(
  db: Kysely<Database>,
  claim: ChunkClaim,
  worker: string,
  recordsDone: number,
  pairs: readonly StoredPair[],
): Promise<boolean> {
  return completeClaim(db, claim, worker, { recordsDone }, async (trx) => {
    let newMatches = 0;
    for (let start = 0; start < pairs.length; start += INSERT_ROWS) {
      for (const kind of ['MATCH', 'AMBIGUOUS', 'APART'] as const) {
        const rows = pairs
          .slice(start, start + INSERT_ROWS)
          .filter((pair) => pair.kind === kind)
          .map((pair) => ({
            job_id: claim.jobId,
            record_id: pair.a,
            duplicate_id: pair.b,
            kind,
            score: pair.score,
            scenario_scores: toJson(pair.scenarioScores),
          }));
        if (rows.length === 0) continue;
        const inserted = await trx
          .insertInto('duplicate_job_pairs')
          .values(rows)
          .onConflict((conflict) =>
            conflict.columns(['job_id', 'record_id', 'duplicate_id', 'kind']).doNothing(),
          )
          .executeTakeFirst();
        if (kind === 'MATCH') newMatches += Number(inserted.numInsertedOrUpdatedRows ?? 0);
      }
    }
    return newMatches;
  });
}

/** Every pair a job's searches stored. */
export async function jobPairs(db: Kysely<Database>, jobId: string) {
  const rows = await db
    .selectFrom('duplicate_job_pairs')
    .select(['record_id', 'duplicate_id', 'kind', 'score'])
    .where('job_id', '=', jobId)
    .execute();
  return rows.map((row) => ({
    a: row.record_id,
    b: row.duplicate_id,
    kind: row.kind as PairKind,
    score: row.score,
  }));
}

/** Stores a job's groups, numbered from 1, and marks the job done. */
export async function completeGrouping(
  db: Kysely<Database>,
  claim: ChunkClaim,
  worker: string,
  groups: readonly RecordGroup[],
): Promise<boolean> {
  return completeClaim(db, claim, worker, { recordsDone: 0 }, async (trx) => {
    await trx.deleteFrom('duplicate_groups').where('job_id', '=', claim.jobId).execute();
    for (let start = 0; start < groups.length; start += INSERT_ROWS) {
      await trx
        .insertInto('duplicate_groups')
        .values(
          groups.slice(start, start + INSERT_ROWS).map((group, offset) => ({
            job_id: claim.jobId,
            group_no: start + offset + 1,
            record_count: group.records.length,
            pair_count: group.pairs.length,
            min_score: group.minScore,
            max_score: group.maxScore,
            average_score: group.averageScore,
            record_ids: toJson(group.records),
          })),
        )
        .execute();
    }
    await markCoveredPairs(trx, claim, groups);
    const finishedAt = new Date().toISOString();
    const groupedRecords = groups.reduce((sum, group) => sum + group.records.length, 0);
    await trx
      .updateTable('duplicate_jobs')
      .set({
        status: 'DONE',
        group_count: groups.length,
        grouped_records: groupedRecords,
        finished_at: finishedAt,
      })
      .where('id', '=', claim.jobId)
      .execute();
    await appendEvents(trx, [
      jobFinished(claim.jobId, claim.recordType, finishedAt, {
        status: 'DONE',
        groups: groups.length,
        recordsInGroups: groupedRecords,
      }),
    ]);
    return 0;
  });
}

/**
 * Marks the open pairs upserts logged whose two records the job put into one group: the review queue lists them
 * as that group, not twice.
 */
async function markCoveredPairs(
  trx: Kysely<Database>,
  claim: ChunkClaim,
  groups: readonly RecordGroup[],
): Promise<void> {
  const groupOf = new Map<string, number>();
  groups.forEach((group, index) => group.records.forEach((id) => groupOf.set(id, index)));
  const open = await trx
    .selectFrom('potential_duplicates')
    .select(['id', 'record_id', 'duplicate_id'])
    .where('record_type', '=', claim.recordType)
    .where('status', '=', 'OPEN')
    .execute();
  const covered = open
    .filter(
      (pair) => groupOf.has(pair.record_id) && groupOf.get(pair.record_id) === groupOf.get(pair.duplicate_id),
    )
    .map((pair) => pair.id);
  for (let start = 0; start < covered.length; start += INSERT_ROWS) {
    await trx
      .updateTable('potential_duplicates')
      .set({ covered_by_job: claim.jobId })
      .where('id', 'in', covered.slice(start, start + INSERT_ROWS))
      .execute();
  }
}

/** The event of a job that ended. */
const jobFinished = (
  jobId: string,
  recordType: string,
  time: string,
  data: Record<string, unknown>,
): NewChangeEvent => ({ type: 'job.finished', time, recordType, subject: jobId, data: { jobId, ...data } });

/** Ends a job that cannot go on, saying why. */
export async function failJob(db: Kysely<Database>, jobId: string, reason: string): Promise<void> {
  const finishedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('duplicate_jobs')
      .set({ status: 'FAILED', error: reason, finished_at: finishedAt })
      .where('id', '=', jobId)
      .where('status', 'in', ['QUEUED', 'RUNNING'])
      .returning('record_type')
      .executeTakeFirst();
    if (failed) {
      await appendEvents(trx, [
        jobFinished(jobId, failed.record_type, finishedAt, { status: 'FAILED', reason }),
      ]);
    }
  });
}
