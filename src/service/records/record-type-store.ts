import type { Kysely } from 'kysely';
import { DEFAULT_UPDATE_RULE, type UpdateRule } from '../../contract/update-rules';
import type { Database } from '../storage/schema';
import { fromFlag, fromJson, toFlag, toJson } from '../storage/json-column';
import type { CrossObjectMapping, FieldDefinition, FieldType, RecordTypeDefinition } from './record-type';

/**
 * What brings this process up to date with changes other processes made (record types created, configuration
 * changed): the live match index does, and routes that read record types wait for it first.
 */
export interface CatchUp {
  current(): Promise<unknown>;
}

/** Record types change rarely and are read on every request, so they are loaded once and kept. */
export class RecordTypeStore {
  private readonly db: Kysely<Database>;
  private byName = new Map<string, RecordTypeDefinition>();
  private byPrefix = new Map<string, RecordTypeDefinition>();

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async load(): Promise<void> {
    const types = await this.db.selectFrom('record_types').selectAll().orderBy('api_name').execute();
    const fields = await this.db
      .selectFrom('record_fields')
      .selectAll()
      .orderBy('record_type')
      .orderBy('position')
      .execute();
    const crossObjects = await this.db
      .selectFrom('cross_object_fields')
      .selectAll()
      .orderBy('object_from')
      .orderBy('position')
      .execute();
    const byName = new Map<string, RecordTypeDefinition>();
    const byPrefix = new Map<string, RecordTypeDefinition>();
    for (const row of types) {
      const definition: RecordTypeDefinition = {
        name: row.api_name,
        keyPrefix: row.key_prefix,
        label: row.label,
        labelPlural: row.label_plural,
        ...(row.name_field ? { nameField: row.name_field } : {}),
        ...(row.display_template ? { displayTemplate: row.display_template } : {}),
        ...(row.secondary_fields
          ? { secondaryFields: fromJson<string[]>(row.secondary_fields, 'record_types.secondary_fields') }
          : {}),
        ...(row.source_trust
          ? { sourceTrust: fromJson<string[]>(row.source_trust, 'record_types.source_trust') }
          : {}),
        fields: fields
          .filter((field) => field.record_type === row.api_name)
          .map((field): FieldDefinition => ({
            name: field.api_name,
            label: field.label,
            type: field.field_type as FieldType,
            required: fromFlag(field.required),
            readOnly: fromFlag(field.read_only),
            ...(field.reference_to ? { referenceTo: field.reference_to } : {}),
            ...(field.relationship_name ? { relationshipName: field.relationship_name } : {}),
            ...(field.picklist_values
              ? { picklistValues: fromJson<string[]>(field.picklist_values, 'record_fields.picklist_values') }
              : {}),
            ...(field.update_rule ? { updateRule: field.update_rule as UpdateRule } : {}),
          })),
        ...crossObjectsOf(crossObjects.filter((mapping) => mapping.object_from === row.api_name)),
      };
      byName.set(definition.name.toLowerCase(), definition);
      byPrefix.set(definition.keyPrefix, definition);
    }
    this.byName = byName;
    this.byPrefix = byPrefix;
  }

  all(): RecordTypeDefinition[] {
    return [...this.byName.values()];
  }

  /** API names compare as Salesforce compares them, ignoring case. */
  byApiName(name: string): RecordTypeDefinition | undefined {
    return this.byName.get(name.toLowerCase());
  }

  byKeyPrefix(prefix: string): RecordTypeDefinition | undefined {
    return this.byPrefix.get(prefix);
  }

  /** Writes definitions (inside the caller's transaction) and reloads the cache once committed by the caller. */
  static async save(db: Kysely<Database>, definitions: RecordTypeDefinition[]): Promise<void> {
    for (const type of definitions) {
      await db
        .insertInto('record_types')
        .values({
          api_name: type.name,
          key_prefix: type.keyPrefix,
          label: type.label,
          label_plural: type.labelPlural,
          name_field: type.nameField ?? null,
          ...displayColumns(type),
          source_trust: sourceTrustColumn(type.sourceTrust),
        })
        .execute();
      await insertFields(db, type);
    }
    // After every type is written: a mapping may point to a type saved in the same call.
    for (const type of definitions) {
      const rows = (type.crossObjects ?? []).flatMap((mapping) =>
        mapping.fields.map((field) => ({
          object_from: type.name,
          field_from: field.fieldFrom,
          object_to: mapping.objectTo,
          field_to: field.fieldTo,
        })),
      );
      if (rows.length === 0) continue;
      assertMappedFieldsExist(type, definitions);
      await db
        .insertInto('cross_object_fields')
        .values(rows.map((row, position) => ({ ...row, position })))
        .execute();
    }
  }
}

const displayColumns = (type: RecordTypeDefinition) => ({
  display_template: type.displayTemplate ?? null,
  secondary_fields: type.secondaryFields ? toJson(type.secondaryFields) : null,
});

const sourceTrustColumn = (sources: readonly string[] | undefined) =>
  sources && sources.length > 0 ? toJson(sources) : null;

