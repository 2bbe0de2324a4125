/**
 * Whether a statement failed on a unique index or key: SQLite's SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY),
 * PostgreSQL's unique_violation (23505). A write that raced another to the same key can then say so in words.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
