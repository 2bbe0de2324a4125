import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { MergeInput, MergePreview, MergeResult, RelatedChange } from '../../contract/merge';
import type { FieldValue } from '../../contract/records';
import { parseRecordId, toId18 } from '../../contract/record-id';
import { InputProblem } from '../input/input-problem';
import { layoutOf } from '../match-index/entry-upkeep';
import {
  inIndexedWrite,
  type IndexedWrite,
  type IndexedWriteDependencies,
} from '../match-index/indexed-write';
import type { IndexedMatching } from '../match-index/live-index';
import type { WriterLocks } from '../match-index/writer-locks';
import { recordEntry } from '../match-index/record-entry';
import { fieldChanges } from '../records/record-changes';
import { checkReferences, checkRequiredFields, readRecordInput } from '../records/record-input';
import { sourcesOfColumn, type FieldSources, type RecordValues } from '../records/record-store';
import type { RecordTypeDefinition } from '../records/record-type';
import { RecordRefs } from '../records/record-refs';
import type { RecordTypeStore } from '../records/record-type-store';
import { relatedRecordsOf } from '../records/related-records';
import { toSObject } from '../records/sobject-serializer';
import { recordAuditEvent } from '../audit/audit-store';
import { reviewPairsAmong, type PotentialDuplicateRow } from '../decisions/pair-reviews';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import type { KeptField } from '../../contract/update-rules';
import type { AddressJudge, AddressJudges } from '../address/address-data';
import { judgesAddresses } from '../survivorship/address-survival';
import { CUSTOM, planMerge, type MergePlan } from './merge-plan';
import { applyMergeRules } from './merge-rules';
import { relatedMoves, relatedRecordCounts, type RecordRow, type RelatedMove } from './related-moves';

export interface MergeDependencies extends IndexedWriteDependencies {
  recordTypes: RecordTypeStore;
  defaultCountry: string;
  addressJudges: AddressJudges;
}

/** What a merge's plan is made with besides its records: the types, and how to judge an address (rules). */
interface PlanContext {
  recordTypes: RecordTypeStore;
  defaultCountry: string;
  /** Undefined when no record type has a rule that judges addresses. */
  judge: AddressJudge | undefined;
}

export interface Merger {
  principal: string;
  endpoint: string;
  /** Where a value the merger typed comes from, for source trust (docs/survivorship.md); none for a batch's. */
  source?: string;
}

/**
 * Who wrote each of the master's values after a merge: the record it was taken from kept its writer, so that source
 * trust weighs a merged value as it weighed it before; a value the merger typed is the merger's.
 */
function mergedSources(plan: MergePlan, merger: Merger, at: string): FieldSources {
  const sources: Record<string, readonly [string, string]> = {};
  const stored = new Map([plan.master, ...plan.losers].map(({ id, sources }) => [id, sources]));
  for (const [field, value] of Object.entries(plan.values)) {
    if (value === null || value === '') continue;
    const from = plan.sources[field] ?? plan.master.id;
    const source =
      from === CUSTOM ? merger.source && ([merger.source, at] as const) : stored.get(from)?.[field];
    if (source) sources[field] = source;
  }
  return sources;
}

type GroupRow = Selectable<Database['duplicate_groups']>;

/** Every row a merge changed or removed, as it was (before) or as the merge left it (after). */
export interface MergeImage {
  records: RecordRow[];
  groups: GroupRow[];
  /** Potential duplicates upserts logged among the merged records, which the merge reviewed. */
  pairs: PotentialDuplicateRow[];
}

interface PreparedMerge {
  type: RecordTypeDefinition;
  plan: MergePlan;
  /** The values the update rules kept the plan from taking from the other records. */
  kept: KeptField[];
  rows: Map<string, RecordRow>;
  moves: RelatedMove[];
}

const toCandidate = (row: RecordRow) => ({
  id: row.id,
  values: fromJson<RecordValues>(row.data, 'records.data'),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  sources: sourcesOfColumn(row.field_sources),
});

