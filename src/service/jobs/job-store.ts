import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AutoMerge, Job, JobStatus } from '../../contract/jobs';
import { toId18 } from '../../contract/record-id';
import { ApiError } from '../http/api-error';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { recordAuditEvent } from '../audit/audit-store';

/**
 * Records per chunk: what one service process searches between two looks at the store, a second or so of work,
 * so that a cancel is seen quickly and a process that dies loses little.
 */
export const CHUNK_SIZE = 500;
/** Chunk rows per INSERT: well below either dialect's limit of bound values (six a row). */
const CHUNK_ROWS_PER_INSERT = 500;
/** The chunk that builds the groups, claimable once every search chunk is done. */
export const GROUPING_CHUNK = -1;

export interface NewJob {
  recordType: string;
  scenarioIds15: string[];
  filterName: string | null;
  crossObjectType: string | null;
  autoMerge: AutoMerge | null;
  principal: string;
  endpoint: string;
  /**
   * An incremental job: only the records created or changed at or after this time are searched (each against every
   * record), and then the records they were found with, until the groups they are in are whole.
   */
  changedSince?: string;
}

/** Who acts on a job, through which request: the audit trail names both. */
export interface JobActor {
  principal: string;
  endpoint: string;
}

/** A job's start, cancellation or removal, in the trail of its record type. */
async function auditJob(
  trx: Kysely<Database>,
  action: 'JOB_STARTED' | 'JOB_CANCELLED' | 'JOB_DELETED',
  recordType: string,
  jobId: string,
  actor: JobActor,
) {
  await recordAuditEvent(trx, {
    at: new Date().toISOString(),
    principal: actor.principal,
    endpoint: actor.endpoint,
    action,
    objectType: recordType,
    recordId15: null,
    changes: [],
    match: null,
    detail: { otherRecordIds15: [], jobId },
  });
}

/** The scenarios' names by id, as the job answers them. */
export type ScenarioNames = (id15: string) => string;

const OPEN: JobStatus[] = ['QUEUED', 'RUNNING'];

const notFound = (id: string) =>
  new ApiError(404, 'NOT_FOUND', `There is no duplicate job with the id ${id}`);

/**
 * Creates a job and its chunks in one transaction: the type's records as they are now (those changed since
 * `changedSince` for an incremental job), in id order, cut every CHUNK_SIZE records, and the grouping chunk. A job
 * without records to search is done at once.
 */
export async function createJob(db: Kysely<Database>, job: NewJob): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const since = job.changedSince;
  await db.transaction().execute(async (trx) => {
    const ids = (
      await trx
        .selectFrom('records')
        .select('id')
        .where('record_type', '=', job.recordType)
        .$if(since !== undefined, (query) => query.where('updated_at', '>=', since!))
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    const empty = ids.length === 0;
    await trx
      .insertInto('duplicate_jobs')
      .values({
        id,
        record_type: job.recordType,
        scenario_ids: toJson(job.scenarioIds15),
        filter_name: job.filterName,
        cross_object_type: job.crossObjectType,
        status: empty ? 'DONE' : 'QUEUED',
        created_by: job.principal,
        created_at: now,
        started_at: empty ? now : null,
        finished_at: empty ? now : null,
        records_total: ids.length,
        group_count: empty ? 0 : null,
        grouped_records: empty ? 0 : null,
        auto_merge: job.autoMerge ? toJson(job.autoMerge) : null,
        auto_merge_batch: null,
        error: null,
        changed_since: since ?? null,
      })
      .execute();
    await auditJob(trx, 'JOB_STARTED', job.recordType, id, job);
    if (empty) return;
    // An incremental job's records are scattered among the others: its chunks list them.
    const chunks = searchChunks(id, 0, ids, since !== undefined);
    chunks.push({ job_id: id, chunk: GROUPING_CHUNK, first_id: '', last_id: '', status: 'PENDING' });
    await insertChunks(trx, chunks);
  });
  return id;
}

type ChunkRow = Insertable<Database['duplicate_job_chunks']>;

/** The search chunks of `ids` (in id order), numbered from `first`: id ranges, or lists of the ids themselves. */
export function searchChunks(
  jobId: string,
  first: number,
  ids: readonly string[],
  listed: boolean,
): ChunkRow[] {
  const chunks: ChunkRow[] = [];
  for (let start = 0, chunk = first; start < ids.length; start += CHUNK_SIZE, chunk++) {
    const slice = ids.slice(start, start + CHUNK_SIZE);
    chunks.push({
      job_id: jobId,
      chunk,
      first_id: slice[0]!,
      last_id: slice.at(-1)!,
      status: 'PENDING',
      record_ids: listed ? toJson(slice) : null,
    });
  }
  return chunks;
}

