import type { Kysely } from 'kysely';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import type { RecordValues } from '../records/record-store';

/** Something of the configuration that names a field: it breaks when the field goes. */
export interface FieldUse {
  field: string;
  /** Filters compare a field as its type: a change of type breaks them too. */
  kind: 'scenario' | 'filter' | 'mapping';
  /** As the refusal names it, e.g. `scenario 'Standard'`. */
  what: string;
}

/** Every use of a record type's fields by scenarios, filters and cross-object mappings (from it or onto it). */
export async function fieldUses(db: Kysely<Database>, recordType: string): Promise<FieldUse[]> {
  const scenarioFields = await db
    .selectFrom('scenario_fields')
    .innerJoin('scenarios', 'scenarios.id', 'scenario_fields.scenario_id')
    .select(['scenarios.name', 'scenario_fields.field'])
    .where('scenarios.record_type', '=', recordType)
    .execute();
  const filters = await db
    .selectFrom('filters')
    .select(['label', 'conditions'])
    .where('record_type', '=', recordType)
    .execute();
  const mappingsFrom = await db
    .selectFrom('cross_object_fields')
    .select(['field_from', 'object_to'])
    .where('object_from', '=', recordType)
    .execute();
  const mappingsTo = await db
    .selectFrom('cross_object_fields')
    .select(['object_from', 'field_to'])
    .where('object_to', '=', recordType)
    .execute();
  return [
    ...scenarioFields.map(({ name, field }): FieldUse => ({
      field,
      kind: 'scenario',
      what: `scenario '${name}'`,
    })),
    ...filters.flatMap(({ label, conditions }) =>
      fromJson<{ field: string }[]>(conditions, 'filters.conditions').map(({ field }): FieldUse => ({
        field,
        kind: 'filter',
        what: `filter '${label}'`,
      })),
    ),
    ...mappingsFrom.map(({ field_from: field, object_to: to }): FieldUse => ({
      field,
      kind: 'mapping',
      what: `the cross-object mapping to ${to}`,
    })),
    ...mappingsTo.map(({ object_from: from, field_to: field }): FieldUse => ({
      field,
      kind: 'mapping',
      what: `the cross-object mapping of ${from}`,
    })),
  ];
}

/** The ids of the records of a type holding a value (not null) in each given field any holds, in the order given. */
export async function recordsHoldingValues(
  db: Kysely<Database>,
  recordType: string,
  fields: readonly string[],
): Promise<Map<string, string[]>> {
  const holding = new Map<string, string[]>();
  if (fields.length === 0) return holding;
  // The stored JSON names a key as `"Name":`: a cheap pre-selection the same on both dialects, read exactly below.
  const rows = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('record_type', '=', recordType)
    .where((eb) => eb.or(fields.map((field) => eb('data', 'like', `%"${field}":%`))))
    .execute();
  for (const row of rows) {
    const values = fromJson<RecordValues>(row.data, 'records.data');
    for (const field of fields) {
      if (values[field] === null || values[field] === undefined) continue;
      holding.set(field, [...(holding.get(field) ?? []), row.id]);
    }
  }
  return new Map(fields.filter((field) => holding.has(field)).map((field) => [field, holding.get(field)!]));
}

/** Removes the values of the given fields from the records holding them (inside the caller's transaction). */
export async function dropValues(
  db: Kysely<Database>,
  holding: ReadonlyMap<string, string[]>,
): Promise<void> {
  const fieldsById = new Map<string, string[]>();
  for (const [field, ids] of holding) {
    for (const id of ids) fieldsById.set(id, [...(fieldsById.get(id) ?? []), field]);
  }
  for (const [id, fields] of fieldsById) {
    const row = await db.selectFrom('records').select('data').where('id', '=', id).executeTakeFirstOrThrow();
    const values = fromJson<RecordValues>(row.data, 'records.data');
    for (const field of fields) delete values[field];
    await db
      .updateTable('records')
      .set({ data: toJson(values) })
      .where('id', '=', id)
      .execute();
  }
}

/** Why a record type cannot be deleted: its records and whatever names it. Empty when it can. */
export async function recordTypeUses(db: Kysely<Database>, recordType: string): Promise<string[]> {
  const { count } = await db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('record_type', '=', recordType)
    .executeTakeFirstOrThrow();
  const scenarios = await db
    .selectFrom('scenarios')
    .select('name')
    .where('record_type', '=', recordType)
    .execute();
  const filters = await db
    .selectFrom('filters')
    .select('label')
    .where('record_type', '=', recordType)
    .execute();
  const mappedBy = await db
    .selectFrom('cross_object_fields')
    .select('object_from')
    .distinct()
    .where('object_to', '=', recordType)
    .execute();
  const lookups = await db
    .selectFrom('record_fields')
    .select(['record_type', 'api_name'])
    .where('reference_to', '=', recordType)
    .where('record_type', '<>', recordType)
    .execute();
  const records = Number(count);
  const names = (rows: { name?: string; label?: string }[]) =>
    rows.map((row) => `'${row.name ?? row.label}'`).join(', ');
  return [
    ...(records > 0 ? [`it has ${records} ${records === 1 ? 'record' : 'records'}`] : []),
    ...(scenarios.length > 0 ? [`scenarios ${names(scenarios)} score it`] : []),
    ...(filters.length > 0 ? [`filters ${names(filters)} select it`] : []),
    ...mappedBy.map((row) => `the cross-object mapping of ${row.object_from} searches it`),
    ...lookups.map((row) => `the lookup ${row.record_type}.${row.api_name} points to it`),
  ];
}
