import type { Kysely } from 'kysely';
import type { Merge, MergeList } from '../../contract/merge';
import { toId18 } from '../../contract/record-id';
import { ApiError } from '../http/api-error';
import { inIndexedWrite } from '../match-index/indexed-write';
import { fieldChanges } from '../records/record-changes';
import { RecordRefs } from '../records/record-refs';
import type { RecordValues } from '../records/record-store';
import type { RecordTypeStore } from '../records/record-type-store';
import { recordAuditEvent } from '../audit/audit-store';
import { restorePairReviews } from '../decisions/pair-reviews';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { reindex, type MergeDependencies, type MergeImage, type Merger } from './merge-records';
import type { RecordRow } from './related-moves';

type MergeRow = Database['merges'];

const loserIdsOf = (row: MergeRow) => fromJson<string[]>(row.loser_ids, 'merges.loser_ids');

/** Merges as the wire carries them, their records named. */
async function toMerges(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  rows: readonly MergeRow[],
): Promise<Merge[]> {
  const refs = await RecordRefs.load(
    db,
    recordTypes,
    rows.flatMap((row) => [row.master_id, ...loserIdsOf(row)]),
  );
  return rows.map((row) => ({
    id: row.id,
    objectType: row.record_type,
    masterId: toId18(row.master_id),
    mergedIds: loserIdsOf(row).map(toId18),
    masterRecord: refs.ref(row.master_id),
    mergedRecords: refs.refs(loserIdsOf(row)),
    mergedAt: row.merged_at,
    mergedBy: row.merged_by,
    undoneAt: row.undone_at,
    undoneBy: row.undone_by,
  }));
}

/** The 100 most recent merges, newest first; of one record (master or merged away) when asked. */
export async function listMerges(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  recordId15?: string,
): Promise<MergeList> {
  const rows = await db
    .selectFrom('merges')
    .selectAll()
    .$if(recordId15 !== undefined, (query) =>
      query.where((eb) =>
        eb.or([eb('master_id', '=', recordId15!), eb('loser_ids', 'like', `%"${recordId15!}"%`)]),
      ),
    )
    .orderBy('merged_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  // SQLite's LIKE ignores case, and ids differ by case alone: keep the merges of this very record.
  const ofRecord = (row: MergeRow) =>
    recordId15 === undefined || row.master_id === recordId15 || loserIdsOf(row).includes(recordId15);
  return { merges: await toMerges(db, recordTypes, rows.filter(ofRecord)) };
}

const conflict = (message: string) => new ApiError(409, 'INVALID_INPUT', message);

/** The changes since the merge of a row it left, named for the steward; nothing when the row is as it was left. */
function changedSince(left: RecordRow, now: RecordRow | undefined, label: string): string | undefined {
  if (!now) return `${label} ${toId18(left.id)} was deleted since the merge`;
  if (now.data === left.data && now.updated_at === left.updated_at) return undefined;
  const before = fromJson<RecordValues>(left.data, 'records.data');
  const after = fromJson<RecordValues>(now.data, 'records.data');
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
  return (
    `${label} ${toId18(left.id)} was changed since the merge by ${now.updated_by} at ${now.updated_at}` +
    (fields.length > 0 ? ` (${fields.join(', ')})` : '')
  );
}

/**
 * Undoes a merge, all or nothing: the master's previous values, the merged records and the related records as they
 * were, byte for byte (times and authors included), the tombstones removed, the index following, and the job groups
 * the merge changed and the potential duplicates it reviewed restored where nobody reviewed them since. Refused
 * (409) when the merge was undone already, or when the master or a moved record changed since, naming what
 * changed: undoing would lose that change.
 */
export async function undoMerge(deps: MergeDependencies, mergeId: string, undoer: Merger): Promise<Merge> {
  return inIndexedWrite(
    deps,
    (live) => live,
    async (write, live) => {
      const { trx } = write;
      const row = await trx.selectFrom('merges').selectAll().where('id', '=', mergeId).executeTakeFirst();
      if (!row) throw new ApiError(404, 'NOT_FOUND', `There is no merge with the id ${mergeId}`);
      if (row.undone_at)
        throw conflict(`The merge was undone already, by ${row.undone_by} at ${row.undone_at}`);
      const before = fromJson<MergeImage>(row.before_image, 'merges.before_image');
      const after = fromJson<MergeImage>(row.after_image, 'merges.after_image');

      await write.locks.lock({ records: after.records.map((left) => left.id) });
      const current = new Map(
        (
          await trx
            .selectFrom('records')
            .selectAll()
            .where(
              'id',
              'in',
              before.records.map((record) => record.id),
            )
            .execute()
        ).map((record) => [record.id, record]),
      );
      const changes = after.records
        .map((left, index) =>
          changedSince(left, current.get(left.id), index === 0 ? 'The master' : 'The related record'),
        )
        .filter((change): change is string => change !== undefined);
      if (changes.length > 0) throw conflict(`${changes.join('; ')}: undoing the merge would lose that`);

      for (const record of before.records) {
        if (current.has(record.id)) {
          const { id, ...columns } = record;
          await trx.updateTable('records').set(columns).where('id', '=', id).execute();
        } else {
          await trx.insertInto('records').values(record).execute();
        }
        await reindex(
          write,
          live,
          record.record_type,
          record.id,
          fromJson<RecordValues>(record.data, 'records.data'),
        );
      }
      await trx.deleteFrom('merged_records').where('merge_id', '=', mergeId).execute();

      for (const [index, group] of before.groups.entries()) {
        const left = after.groups[index]!;
        const now = await trx
          .selectFrom('duplicate_groups')
          .selectAll()
          .where('job_id', '=', group.job_id)
          .where('group_no', '=', group.group_no)
          .executeTakeFirst();
        if (!now || now.record_ids !== left.record_ids || now.status !== left.status) continue;
        const { job_id, group_no, ...columns } = group;
        await trx
          .updateTable('duplicate_groups')
          .set(columns)
          .where('job_id', '=', job_id)
          .where('group_no', '=', group_no)
          .execute();
      }

      await restorePairReviews(trx, before.pairs, after.pairs);

      const at = new Date().toISOString();
      await trx
        .updateTable('merges')
        .set({ undone_at: at, undone_by: undoer.principal })
        .where('id', '=', mergeId)
        .execute();
      const type = deps.recordTypes.byApiName(row.record_type);
      const masterBefore = before.records[0]!;
      await recordAuditEvent(trx, {
        at,
        principal: undoer.principal,
        endpoint: undoer.endpoint,
        action: 'UNDO_MERGE',
        objectType: row.record_type,
        recordId15: row.master_id,
        changes: type
          ? fieldChanges(
              type,
              fromJson<RecordValues>(after.records[0]!.data, 'records.data'),
              fromJson<RecordValues>(masterBefore.data, 'records.data'),
            )
          : [],
        match: null,
        detail: { otherRecordIds15: loserIdsOf(row), mergeId },
      });
      const [undone] = await toMerges(trx, deps.recordTypes, [
        { ...row, undone_at: at, undone_by: undoer.principal },
      ]);
      return undone!;
    },
  );
}
