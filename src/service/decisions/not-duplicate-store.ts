import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { NotDuplicate, NotDuplicateList } from '../../contract/decisions';
import { toId18 } from '../../contract/record-id';
import { ApiError } from '../http/api-error';
import { RecordRefs } from '../records/record-refs';
import type { RecordTypeStore } from '../records/record-type-store';
import { newestFirstPage, type PageRequest } from '../storage/page-cursor';
import type { Database } from '../storage/schema';
import { recordAuditEvent } from '../audit/audit-store';
import { reopenDecidedPair, reviewPairsAmong } from './pair-reviews';

export type DecisionRow = Selectable<Database['not_duplicates']>;

/** Decisions as the wire carries them, their records named. */
export async function toDecisions(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  rows: readonly DecisionRow[],
): Promise<NotDuplicate[]> {
  const refs = await RecordRefs.load(
    db,
    recordTypes,
    rows.flatMap((row) => [row.record_id, row.other_id]),
  );
  return rows.map((row) => ({
    id: row.id,
    objectType: row.record_type,
    recordId: toId18(row.record_id),
    otherId: toId18(row.other_id),
    record: refs.ref(row.record_id),
    other: refs.ref(row.other_id),
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
  }));
}

export interface Decider {
  principal: string;
  endpoint: string;
  /** When the decision is made, if the caller stamps something else with the same moment (a group's verdict). */
  at?: string;
}

/** Every unordered pair of the ids, smaller id first. */
function pairsOf(ids15: readonly string[]): [string, string][] {
  const sorted = [...new Set(ids15)].sort();
  const pairs: [string, string][] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) pairs.push([sorted[i]!, sorted[j]!]);
  }
  return pairs;
}

/** A record a decision is about: its id (15 characters) and its type, which its audit event names. */
export interface DecidedRecord {
  id: string;
  type: string;
}

/**
 * Records, inside the caller's transaction, that no two of the records are duplicates (they exist: the caller
 * checked; a cross-object job's group holds two types, listed under the job's), with an audit event on each record
 * naming the others. A pair decided before
 * keeps its first decision; a potential duplicate an upsert logged for the pair is reviewed by it. Answers every
 * pair's decision as stored.
 */
export async function decideNotDuplicates(
  trx: Kysely<Database>,
  recordType: string,
  records: readonly DecidedRecord[],
  decider: Decider,
): Promise<DecisionRow[]> {
  const at = decider.at ?? new Date().toISOString();
  const ids15 = records.map((record) => record.id);
  const pairs = pairsOf(ids15);
  for (let start = 0; start < pairs.length; start += 150) {
    await trx
      .insertInto('not_duplicates')
      .values(
        pairs.slice(start, start + 150).map(([recordId, otherId]) => ({
          id: randomUUID(),
          record_type: recordType,
          record_id: recordId,
          other_id: otherId,
          decided_at: at,
          decided_by: decider.principal,
        })),
      )
      .onConflict((conflict) => conflict.columns(['record_id', 'other_id']).doNothing())
      .execute();
  }
  await reviewPairsAmong(trx, ids15, 'NOT_DUPLICATE', decider.principal, at);
  let first = true;
  for (const { id: id15, type } of new Map(records.map((record) => [record.id, record])).values()) {
    await recordAuditEvent(trx, {
      ...(first ? {} : { counted: false }),
      at,
      principal: decider.principal,
      endpoint: decider.endpoint,
      action: 'NOT_DUPLICATE',
      objectType: type,
      recordId15: id15,
      changes: [],
      match: null,
      detail: { otherRecordIds15: [...new Set(ids15)].filter((other) => other !== id15) },
    });
    first = false;
  }
  const rows = await trx
    .selectFrom('not_duplicates')
    .selectAll()
    .where('record_id', 'in', [...new Set(pairs.map(([recordId]) => recordId))])
    .execute();
  const wanted = new Set(pairs.map(([a, b]) => `${a}:${b}`));
  return rows
    .filter((row) => wanted.has(`${row.record_id}:${row.other_id}`))
    .sort((a, b) => (a.record_id + a.other_id < b.record_id + b.other_id ? -1 : 1));
}

export interface DecisionSelection extends PageRequest {
  objectType?: string;
  recordId15?: string;
}

/** One page of the decisions, newest first. */
export async function listNotDuplicates(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  selection: DecisionSelection,
): Promise<NotDuplicateList> {
  const { recordId15, objectType } = selection;
  const query = db
    .selectFrom('not_duplicates')
    .selectAll()
    .$if(objectType !== undefined, (q) => q.where('record_type', '=', objectType!))
    .$if(recordId15 !== undefined, (q) =>
      q.where((eb) => eb.or([eb('record_id', '=', recordId15!), eb('other_id', '=', recordId15!)])),
    );
  const { rows, nextBefore } = await newestFirstPage(query, 'decided_at', (row) => row.decided_at, selection);
  return { decisions: await toDecisions(db, recordTypes, rows), nextBefore };
}

/** Withdraws a decision: the pair may be found again by the next search, upsert or job, and is in review again. */
export async function restoreDecision(db: Kysely<Database>, id: string, decider: Decider): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('not_duplicates').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'NOT_FOUND', `There is no not-a-duplicate decision with the id ${id}`);
    await withdrawDecision(trx, row, decider);
  });
}

/** Withdraws a decision inside the caller's transaction, reopening its logged pair, with an audit event. */
export async function withdrawDecision(
  trx: Kysely<Database>,
  row: DecisionRow,
  decider: Decider,
): Promise<void> {
  await trx.deleteFrom('not_duplicates').where('id', '=', row.id).execute();
  await reopenDecidedPair(trx, row.record_id, row.other_id);
  await recordAuditEvent(trx, {
    at: new Date().toISOString(),
    principal: decider.principal,
    endpoint: decider.endpoint,
    action: 'DECISION_RESTORED',
    objectType: row.record_type,
    recordId15: row.record_id,
    changes: [],
    match: null,
    detail: { otherRecordIds15: [row.other_id] },
  });
}

/**
 * The decisions among the records that one verdict made: by that principal at that moment. A pair decided earlier
 * kept its own decision, which is not the verdict's to withdraw.
 */
export async function decisionsOfVerdict(
  trx: Kysely<Database>,
  ids15: readonly string[],
  principal: string,
  at: string,
): Promise<DecisionRow[]> {
  if (ids15.length < 2) return [];
  return trx
    .selectFrom('not_duplicates')
    .selectAll()
    .where('record_id', 'in', [...ids15])
    .where('other_id', 'in', [...ids15])
    .where('decided_by', '=', principal)
    .where('decided_at', '=', at)
    .execute();
}

/** The records decided not to be duplicates of this one. */
export async function decidedApartFrom(db: Kysely<Database>, id15: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('not_duplicates')
    .select(['record_id', 'other_id'])
    .where((eb) => eb.or([eb('record_id', '=', id15), eb('other_id', '=', id15)]))
    .execute();
  return new Set(rows.map((row) => (row.record_id === id15 ? row.other_id : row.record_id)));
}

/** Every decided pair of a record type, smaller id first. */
export async function decidedPairs(db: Kysely<Database>, recordType: string): Promise<[string, string][]> {
  const rows = await db
    .selectFrom('not_duplicates')
    .select(['record_id', 'other_id'])
    .where('record_type', '=', recordType)
    .execute();
  return rows.map((row) => [row.record_id, row.other_id]);
}