export async function insertChunks(db: Kysely<Database>, chunks: readonly ChunkRow[]): Promise<void> {
  for (let start = 0; start < chunks.length; start += CHUNK_ROWS_PER_INSERT) {
    await db
      .insertInto('duplicate_job_chunks')
      .values(chunks.slice(start, start + CHUNK_ROWS_PER_INSERT))
      .execute();
  }
}

type JobRow = Selectable<Database['duplicate_jobs']>;

interface Tally {
  recordsDone: number;
  pairsFound: number;
}

function toJob(row: JobRow, tally: Tally, names: ScenarioNames, now = Date.now()): Job {
  const status = row.status as JobStatus;
  const elapsed = row.started_at
    ? ((row.finished_at ? Date.parse(row.finished_at) : now) - Date.parse(row.started_at)) / 1000
    : 0;
  const rate = row.started_at && elapsed > 0 ? tally.recordsDone / elapsed : null;
  const left = row.records_total - tally.recordsDone;
  return {
    id: row.id,
    objectType: row.record_type,
    scenarios: fromJson<string[]>(row.scenario_ids, 'duplicate_jobs.scenario_ids').map((id15) => ({
      scenarioId: toId18(id15),
      scenarioName: names(id15),
    })),
    filterDeveloperName: row.filter_name,
    crossObjectType: row.cross_object_type,
    status,
    createdBy: row.created_by,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    progress: {
      recordsTotal: row.records_total,
      recordsDone: tally.recordsDone,
      pairsFound: tally.pairsFound,
      recordsPerSecond: rate === null ? null : Math.round(rate * 10) / 10,
      secondsLeft: status === 'RUNNING' && rate ? Math.ceil(left / rate) : null,
    },
    groupCount: row.group_count,
    autoMerge: row.auto_merge ? fromJson<AutoMerge>(row.auto_merge, 'duplicate_jobs.auto_merge') : null,
    autoMergeBatchId: row.auto_merge_batch,
    errorMessage: row.error,
    changedSince: row.changed_since,
  };
}

async function talliesOf(db: Kysely<Database>, jobIds: readonly string[]): Promise<Map<string, Tally>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('duplicate_job_chunks')
    .select((eb) => [
      'job_id',
      eb.fn.sum<number | string>('records_done').as('records_done'),
      eb.fn.sum<number | string>('pairs_found').as('pairs_found'),
    ])
    .where('job_id', 'in', jobIds)
    .groupBy('job_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.job_id,
      { recordsDone: Number(row.records_done ?? 0), pairsFound: Number(row.pairs_found ?? 0) },
    ]),
  );
}

const NO_TALLY: Tally = { recordsDone: 0, pairsFound: 0 };

export async function findJobRow(db: Kysely<Database>, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('duplicate_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getJob(db: Kysely<Database>, id: string, names: ScenarioNames): Promise<Job> {
  const row = await findJobRow(db, id);
  if (!row) throw notFound(id);
  const tallies = await talliesOf(db, [id]);
  return toJob(row, tallies.get(id) ?? NO_TALLY, names);
}

/** The most recent jobs, newest first, of one type or all. */
export async function listJobs(
  db: Kysely<Database>,
  names: ScenarioNames,
  recordType?: string,
  limit = 100,
): Promise<Job[]> {
  const rows = await db
    .selectFrom('duplicate_jobs')
    .selectAll()
    .$if(recordType !== undefined, (query) => query.where('record_type', '=', recordType!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const tallies = await talliesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toJob(row, tallies.get(row.id) ?? NO_TALLY, names));
}

/** Stops a queued or running job: no chunk is claimed for it again, and a chunk being searched is not stored. */
export async function cancelJob(
  db: Kysely<Database>,
  id: string,
  names: ScenarioNames,
  actor: JobActor,
): Promise<Job> {
  await db.transaction().execute(async (trx) => {
    const row = await findJobRow(trx, id);
    if (!row) throw notFound(id);
    if (!OPEN.includes(row.status as JobStatus)) {
      throw new ApiError(
        409,
        'INVALID_INPUT',
        `The job is ${row.status} already: only a queued or running job can be cancelled`,
      );
    }
    await trx
      .updateTable('duplicate_jobs')
      .set({ status: 'CANCELLED', finished_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await auditJob(trx, 'JOB_CANCELLED', row.record_type, id, actor);
  });
  return getJob(db, id, names);
}

/** Deletes a job with everything it found; a running one stops at its next look at the store. */
export async function deleteJob(db: Kysely<Database>, id: string, actor: JobActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findJobRow(trx, id);
    if (!row) throw notFound(id);
    await trx.deleteFrom('duplicate_jobs').where('id', '=', id).execute();
    await auditJob(trx, 'JOB_DELETED', row.record_type, id, actor);
    for (const table of ['duplicate_job_chunks', 'duplicate_job_pairs', 'duplicate_groups'] as const) {
      await trx.deleteFrom(table).where('job_id', '=', id).execute();
    }
  });
}
