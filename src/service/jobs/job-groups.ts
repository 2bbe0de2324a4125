import { sql, type Kysely, type Selectable } from 'kysely';
import type { DuplicateGroup, GroupDetail, GroupPage, GroupQuery } from '../../contract/jobs';
import type { ReviewStatus } from '../../contract/review-queue';
import { toId18 } from '../../contract/record-id';
import type { ScenarioScore } from '../../contract/search';
import { ApiError } from '../http/api-error';
import { RecordRefs } from '../records/record-refs';
import { findRecords } from '../records/record-store';
import type { RecordTypeStore } from '../records/record-type-store';
import { relatedRecordsOf } from '../records/related-records';
import { toSObject } from '../records/sobject-serializer';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { findJobRow } from './job-store';
import { countRows, pageRows } from '../storage/offset-page';

type GroupRow = Selectable<Database['duplicate_groups']>;

const idsOf = (row: GroupRow) => fromJson<string[]>(row.record_ids, 'duplicate_groups.record_ids');

/** Groups as the wire carries them, their records named. */
async function toGroups(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  rows: readonly GroupRow[],
): Promise<DuplicateGroup[]> {
  const refs = await RecordRefs.load(db, recordTypes, rows.flatMap(idsOf));
  return rows.map((row) => {
    const ids = idsOf(row);
    return {
      id: String(row.group_no),
      recordCount: row.record_count,
      pairCount: row.pair_count,
      minScore: row.min_score,
      maxScore: row.max_score,
      averageScore: row.average_score,
      recordIds: ids.map(toId18),
      records: refs.refs(ids),
      differingFields: refs.differingFields(ids),
      status: row.status as ReviewStatus,
      reviewedBy: row.reviewed_by,
      reviewedAt: row.reviewed_at,
    };
  });
}

const toGroup = async (db: Kysely<Database>, recordTypes: RecordTypeStore, row: GroupRow) =>
  (await toGroups(db, recordTypes, [row]))[0]!;

async function existingJob(db: Kysely<Database>, jobId: string) {
  const job = await findJobRow(db, jobId);
  if (!job) throw new ApiError(404, 'NOT_FOUND', `There is no duplicate job with the id ${jobId}`);
  return job;
}

/** One page of a job's groups, sorted and filtered as asked, with the count of every group the filter lets through. */
export async function listGroups(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  jobId: string,
  query: GroupQuery,
): Promise<GroupPage> {
  await existingJob(db, jobId);
  const filtered = db
    .selectFrom('duplicate_groups')
    .where('job_id', '=', jobId)
    .$if(query.minScore !== undefined, (q) => q.where('average_score', '>=', Number(query.minScore)))
    .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!))
    .$if(query.minRecords !== undefined, (q) => q.where('record_count', '>=', Number(query.minRecords)));
  const order = query.order ?? 'desc';
  const column = query.sort === 'size' ? 'record_count' : 'average_score';
  const rows = await pageRows(
    filtered.selectAll().orderBy(sql.ref(column), order).orderBy('group_no', 'asc'),
    query,
  );
  return { groups: await toGroups(db, recordTypes, rows), total: await countRows(db, filtered) };
}

async function groupRow(db: Kysely<Database>, jobId: string, groupId: string): Promise<GroupRow> {
  const groupNo = /^[1-9][0-9]{0,8}$/.test(groupId) ? Number(groupId) : 0;
  const row = await db
    .selectFrom('duplicate_groups')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('group_no', '=', groupNo)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', `The job ${jobId} has no group ${groupId}`);
  return row;
}

/**
 * A steward's verdict on an open group, inside the transaction that acts on it: its status, who and when. A group
 * reviewed already is a conflict (409), naming who reviewed it.
 */
