import type { Kysely } from 'kysely';
import type { FieldValue } from '../../contract/records';
import { toId18 } from '../../contract/record-id';
import { recordAuditEvent } from '../audit/audit-store';
import { inIndexedWrite, type IndexedWrite } from '../match-index/indexed-write';
import type { IndexedMatching } from '../match-index/live-index';
import { reindex } from '../merge/merge-records';
import { relatedRecordCounts } from '../merge/related-moves';
import { pacing } from '../processes/pacing';
import { wireValues } from '../records/record-changes';
import { readRecordInput } from '../records/record-input';
import { updateRecord, type FieldSources, type RecordValues } from '../records/record-store';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import { recordTypeNamed } from '../records/records-of-type';
import type { UpsertDependencies } from '../upsert/upsert-service';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { importEndpoint } from './import-runner';
import { rowResultOf, type ImportRow, type ImportRowRecord, type RowResult } from './import-store';

/** Rows undone per transaction. */
const ROWS_PER_SLICE = 200;

const same = (a: FieldValue | undefined, b: FieldValue | undefined) => (a ?? null) === (b ?? null);

/**
 * Takes back what an import wrote, its last row first: a record it created is deleted, a record it updated gets its
 * previous values back, each only if nothing changed it since (a later row of the same import is undone first, so
 * its changes do not count). A row whose record changed since, or is gone, is left as it is with the reason, which
 * the import's rows list (`undo_problem`). Answers how many rows were left.
 */
export async function undoImport(
  deps: UpsertDependencies,
  row: ImportRow,
  principal: string,
): Promise<number> {
  const type = recordTypeNamed(deps.recordTypes, row.record_type);
  const pace = pacing();
  let left = 0;
  let before: number | undefined;
  for (;;) {
    const rows = await deps.db
      .selectFrom('import_rows')
      .selectAll()
      .where('import_id', '=', row.id)
      .$if(before !== undefined, (query) => query.where('row_number', '<', before!))
      .where('apply_outcome', 'in', ['CREATE', 'REVIEW', 'UPDATE'])
      .orderBy('row_number', 'desc')
      .limit(ROWS_PER_SLICE)
      .execute();
    if (rows.length === 0) break;
    left += await inIndexedWrite(
      deps,
      () => undefined,
      async (write) => {
        let slice = 0;
        const created = rows.flatMap((stored) =>
          stored.apply_outcome !== 'UPDATE' && stored.record_id ? [stored.record_id] : [],
        );
        const pointedAt = new Map(
          (await relatedRecordCounts(write.trx, deps.recordTypes, type, created)).map((related) => [
            related.recordId15,
            related,
          ]),
        );
        for (const stored of rows) {
          const related = stored.record_id ? pointedAt.get(stored.record_id) : undefined;
          const problem = related
            ? `${related.count} ${related.objectType} record${related.count === 1 ? '' : 's'} now point to ` +
              `record ${toId18(related.recordId15)}`
            : await undoRow(write, deps.recordTypes, type, stored, {
                principal,
                endpoint: `${importEndpoint(row)} undo`,
                importId: row.id,
              });
          if (problem !== null) {
            slice++;
            await write.trx
              .updateTable('import_rows')
              .set({ undo_problem: problem })
              .where('import_id', '=', row.id)
              .where('row_number', '=', stored.row_number)
              .execute();
          }
        }
        return slice;
      },
    );
    before = rows.at(-1)!.row_number;
    await pace();
  }
  return left;
}

interface Undoer {
  principal: string;
  endpoint: string;
  importId: string;
}

/** Undoes one row in the slice's transaction; answers why it cannot be, or null once it is. */
async function undoRow(
  write: IndexedWrite,
  recordTypes: RecordTypeStore,
  type: RecordTypeDefinition,
  stored: ImportRowRecord,
  undoer: Undoer,
): Promise<string | null> {
  const result: RowResult = rowResultOf(stored, 'apply');
  const id15 = result.recordId15;
  if (id15 === null) return null;
  const current = await write.trx.selectFrom('records').selectAll().where('id', '=', id15).executeTakeFirst();
  if (!current) return `record ${toId18(id15)} is gone (merged or deleted since the import)`;
  const values = fromJson<RecordValues>(current.data, 'records.data');
  const wire = wireValues(type, values);
  const changedSince = result.changes.filter((change) => !same(wire[change.field], change.after));
  const created = result.outcome !== 'UPDATE';
  // A created record changed in a field the import left empty has changed too.
  const setSince = created
    ? type.fields.filter(
        (field) =>
          !field.readOnly &&
          !result.changes.some((change) => change.field === field.name) &&
          !same(wire[field.name], null),
      )
    : [];
  if (changedSince.length > 0 || setSince.length > 0) {
    const fields = [...changedSince.map((change) => change.field), ...setSince.map((field) => field.name)];
    return `${current.updated_by} changed record ${toId18(id15)} at ${current.updated_at} (${fields.join(', ')})`;
  }
  const live: IndexedMatching = write.index.live;
  const at = new Date().toISOString();
  if (created) {
    await write.trx.deleteFrom('potential_duplicates').where('record_id', '=', id15).execute();
    await write.trx.deleteFrom('potential_duplicates').where('duplicate_id', '=', id15).execute();
    await write.trx.deleteFrom('records').where('id', '=', id15).execute();
    await reindex(write, live, type.name, id15, null);
  } else {
    const previous = readRecordInput(
      type,
      Object.fromEntries(result.changes.map((change) => [change.field, change.before])),
      (name) => recordTypes.byApiName(name),
    );
    const restored = { ...values, ...previous };
    // Who wrote a restored value before the import is not kept: its source is unknown again, as for a record
    // stored before sources were.
    const sources = { ...fromJson<FieldSources>(current.field_sources ?? '{}', 'records.field_sources') };
    for (const field of Object.keys(previous)) delete sources[field];
    await updateRecord(write.trx, id15, restored, undoer.principal, at, sources);
    await reindex(write, live, type.name, id15, restored);
  }
  await recordAuditEvent(write.trx as Kysely<Database>, {
    at,
    principal: undoer.principal,
    endpoint: undoer.endpoint,
    action: 'IMPORT_UNDONE',
    objectType: type.name,
    recordId15: id15,
    changes: result.changes.map((change) => ({
      field: change.field,
      before: change.after,
      after: created ? null : change.before,
    })),
    match: null,
    detail: { otherRecordIds15: [], importId: undoer.importId },
  });
  return null;
}
