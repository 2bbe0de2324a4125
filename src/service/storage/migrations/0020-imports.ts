import type { Kysely, Migration } from 'kysely';

/**
 * Files of records imported with duplicate prevention: the import, each of its rows as read (so that every process,
 * on any instance, can check and apply them, and a restarted one goes on where the last stopped), each row's
 * outcome in the dry run and in the import, and the column mappings stewards saved per record type. A pair an
 * import's new record was logged with names the import, so that the review queue lists it as the import's.
 */
export const imports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('imports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('headers', 'text', (c) => c.notNull())
      .addColumn('row_count', 'integer', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('rows_done', 'integer', (c) => c.notNull())
      .addColumn('phase_started_at', 'text')
      .addColumn('phase_rows_at_start', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('checked', 'text')
      .addColumn('applied', 'text')
      .addColumn('error_message', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('applied_at', 'text')
      .addColumn('applied_by', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('undone_at', 'text')
      .addColumn('undone_by', 'text')
      .addColumn('not_undone', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'bigint')
      .execute();
    await db.schema.createIndex('imports_by_created').on('imports').columns(['created_at']).execute();
    await db.schema
      .createTable('import_rows')
      .addColumn('import_id', 'text', (c) => c.notNull())
      .addColumn('row_number', 'integer', (c) => c.notNull())
      .addColumn('cells', 'text', (c) => c.notNull())
      .addColumn('check_outcome', 'text')
      .addColumn('check_result', 'text')
      .addColumn('apply_outcome', 'text')
      .addColumn('apply_result', 'text')
      .addColumn('record_id', 'text')
      .addColumn('undo_problem', 'text')
      .addPrimaryKeyConstraint('import_rows_pk', ['import_id', 'row_number'])
      .execute();
    // A row that updates a record an earlier row created is found by the record: each slice asks for its records.
    await db.schema
      .createIndex('import_rows_by_record')
      .on('import_rows')
      .columns(['import_id', 'record_id'])
      .execute();
    await db.schema
      .createTable('import_mappings')
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('column_key', 'text', (c) => c.notNull())
      .addColumn('field', 'text')
      .addPrimaryKeyConstraint('import_mappings_pk', ['record_type', 'column_key'])
      .execute();
    await db.schema.alterTable('potential_duplicates').addColumn('import_id', 'text').execute();
  },
};