/** The records named, read as stored (locked for the merge on PostgreSQL), all of one type. */
async function mergedRows(
  trx: Kysely<Database>,
  locks: WriterLocks | undefined,
  recordTypes: RecordTypeStore,
  objectIds: readonly string[],
): Promise<{ type: RecordTypeDefinition; rows: RecordRow[] }> {
  const ids15 = objectIds.map((given, index) => {
    const id15 = parseRecordId(given);
    if (!id15)
      throw new InputProblem(`objectIds.${index}`, `'${given}' is not a record id (15 or 18 characters)`);
    if (objectIds.slice(0, index).some((earlier) => parseRecordId(earlier) === id15)) {
      throw new InputProblem(`objectIds.${index}`, `'${given}' is named twice`);
    }
    return id15;
  });
  await locks?.lock({ records: ids15 });
  const found = new Map(
    (await trx.selectFrom('records').selectAll().where('id', 'in', ids15).execute()).map((row) => [
      row.id,
      row,
    ]),
  );
  const rows = await Promise.all(
    ids15.map(async (id15, index) => {
      const row = found.get(id15);
      if (row) return row;
      const merged = await trx
        .selectFrom('merged_records')
        .selectAll()
        .where('id', '=', id15)
        .executeTakeFirst();
      throw new InputProblem(
        `objectIds.${index}`,
        merged
          ? `'${objectIds[index]}' was merged into ${toId18(merged.master_id)} already`
          : `no record has the id '${objectIds[index]}'`,
      );
    }),
  );
  const type = recordTypes.byApiName(rows[0]!.record_type)!;
  rows.forEach((row, index) => {
    if (row.record_type !== type.name) {
      throw new InputProblem(
        `objectIds.${index}`,
        `is a ${row.record_type}, not a ${type.name} as objectIds.0`,
      );
    }
  });
  return { type, rows };
}

/** The custom values in stored form, each checked against its field's rules. */
function customValuesOf(
  type: RecordTypeDefinition,
  recordTypes: RecordTypeStore,
  given: Readonly<Record<string, FieldValue>>,
): RecordValues {
  try {
    return readRecordInput(type, given, (name) => recordTypes.byApiName(name));
  } catch (error) {
    if (error instanceof InputProblem) {
      throw new InputProblem(`customValues.${error.field}`, error.message.slice(error.field.length + 2));
    }
    throw error;
  }
}

/** What a merge would do, read with `locks` held on the records when it is about to be done. */
async function prepareMerge(
  trx: Kysely<Database>,
  locks: WriterLocks | undefined,
  { recordTypes, defaultCountry, judge }: PlanContext,
  input: MergeInput,
): Promise<PreparedMerge> {
  const { type, rows } = await mergedRows(trx, locks, recordTypes, input.objectIds);
  let masterId: string | undefined;
  if (input.masterId !== undefined) {
    masterId = parseRecordId(input.masterId) ?? undefined;
    if (!masterId)
      throw new InputProblem('masterId', `'${input.masterId}' is not a record id (15 or 18 characters)`);
  }
  const planned = planMerge(type, rows.map(toCandidate), {
    masterId,
    masterRule: input.masterRule ?? 'OLDEST',
    ...(input.masterWhere ? { masterWhere: input.masterWhere } : {}),
    ...(input.fieldRule ? { fieldRule: input.fieldRule } : {}),
    fieldSelect: input.fieldSelect ?? {},
    customValues: customValuesOf(type, recordTypes, input.customValues ?? {}),
  });
  const { plan, kept } = await applyMergeRules(
    type,
    planned,
    new Set(Object.keys(input.fieldSelect ?? {})),
    judge,
    defaultCountry,
  );
  checkRequiredFields(type, plan.values);
  await checkReferences(trx, type, plan.values);
  const moves = await relatedMoves(
    trx,
    recordTypes,
    type,
    plan.master.id,
    plan.losers.map(({ id }) => id),
  );
  return { type, plan, kept, rows: new Map(rows.map((row) => [row.id, row])), moves };
}

const relatedChanges = (moves: readonly RelatedMove[]): RelatedChange[] =>
  moves.map((move) => ({
    objectType: move.type.name,
    recordId: toId18(move.row.id),
    field: move.field,
    folded: move.folded,
  }));

async function masterObject(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  type: RecordTypeDefinition,
  master: { id: string; values: RecordValues; createdAt: string; updatedAt: string },
) {
  const record = { ...master, type: type.name, sources: {} };
  return toSObject(type, record, await relatedRecordsOf(db, recordTypes, type, [record]));
}

/**
 * How a merge's plan judges addresses, for the update rules: only when some record type has a rule that validates
 * one, with the reference data read before the merge's transaction begins.
 */
async function addressJudgeFor(
  deps: MergeDependencies,
): Promise<(db: Kysely<Database>) => AddressJudge | undefined> {
  if (!deps.recordTypes.all().some((type) => judgesAddresses(type, {}))) return () => undefined;
  return deps.addressJudges();
}

