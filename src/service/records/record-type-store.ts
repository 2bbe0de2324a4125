import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { fromFlag, fromJson, toFlag, toJson } from '../storage/json-column';
import type { FieldDefinition, FieldType, RecordTypeDefinition } from './record-type';

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
    const byName = new Map<string, RecordTypeDefinition>();
    const byPrefix = new Map<string, RecordTypeDefinition>();
    for (const row of types) {
      const definition: RecordTypeDefinition = {
        name: row.api_name,
        keyPrefix: row.key_prefix,
        label: row.label,
        labelPlural: row.label_plural,
        ...(row.name_field ? { nameField: row.name_field } : {}),
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
          })),
      };
      byName.set(definition.name, definition);
      byPrefix.set(definition.keyPrefix, definition);
    }
    this.byName = byName;
    this.byPrefix = byPrefix;
  }

  all(): RecordTypeDefinition[] {
    return [...this.byName.values()];
  }

  byApiName(name: string): RecordTypeDefinition | undefined {
    return this.byName.get(name);
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
        })
        .execute();
      if (type.fields.length === 0) continue;
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
          })),
        )
        .execute();
    }
  }
}
