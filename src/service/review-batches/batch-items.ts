import { sql, type Kysely } from 'kysely';
import {
  MAX_BATCH_ITEMS,
  type ReviewBatchFilter,
  type ReviewBatchInput,
} from '../../contract/review-batches';
import { InputProblem } from '../input/input-problem';
import type { RecordTypeDefinition } from '../records/record-type';
import { latestJobIds, listedOnItsOwn } from '../review/review-queue-store';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';

/** A review queue item a batch acts on, with the records it held when the batch was made. */
export interface BatchItem {
  itemId: string;
  recordIds15: string[];
}

export type ParsedItemId =
  { source: 'JOB'; jobId: string; groupNo: number } | { source: 'UPSERT'; potentialDuplicateId: string };

/**
 * The parts of a review queue item's id; undefined for a string that is none. A logged pair's id is
 * `UPSERT:<pair>` whether an upsert or a file import (source IMPORT) logged it.
 */
export function parseItemId(itemId: string): ParsedItemId | undefined {
  const group = /^JOB:(.+):([1-9][0-9]{0,8})$/.exec(itemId);
  if (group) return { source: 'JOB', jobId: group[1]!, groupNo: Number(group[2]) };
  const pair = /^UPSERT:(.+)$/.exec(itemId);
  return pair ? { source: 'UPSERT', potentialDuplicateId: pair[1]! } : undefined;
}

const groupIds = (raw: string) => fromJson<string[]>(raw, 'duplicate_groups.record_ids');

/** The items a steward named, each an item of the type's queue, or the input problem of `itemIds.N`. */
async function namedItems(
  db: Kysely<Database>,
  type: RecordTypeDefinition,
  itemIds: readonly string[],
): Promise<BatchItem[]> {
  const items: BatchItem[] = [];
  for (const [index, itemId] of itemIds.entries()) {
    const parsed = parseItemId(itemId);
    const problem = () =>
      new InputProblem(`itemIds.${index}`, `'${itemId}' is no item of the ${type.name} review queue`);
    if (!parsed) throw problem();
    if (parsed.source === 'JOB') {
      const row = await db
        .selectFrom('duplicate_groups as g')
        .innerJoin('duplicate_jobs as j', 'j.id', 'g.job_id')
        .select('g.record_ids')
        .where('g.job_id', '=', parsed.jobId)
        .where('g.group_no', '=', parsed.groupNo)
        .where('j.record_type', '=', type.name)
        .executeTakeFirst();
      if (!row) throw problem();
      items.push({ itemId, recordIds15: groupIds(row.record_ids) });
    } else {
      const row = await db
        .selectFrom('potential_duplicates')
        .select(['record_id', 'duplicate_id'])
        .where('id', '=', parsed.potentialDuplicateId)
        .where('record_type', '=', type.name)
        .executeTakeFirst();
      if (!row) throw problem();
      items.push({ itemId, recordIds15: [row.record_id, row.duplicate_id] });
    }
  }
  return items;
}

/** Every open item of the type's queue the filter lets through, best score first, as the queue lists them. */
async function filteredItems(
  db: Kysely<Database>,
  type: RecordTypeDefinition,
  filter: ReviewBatchFilter,
): Promise<BatchItem[]> {
  let jobs: string[];
  if (filter.jobId === undefined) jobs = await latestJobIds(db, type.name);
  else {
    const job = await db
      .selectFrom('duplicate_jobs')
      .select('id')
      .where('id', '=', filter.jobId)
      .where('record_type', '=', type.name)
      .executeTakeFirst();
    if (!job) throw new InputProblem('filter.jobId', `${type.name} has no duplicate job ${filter.jobId}`);
    jobs = [job.id];
  }
  const groups =
    filter.source === 'UPSERT' || filter.source === 'IMPORT' || jobs.length === 0
      ? []
      : await db
          .selectFrom('duplicate_groups')
          .select(['job_id', 'group_no', 'record_ids', 'average_score'])
          .where('job_id', 'in', jobs)
          .where('status', '=', 'OPEN')
          .$if(filter.minScore !== undefined, (q) => q.where('average_score', '>=', filter.minScore!))
          .$if(filter.minRecords !== undefined, (q) => q.where('record_count', '>=', filter.minRecords!))
          .orderBy(sql`average_score desc`)
          .orderBy('job_id')
          .orderBy('group_no')
          .limit(MAX_BATCH_ITEMS + 1)
          .execute();
  // A logged pair is two records of no job: a job's filter or more records than two leave it out. Its source is
  // IMPORT when a file import logged it (it names the import), else UPSERT.
  const pairs =
    filter.source === 'JOB' || filter.jobId !== undefined || (filter.minRecords ?? 2) > 2
      ? []
      : await db
          .selectFrom('potential_duplicates')
          .select(['id', 'record_id', 'duplicate_id', 'score'])
          .where('record_type', '=', type.name)
          .where('status', '=', 'OPEN')
          .where(listedOnItsOwn(jobs))
          .$if(filter.source === 'UPSERT', (q) => q.where('import_id', 'is', null))
          .$if(filter.source === 'IMPORT', (q) => q.where('import_id', 'is not', null))
          .$if(filter.minScore !== undefined, (q) => q.where('score', '>=', filter.minScore!))
          .orderBy(sql`score desc`)
          .orderBy('id')
          .limit(MAX_BATCH_ITEMS + 1)
          .execute();
  const scored = [
    ...groups.map((row) => ({
      score: row.average_score,
      item: { itemId: `JOB:${row.job_id}:${row.group_no}`, recordIds15: groupIds(row.record_ids) },
    })),
    ...pairs.map((row) => ({
      score: row.score,
      item: { itemId: `UPSERT:${row.id}`, recordIds15: [row.record_id, row.duplicate_id] },
    })),
  ];
  if (scored.length > MAX_BATCH_ITEMS)
    throw new InputProblem('filter', `lets through more than ${MAX_BATCH_ITEMS.toLocaleString('en')} items`);
  return scored.sort((a, b) => b.score - a.score).map(({ item }) => item);
}

/** The items a batch acts on: those named, or those a filter lets through; the problem of a request that gives neither. */
export async function batchItems(
  db: Kysely<Database>,
  type: RecordTypeDefinition,
  input: Pick<ReviewBatchInput, 'itemIds' | 'filter'>,
): Promise<BatchItem[]> {
  if ((input.itemIds === undefined) === (input.filter === undefined))
    throw new InputProblem('itemIds', 'give the items or a filter, one of the two');
  const items = input.itemIds
    ? await namedItems(db, type, input.itemIds)
    : await filteredItems(db, type, input.filter!);
  if (items.length === 0) throw new InputProblem('filter', 'lets no open item through');
  return items;
}
