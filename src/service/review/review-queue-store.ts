import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { toId18 } from '../../contract/record-id';
import type {
  ReviewItem,
  ReviewQueuePage,
  ReviewQueueQuery,
  ReviewSource,
  ReviewStatus,
} from '../../contract/review-queue';
import { RecordRefs } from '../records/record-refs';
import type { RecordTypeStore } from '../records/record-type-store';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { countRows, pageRows } from '../storage/offset-page';

/**
 * The most recent finished jobs of a record type, newest first: one within the type and one per type it was
 * compared with, the jobs whose open groups are still news.
 */
export async function latestJobIds(db: Kysely<Database>, recordType: string): Promise<string[]> {
  const rows = await db
    .selectFrom('duplicate_jobs')
    .select(['id', 'cross_object_type'])
    .where('record_type', '=', recordType)
    .where('status', '=', 'DONE')
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const latest = new Map<string | null, string>();
  for (const row of rows) if (!latest.has(row.cross_object_type)) latest.set(row.cross_object_type, row.id);
  return [...latest.values()];
}

/**
 * Whether the queue lists a logged pair of its own: not while it is open and a latest job's group holds both its
 * records (`covered_by_job`), which the queue lists instead and whose review reviews the pair too.
 */
export function listedOnItsOwn(latestJobs: readonly string[]) {
  return (eb: ExpressionBuilder<Database, 'potential_duplicates'>) =>
    latestJobs.length === 0
      ? eb.lit(true)
      : eb.or([
          eb('potential_duplicates.status', '!=', 'OPEN'),
          eb('potential_duplicates.covered_by_job', 'is', null),
          eb('potential_duplicates.covered_by_job', 'not in', latestJobs),
        ]);
}

/**
 * Every item of a type's queue as one relation: a job's groups and the logged pairs side by side, a pair's source
 * IMPORT when a file import logged it for its new record (it names the import), else UPSERT. Open groups come from
 * the latest jobs only, since a later job of the same kind finds an earlier one's open groups again; reviewed
 * groups stay from every job, as the record of who reviewed what.
 */
function queueOf(db: Kysely<Database>, recordType: string, latestJobs: readonly string[]) {
  const groups = db
    .selectFrom('duplicate_groups as g')
    .innerJoin('duplicate_jobs as j', 'j.id', 'g.job_id')
    .where('j.record_type', '=', recordType)
    .where((eb) =>
      eb.or([
        eb('g.status', '!=', 'OPEN'),
        ...(latestJobs.length > 0 ? [eb('g.job_id', 'in', latestJobs)] : []),
      ]),
    )
    .select([
      sql<ReviewSource>`'JOB'`.as('source'),
      sql<string | null>`g.job_id`.as('job_id'),
      sql<number | null>`g.group_no`.as('group_no'),
      sql<string | null>`cast(null as text)`.as('pair_id'),
      sql<string | null>`cast(null as text)`.as('import_id'),
      'g.record_ids as record_ids',
      'g.record_count as record_count',
      'g.min_score as min_score',
      'g.max_score as max_score',
      'g.average_score as average_score',
      sql<string>`coalesce(j.finished_at, j.created_at)`.as('detected_at'),
      'j.created_by as detected_by',
      'g.status as status',
      'g.reviewed_by as reviewed_by',
      'g.reviewed_at as reviewed_at',
    ]);
  const pairs = db
    .selectFrom('potential_duplicates')
    .where('potential_duplicates.record_type', '=', recordType)
    .where(listedOnItsOwn(latestJobs))
    .select([
      sql<ReviewSource>`case when potential_duplicates.import_id is null then 'UPSERT' else 'IMPORT' end`.as(
        'source',
      ),
      sql<string | null>`cast(null as text)`.as('job_id'),
      sql<number | null>`cast(null as integer)`.as('group_no'),
      sql<string | null>`potential_duplicates.id`.as('pair_id'),
      sql<string | null>`potential_duplicates.import_id`.as('import_id'),
      // Two ids as the groups' JSON array holds them, so both kinds read the same way.
      sql<string>`'["' || potential_duplicates.record_id || '","' || potential_duplicates.duplicate_id || '"]'`.as(
        'record_ids',
      ),
      sql<number>`2`.as('record_count'),
      'potential_duplicates.score as min_score',
      'potential_duplicates.score as max_score',
      'potential_duplicates.score as average_score',
      'potential_duplicates.detected_at as detected_at',
      'potential_duplicates.principal as detected_by',
      'potential_duplicates.status as status',
      'potential_duplicates.reviewed_by as reviewed_by',
      'potential_duplicates.reviewed_at as reviewed_at',
    ]);
  return db.selectFrom(groups.unionAll(pairs).as('queue'));
}

