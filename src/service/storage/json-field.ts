import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database';

/**
 * A field of a JSON text column as text, in the dialect's own syntax: records keep their fields in one JSON column.
 * `field` must be a known field name (it becomes part of a JSON path in SQLite).
 */
export function jsonFieldText(dialect: Dialect, column: string, field: string): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`(${sql.ref(column)}::jsonb ->> ${field})`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${`$."${field}"`})`;
}
