import type { Kysely, Selectable } from 'kysely';
import type { Filter, FilterCondition } from '../../contract/filters';
import { allocateIds, OWN_KEY_PREFIXES } from '../records/id-allocator';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';

const toFilter = (row: Selectable<Database['filters']>): Filter => ({
  developerName: row.developer_name,
  label: row.label,
  recordType: row.record_type,
  conditions: fromJson<FilterCondition[]>(row.conditions, 'filters.conditions'),
});

/** Filters ordered as a steward picks them: by record type, then label. */
export async function listFilters(db: Kysely<Database>, recordType?: string): Promise<Filter[]> {
  let query = db.selectFrom('filters').selectAll();
  if (recordType !== undefined) query = query.where('record_type', '=', recordType);
  const rows = await query.orderBy('record_type').orderBy('label').orderBy('developer_name').execute();
  return rows.map(toFilter);
}

/** The filter of a record type with exactly this developer name. */
export async function findFilter(
  db: Kysely<Database>,
  recordType: string,
  developerName: string,
): Promise<Filter | undefined> {
  const row = await db
    .selectFrom('filters')
    .selectAll()
    .where('record_type', '=', recordType)
    .where('developer_name', '=', developerName)
    .executeTakeFirst();
  return row && toFilter(row);
}

/**
 * Creates the filter or replaces the label and conditions of the one with its name; answers whether it was new.
 * Run inside a transaction: the id is allocated there, and a concurrent create of the same name turns into a
 * replace through the unique (record type, developer name) constraint instead of failing.
 */
export async function saveFilter(db: Kysely<Database>, filter: Filter): Promise<{ created: boolean }> {
  const values = { label: filter.label, conditions: toJson(filter.conditions) };
  const replaced = await db
    .updateTable('filters')
    .set(values)
    .where('record_type', '=', filter.recordType)
    .where('developer_name', '=', filter.developerName)
    .executeTakeFirst();
  if (Number(replaced.numUpdatedRows) > 0) return { created: false };
  const [id] = await allocateIds(db, OWN_KEY_PREFIXES.filter, 1);
  await db
    .insertInto('filters')
    .values({ id: id!, record_type: filter.recordType, developer_name: filter.developerName, ...values })
    .onConflict((conflict) => conflict.columns(['record_type', 'developer_name']).doUpdateSet(values))
    .execute();
  return { created: true };
}

/** Deletes a filter; answers whether there was one. */
export async function deleteFilter(
  db: Kysely<Database>,
  recordType: string,
  developerName: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('filters')
    .where('record_type', '=', recordType)
    .where('developer_name', '=', developerName)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