/** How many items of a type's queue are open, per source, and when the oldest of each was found. */
export async function openItemCounts(
  db: Kysely<Database>,
  recordType: string,
): Promise<{ source: ReviewSource; open: number; oldestDetectedAt: string | null }[]> {
  const latestJobs = await latestJobIds(db, recordType);
  const groups =
    latestJobs.length === 0
      ? []
      : await db
          .selectFrom('duplicate_groups as g')
          .innerJoin('duplicate_jobs as j', 'j.id', 'g.job_id')
          .where('g.job_id', 'in', latestJobs)
          .where('g.status', '=', 'OPEN')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('open'),
            eb.fn.min(sql<string>`coalesce(j.finished_at, j.created_at)`).as('oldest'),
          ])
          .execute();
  // Grouped by whether an import logged the pair: its source, as the queue tells them apart.
  const pairs = await db
    .selectFrom('potential_duplicates')
    .where('record_type', '=', recordType)
    .where('status', '=', 'OPEN')
    .where(listedOnItsOwn(latestJobs))
    .select((eb) => [
      sql<number>`case when potential_duplicates.import_id is null then 0 else 1 end`.as('imported'),
      eb.fn.countAll<number | string>().as('open'),
      eb.fn.min('detected_at').as('oldest'),
    ])
    .groupBy(sql`case when potential_duplicates.import_id is null then 0 else 1 end`)
    .execute();
  const pairsOf = (imported: boolean) => pairs.find((row) => Number(row.imported) === (imported ? 1 : 0));
  const countOf = (
    source: ReviewSource,
    row: { open: number | string; oldest: string | null } | undefined,
  ) => ({
    source,
    open: Number(row?.open ?? 0),
    oldestDetectedAt: row?.oldest ?? null,
  });
  return [countOf('JOB', groups[0]), countOf('UPSERT', pairsOf(false)), countOf('IMPORT', pairsOf(true))];
}

const SORT_COLUMNS = {
  score: sql`average_score`,
  size: sql`record_count`,
  detected: sql`detected_at`,
  // An unreviewed item has no time: '' sorts it the same way on SQLite and PostgreSQL.
  reviewed: sql`coalesce(reviewed_at, '')`,
} as const;

/**
 * One page of a record type's review queue: the groups duplicate jobs found and the pairs upserts and file imports
 * logged, sorted and narrowed as asked, with the count of every item the query lets through. A logged pair's id is
 * `UPSERT:<pair>` whichever logged it, as review batches and the console read it.
 */
export async function readReviewQueue(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  query: ReviewQueueQuery,
): Promise<ReviewQueuePage> {
  const latestJobs = await latestJobIds(db, query.objectType);
  const items = await readQueueItems(db, recordTypes, query, latestJobs);
  const total = await countRows(db, filteredQueue(db, query, latestJobs));
  return { items, total, latestJobId: latestJobs[0] ?? null };
}

/** The queue's items the query lets through, before sorting and paging. */
function filteredQueue(db: Kysely<Database>, query: ReviewQueueQuery, latestJobs: readonly string[]) {
  return queueOf(db, query.objectType, latestJobs)
    .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!))
    .$if(query.source !== undefined, (q) => q.where('source', '=', query.source!))
    .$if(query.reviewedBy !== undefined, (q) => q.where('reviewed_by', '=', query.reviewedBy!))
    .$if(query.minScore !== undefined, (q) => q.where('average_score', '>=', Number(query.minScore)))
    .$if(query.minRecords !== undefined, (q) => q.where('record_count', '>=', Number(query.minRecords)));
}

/**
 * The items of one page of the queue, in the query's order with ties broken by job, pair and group so that pages
 * read one after another list every item once. `latestJobs` are the type's, as `latestJobIds` reads them.
 */
export async function readQueueItems(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  query: ReviewQueueQuery,
  latestJobs: readonly string[],
): Promise<ReviewItem[]> {
  const order = query.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await pageRows(
    filteredQueue(db, query, latestJobs)
      .selectAll()
      .orderBy(sql`${SORT_COLUMNS[query.sort ?? 'score']} ${order}`)
      .orderBy(sql`coalesce(job_id, pair_id)`)
      .orderBy(sql`coalesce(group_no, 0)`),
    query,
  );
  const idsOf = (row: (typeof rows)[number]) => fromJson<string[]>(row.record_ids, 'review queue record_ids');
  const refs = await RecordRefs.load(db, recordTypes, rows.flatMap(idsOf));
  return rows.map((row): ReviewItem => ({
    id: row.source === 'JOB' ? `JOB:${row.job_id}:${row.group_no}` : `UPSERT:${row.pair_id}`,
    source: row.source,
    objectType: query.objectType,
    jobId: row.job_id,
    groupId: row.group_no === null ? null : String(row.group_no),
    potentialDuplicateId: row.pair_id,
    importId: row.import_id,
    recordIds: idsOf(row).map(toId18),
    records: refs.refs(idsOf(row)),
    differingFields: refs.differingFields(idsOf(row)),
    recordCount: Number(row.record_count),
    minScore: Number(row.min_score),
    maxScore: Number(row.max_score),
    averageScore: Number(row.average_score),
    detectedAt: row.detected_at,
    detectedBy: row.detected_by,
    status: row.status as ReviewStatus,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at,
  }));
}