export async function reviewGroup(
  trx: Kysely<Database>,
  jobId: string,
  groupId: string,
  status: Exclude<ReviewStatus, 'OPEN'>,
  principal: string,
  at: string,
): Promise<{ recordIds15: string[]; recordType: string }> {
  const job = await existingJob(trx, jobId);
  const row = await groupRow(trx, jobId, groupId);
  if (row.status !== 'OPEN') {
    throw new ApiError(
      409,
      'INVALID_INPUT',
      `Group ${groupId} was reviewed already: ${row.status} by ${row.reviewed_by} at ${row.reviewed_at}`,
    );
  }
  await trx
    .updateTable('duplicate_groups')
    .set({ status, reviewed_by: principal, reviewed_at: at })
    .where('job_id', '=', jobId)
    .where('group_no', '=', row.group_no)
    .execute();
  return {
    recordIds15: idsOf(row),
    recordType: job.record_type,
  };
}

/**
 * Opens a group decided not duplicates for review again, inside the caller's transaction; answers its records and
 * who decided it when, to find the verdict's decisions by. A group open or merged is a conflict (409): a merge is
 * undone through its merge.
 */
export async function reopenGroup(
  trx: Kysely<Database>,
  jobId: string,
  groupId: string,
): Promise<{ recordIds15: string[]; reviewedBy: string; reviewedAt: string }> {
  await existingJob(trx, jobId);
  const row = await groupRow(trx, jobId, groupId);
  if (row.status !== 'NOT_DUPLICATE') {
    throw new ApiError(
      409,
      'INVALID_INPUT',
      row.status === 'MERGED'
        ? 'This group was merged: undo its merge instead'
        : 'This group is open for review already: there is no decision to withdraw',
    );
  }
  await trx
    .updateTable('duplicate_groups')
    .set({ status: 'OPEN', reviewed_by: null, reviewed_at: null })
    .where('job_id', '=', jobId)
    .where('group_no', '=', row.group_no)
    .execute();
  return { recordIds15: idsOf(row), reviewedBy: row.reviewed_by ?? '', reviewedAt: row.reviewed_at ?? '' };
}

/** A group as stored now. */
export async function readGroup(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  jobId: string,
  groupId: string,
): Promise<DuplicateGroup> {
  return toGroup(db, recordTypes, await groupRow(db, jobId, groupId));
}

/**
 * A group with its records as stored now, the job's type first, and the duplicate pairs among them.
 */
export async function getGroup(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  jobId: string,
  groupId: string,
): Promise<GroupDetail> {
  const job = await existingJob(db, jobId);
  const row = await groupRow(db, jobId, groupId);
  const ids = idsOf(row);
  const records = await findRecords(db, ids);
  // The job's type first (a cross-object job's group holds the other type's records too), then by id.
  records.sort((a, b) => (a.type !== b.type ? (a.type === job.record_type ? -1 : 1) : a.id < b.id ? -1 : 1));
  const objects = [];
  for (const type of new Set(records.map((record) => record.type))) {
    const definition = recordTypes.byApiName(type);
    if (!definition) continue;
    const ofType = records.filter((record) => record.type === type);
    const related = await relatedRecordsOf(db, recordTypes, definition, ofType);
    objects.push(...ofType.map((record) => toSObject(definition, record, related)));
  }
  const pairs = await db
    .selectFrom('duplicate_job_pairs')
    .select(['record_id', 'duplicate_id', 'score', 'scenario_scores'])
    .where('job_id', '=', jobId)
    .where('kind', '=', 'MATCH')
    .where('record_id', 'in', ids)
    .where('duplicate_id', 'in', ids)
    .orderBy('score', 'desc')
    .orderBy('record_id')
    .orderBy('duplicate_id')
    .execute();
  return {
    group: await toGroup(db, recordTypes, row),
    records: objects,
    pairs: pairs.map((pair) => ({
      recordId: toId18(pair.record_id),
      duplicateId: toId18(pair.duplicate_id),
      score: pair.score,
      scenarioScores: fromJson<ScenarioScore[]>(pair.scenario_scores, 'duplicate_job_pairs.scenario_scores'),
    })),
  };
}
