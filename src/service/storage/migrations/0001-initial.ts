import type { Kysely, Migration } from 'kysely';

const flag = 'integer' as const;

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('id_counters')
      .addColumn('prefix', 'text', (c) => c.primaryKey())
      .addColumn('last_value', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('record_types')
      .addColumn('api_name', 'text', (c) => c.primaryKey())
      .addColumn('key_prefix', 'text', (c) => c.notNull().unique())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('label_plural', 'text', (c) => c.notNull())
      .addColumn('name_field', 'text')
      .execute();

    await db.schema
      .createTable('record_fields')
      .addColumn('record_type', 'text', (c) =>
        c.notNull().references('record_types.api_name').onDelete('cascade'),
      )
      .addColumn('api_name', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('field_type', 'text', (c) => c.notNull())
      .addColumn('required', flag, (c) => c.notNull())
      .addColumn('read_only', flag, (c) => c.notNull())
      .addColumn('reference_to', 'text')
      .addColumn('relationship_name', 'text')
      .addColumn('picklist_values', 'text')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('record_fields_pk', ['record_type', 'api_name'])
      .execute();

    await db.schema
      .createTable('records')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull().references('record_types.api_name'))
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('records_by_type').on('records').columns(['record_type', 'id']).execute();

    await db.schema
      .createTable('scenarios')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull().references('record_types.api_name'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('threshold', 'double precision', (c) => c.notNull())
      .addColumn('score_method', 'text', (c) => c.notNull())
      .addColumn('on_api', flag, (c) => c.notNull())
      .addColumn('on_data_api', flag, (c) => c.notNull())
      .addColumn('on_batch', flag, (c) => c.notNull())
      .addColumn('on_search', flag, (c) => c.notNull())
      .addColumn('on_insert', flag, (c) => c.notNull())
      .addColumn('is_hidden', flag, (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('scenarios_by_type')
      .on('scenarios')
      .columns(['record_type', 'position'])
      .execute();

    await db.schema
      .createTable('scenario_fields')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('scenario_id', 'text', (c) => c.notNull().references('scenarios.id').onDelete('cascade'))
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('match_method', 'text', (c) => c.notNull())
      .addColumn('match_config', 'text')
      .addColumn('synonym_list', 'text')
      .addColumn('frequent_list', 'text')
      .addColumn('weight', 'double precision', (c) => c.notNull())
      .addColumn('do_not_index', flag, (c) => c.notNull())
      .addColumn('index_groups', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('scenario_fields_by_scenario')
      .on('scenario_fields')
      .columns(['scenario_id', 'position'])
      .execute();

    await db.schema
      .createTable('filters')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull().references('record_types.api_name'))
      .addColumn('developer_name', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('conditions', 'text', (c) => c.notNull())
      .addUniqueConstraint('filters_name_unique', ['record_type', 'developer_name'])
      .execute();

    await db.schema
      .createTable('word_lists')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('built_in', flag, (c) => c.notNull())
      .addColumn('entries', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('licence_seats')
      .addColumn('principal', 'text', (c) => c.primaryKey())
      .addColumn('assigned_at', 'text', (c) => c.notNull())
      .addColumn('assigned_by', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('principal', 'text', (c) => c.notNull())
      .addColumn('endpoint', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('changes', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_by_record').on('audit_events').columns(['record_id', 'at']).execute();
    await db.schema.createIndex('audit_by_time').on('audit_events').columns(['at']).execute();

    await db.schema
      .createTable('oidc_payloads')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addColumn('expires_at', 'bigint')
      .addColumn('consumed_at', 'bigint')
      .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
      .execute();
    await db.schema.createIndex('oidc_payloads_by_grant').on('oidc_payloads').columns(['grant_id']).execute();
    await db.schema.createIndex('oidc_payloads_by_uid').on('oidc_payloads').columns(['uid']).execute();
  },
};