/** The master as a merge would make it, with where each value comes from and what the rules kept; nothing is written. */
export async function previewMerge(deps: MergeDependencies, input: MergeInput): Promise<MergePreview> {
  const { db, recordTypes, defaultCountry } = deps;
  const judgeIn = await addressJudgeFor(deps);
  const { type, plan, kept, moves } = await prepareMerge(
    db,
    undefined,
    { recordTypes, defaultCountry, judge: judgeIn(db) },
    input,
  );
  return {
    kept,
    master: await masterObject(db, recordTypes, type, { ...plan.master, values: plan.values }),
    fieldSources: Object.fromEntries(
      Object.entries(plan.sources).map(([field, source]) => [
        field,
        source === 'custom' ? source : toId18(source),
      ]),
    ),
    mergedIds: plan.losers.map(({ id }) => toId18(id)),
    ...(await namedRecords(db, recordTypes, plan)),
    related: relatedChanges(moves),
    relatedCounts: (
      await relatedRecordCounts(db, recordTypes, type, [plan.master.id, ...plan.losers.map(({ id }) => id)])
    ).map(({ recordId15, ...count }) => ({ recordId: toId18(recordId15), ...count })),
  };
}

/** The master and the records merged into it, named. */
async function namedRecords(db: Kysely<Database>, recordTypes: RecordTypeStore, plan: MergePlan) {
  const loserIds = plan.losers.map(({ id }) => id);
  const refs = await RecordRefs.load(db, recordTypes, [plan.master.id, ...loserIds]);
  return { masterRecord: refs.ref(plan.master.id), mergedRecords: refs.refs(loserIds) };
}

/** Writes a record's match index entry, or its removal, as every write of a record does. */
export async function reindex(
  write: IndexedWrite,
  live: IndexedMatching,
  recordType: string,
  id: string,
  values: RecordValues | null,
) {
  const layout = layoutOf(live.matching, recordType);
  const entry = values === null ? null : recordEntry(layout, values);
  if (entry) await write.locks.lockKeys(recordType, [entry.keys]);
  write.index.write(layout, id, entry);
}

/**
 * Open groups of every job that hold a merged-away record: the loser is the master now. A group left with one
 * record is merged; `reviewed`, the group the steward merged from, is marked merged whatever is left of it.
 */
async function updateGroups(
  trx: Kysely<Database>,
  plan: MergePlan,
  reviewed: { jobId: string; groupNo: number } | undefined,
  merger: Merger,
  at: string,
): Promise<{ before: GroupRow[]; after: GroupRow[] }> {
  const losers = new Set(plan.losers.map(({ id }) => id));
  const rows = await trx
    .selectFrom('duplicate_groups')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where((eb) => eb.or([...losers].map((id) => eb('record_ids', 'like', `%"${id}"%`))))
    .execute();
  const after: GroupRow[] = [];
  for (const row of rows) {
    const ids = fromJson<string[]>(row.record_ids, 'duplicate_groups.record_ids');
    const remaining = [...new Set(ids.map((id) => (losers.has(id) ? plan.master.id : id)))].sort();
    const isReviewed = reviewed?.jobId === row.job_id && reviewed.groupNo === row.group_no;
    const done = remaining.length < 2 || isReviewed;
    const changed: GroupRow = {
      ...row,
      record_ids: toJson(remaining),
      record_count: remaining.length,
      ...(done ? { status: 'MERGED', reviewed_by: merger.principal, reviewed_at: at } : {}),
    };
    await trx
      .updateTable('duplicate_groups')
      .set({
        record_ids: changed.record_ids,
        record_count: changed.record_count,
        status: changed.status,
        reviewed_by: changed.reviewed_by,
        reviewed_at: changed.reviewed_at,
      })
      .where('job_id', '=', row.job_id)
      .where('group_no', '=', row.group_no)
      .execute();
    after.push(changed);
  }
  return { before: rows, after };
}

/** The job group a merge reviews, when named: it must exist and be open. */
async function reviewedGroup(trx: Kysely<Database>, input: MergeInput) {
  if (input.jobId === undefined && input.groupId === undefined) return undefined;
  if (input.jobId === undefined || input.groupId === undefined) {
    throw new InputProblem(input.jobId === undefined ? 'jobId' : 'groupId', 'is needed with the other');
  }
  const groupNo = /^[1-9][0-9]{0,8}$/.test(input.groupId) ? Number(input.groupId) : 0;
  const row = await trx
    .selectFrom('duplicate_groups')
    .select(['status'])
    .where('job_id', '=', input.jobId)
    .where('group_no', '=', groupNo)
    .executeTakeFirst();
  if (!row) throw new InputProblem('groupId', `job ${input.jobId} has no group ${input.groupId}`);
  if (row.status !== 'OPEN')
    throw new InputProblem('groupId', `group ${input.groupId} is ${row.status} already`);
  return { jobId: input.jobId, groupNo };
}

/**
 * Merges records into one, all or nothing: the master takes the values chosen, the others are removed and leave a
 * tombstone pointing at the master, their related records move to the master (a junction record the master
 * already has is folded), the match index and every open job group follow, in one transaction; the merge keeps
 * every row it changed as it was and as it left it, so that it can be undone.
 */