async function insertFields(db: Kysely<Database>, type: RecordTypeDefinition): Promise<void> {
  if (type.fields.length === 0) return;
  await db
    .insertInto('record_fields')
    .values(
      type.fields.map((field, position) => ({
        record_type: type.name,
        api_name: field.name,
        label: field.label,
        field_type: field.type,
        required: toFlag(field.required ?? false),
        read_only: toFlag(field.readOnly ?? false),
        reference_to: field.referenceTo ?? null,
        relationship_name: field.relationshipName ?? null,
        picklist_values: field.picklistValues ? toJson(field.picklistValues) : null,
        position,
        update_rule: field.updateRule ?? null,
      })),
    )
    .execute();
}

/** Replaces a record type's labels, name field, display and fields (inside the caller's transaction); its mappings stay. */
export async function replaceRecordType(db: Kysely<Database>, type: RecordTypeDefinition): Promise<void> {
  await db
    .updateTable('record_types')
    .set({
      label: type.label,
      label_plural: type.labelPlural,
      name_field: type.nameField ?? null,
      ...displayColumns(type),
    })
    .where('api_name', '=', type.name)
    .execute();
  await db.deleteFrom('record_fields').where('record_type', '=', type.name).execute();
  await insertFields(db, type);
}

/** Deletes a record type with its fields and its own mappings (inside the caller's transaction). */
export async function deleteRecordType(db: Kysely<Database>, name: string): Promise<void> {
  await db.deleteFrom('cross_object_fields').where('object_from', '=', name).execute();
  await db.deleteFrom('record_fields').where('record_type', '=', name).execute();
  await db.deleteFrom('record_types').where('api_name', '=', name).execute();
}

/** Replaces a record type's cross-object mappings (inside the caller's transaction); `load` then reads them. */
export async function replaceCrossObjects(
  db: Kysely<Database>,
  recordType: string,
  mappings: readonly CrossObjectMapping[],
): Promise<void> {
  await db.deleteFrom('cross_object_fields').where('object_from', '=', recordType).execute();
  const rows = mappings.flatMap((mapping) =>
    mapping.fields.map((field) => ({
      object_from: recordType,
      field_from: field.fieldFrom,
      object_to: mapping.objectTo,
      field_to: field.fieldTo,
    })),
  );
  if (rows.length > 0)
    await db
      .insertInto('cross_object_fields')
      .values(rows.map((row, position) => ({ ...row, position })))
      .execute();
}

/**
 * Replaces the update rules of a record type's fields (inside the caller's transaction): the fields named get
 * theirs, every other field none (OVERWRITE); `load` then reads them.
 */
export async function replaceUpdateRules(
  db: Kysely<Database>,
  recordType: string,
  rules: readonly { field: string; rule: UpdateRule }[],
): Promise<void> {
  await db
    .updateTable('record_fields')
    .set({ update_rule: null })
    .where('record_type', '=', recordType)
    .execute();
  for (const { field, rule } of rules) {
    if (rule === DEFAULT_UPDATE_RULE) continue;
    await db
      .updateTable('record_fields')
      .set({ update_rule: rule })
      .where('record_type', '=', recordType)
      .where('api_name', '=', field)
      .execute();
  }
}

/** Replaces a record type's ranking of write sources (inside the caller's transaction); empty: all alike. */
export async function replaceSourceTrust(
  db: Kysely<Database>,
  recordType: string,
  sources: readonly string[],
): Promise<void> {
  await db
    .updateTable('record_types')
    .set({ source_trust: sourceTrustColumn(sources) })
    .where('api_name', '=', recordType)
    .execute();
}

/** Rows of one source type back into mappings, one per target type in the order first configured. */
function crossObjectsOf(rows: { field_from: string; object_to: string; field_to: string }[]): {
  crossObjects?: CrossObjectMapping[];
} {
  if (rows.length === 0) return {};
  const byTarget = new Map<string, CrossObjectMapping>();
  for (const row of rows) {
    const mapping = byTarget.get(row.object_to) ?? { objectTo: row.object_to, fields: [] };
    mapping.fields.push({ fieldFrom: row.field_from, fieldTo: row.field_to });
    byTarget.set(row.object_to, mapping);
  }
  return { crossObjects: [...byTarget.values()] };
}

/** A mapping naming a field that does not exist would silently search nothing: refuse it when it is written. */
function assertMappedFieldsExist(type: RecordTypeDefinition, definitions: RecordTypeDefinition[]) {
  const has = (definition: RecordTypeDefinition | undefined, field: string) =>
    definition?.fields.some((candidate) => candidate.name === field) ?? true;
  for (const mapping of type.crossObjects ?? []) {
    const target = definitions.find((definition) => definition.name === mapping.objectTo);
    for (const { fieldFrom, fieldTo } of mapping.fields) {
      if (!has(type, fieldFrom))
        throw new Error(`Cross-object mapping: ${type.name} has no field ${fieldFrom}`);
      if (!has(target, fieldTo))
        throw new Error(`Cross-object mapping: ${mapping.objectTo} has no field ${fieldTo}`);
    }
  }
}