export async function mergeRecords(
  deps: MergeDependencies,
  input: MergeInput,
  merger: Merger,
  /** Written in the merge's own transaction: a batch records its item's outcome exactly when the merge commits. */
  alsoWrite?: (trx: Kysely<Database>, mergeId: string) => Promise<void>,
): Promise<MergeResult> {
  const judgeIn = await addressJudgeFor(deps);
  return inIndexedWrite(
    deps,
    (live) => live,
    async (write, live) => {
      const { trx } = write;
      const reviewed = await reviewedGroup(trx, input);
      const { type, plan, kept, rows, moves } = await prepareMerge(
        trx,
        write.locks,
        { recordTypes: deps.recordTypes, defaultCountry: deps.defaultCountry, judge: judgeIn(trx) },
        input,
      );
      const at = new Date().toISOString();
      const id = randomUUID();
      const masterBefore = rows.get(plan.master.id)!;
      const masterAfter: RecordRow = {
        ...masterBefore,
        data: toJson(plan.values),
        updated_at: at,
        updated_by: merger.principal,
        field_sources: toJson(mergedSources(plan, merger, at)),
      };
      await trx
        .updateTable('records')
        .set({
          data: masterAfter.data,
          updated_at: at,
          updated_by: merger.principal,
          field_sources: masterAfter.field_sources,
        })
        .where('id', '=', plan.master.id)
        .execute();
      await reindex(write, live, type.name, plan.master.id, plan.values);

      for (const loser of plan.losers) {
        await trx.deleteFrom('records').where('id', '=', loser.id).execute();
        await reindex(write, live, type.name, loser.id, null);
        await trx
          .insertInto('merged_records')
          .values({
            id: loser.id,
            record_type: type.name,
            master_id: plan.master.id,
            merge_id: id,
            merged_at: at,
          })
          .execute();
      }

      const relatedAfter: RecordRow[] = [];
      await write.locks.lock({ records: moves.map((move) => move.row.id) });
      for (const move of moves) {
        if (move.folded) {
          await trx.deleteFrom('records').where('id', '=', move.row.id).execute();
          await reindex(write, live, move.type.name, move.row.id, null);
          continue;
        }
        const values = {
          ...fromJson<RecordValues>(move.row.data, 'records.data'),
          [move.field]: plan.master.id,
        };
        const moved: RecordRow = {
          ...move.row,
          data: toJson(values),
          updated_at: at,
          updated_by: merger.principal,
        };
        await trx
          .updateTable('records')
          .set({ data: moved.data, updated_at: at, updated_by: merger.principal })
          .where('id', '=', move.row.id)
          .execute();
        await reindex(write, live, move.type.name, move.row.id, values);
        relatedAfter.push(moved);
      }

      const groups = await updateGroups(trx, plan, reviewed, merger, at);
      const pairs = await reviewPairsAmong(
        trx,
        [plan.master.id, ...plan.losers.map((loser) => loser.id)],
        'MERGED',
        merger.principal,
        at,
      );
      const before: MergeImage = {
        records: [
          masterBefore,
          ...plan.losers.map((loser) => rows.get(loser.id)!),
          ...moves.map((move) => move.row),
        ],
        groups: groups.before,
        pairs: pairs.before,
      };
      const after: MergeImage = {
        records: [masterAfter, ...relatedAfter],
        groups: groups.after,
        pairs: pairs.after,
      };
      await trx
        .insertInto('merges')
        .values({
          id,
          record_type: type.name,
          master_id: plan.master.id,
          loser_ids: toJson(plan.losers.map((loser) => loser.id)),
          merged_at: at,
          merged_by: merger.principal,
          undone_at: null,
          undone_by: null,
          before_image: toJson(before),
          after_image: toJson(after),
        })
        .execute();
      await alsoWrite?.(trx, id);
      await recordAuditEvent(trx, {
        at,
        principal: merger.principal,
        endpoint: merger.endpoint,
        action: 'MERGE',
        objectType: type.name,
        recordId15: plan.master.id,
        changes: fieldChanges(type, plan.master.values, plan.values),
        match: null,
        detail: {
          otherRecordIds15: plan.losers.map((loser) => loser.id),
          mergeId: id,
          ...(kept.length > 0 ? { kept } : {}),
        },
      });
      return {
        mergeId: id,
        master: await masterObject(trx, deps.recordTypes, type, {
          ...plan.master,
          values: plan.values,
          updatedAt: at,
        }),
        mergedIds: plan.losers.map((loser) => toId18(loser.id)),
        ...(await namedRecords(trx, deps.recordTypes, plan)),
        related: relatedChanges(moves),
      };
    },
  );
}
