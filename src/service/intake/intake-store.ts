import type { Kysely } from 'kysely';
import type { IntakeSource } from '../../contract/alerts';
import type { Database } from '../storage/schema';

/** Records of a type that came in from a source on a UTC day, and how many were duplicates of stored records. */
export interface IntakeCount {
  recordType: string;
  source: IntakeSource;
  /** YYYY-MM-DD. */
  day: string;
  records: number;
  duplicates: number;
}

/** Adds counts to what the store holds: each process adds its own, the store sums them. */
export async function addIntake(db: Kysely<Database>, counts: readonly IntakeCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insertInto('intake_counts')
    .values(
      counts.map((count) => ({
        record_type: count.recordType,
        source_kind: count.source.kind,
        source_field: count.source.field,
        source_value: count.source.value,
        day: count.day,
        records: count.records,
        duplicates: count.duplicates,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['record_type', 'source_kind', 'source_field', 'source_value', 'day'])
        .doUpdateSet((eb) => ({
          records: eb('intake_counts.records', '+', eb.ref('excluded.records')),
          duplicates: eb('intake_counts.duplicates', '+', eb.ref('excluded.duplicates')),
        })),
    )
    .execute();
}

/** Every count from the day `from` on, oldest day first. */
export async function readIntake(db: Kysely<Database>, from: string): Promise<IntakeCount[]> {
  const rows = await db
    .selectFrom('intake_counts')
    .selectAll()
    .where('day', '>=', from)
    .orderBy('day')
    .execute();
  return rows.map((row) => ({
    recordType: row.record_type,
    source: {
      kind: row.source_kind as IntakeSource['kind'],
      field: row.source_field,
      value: row.source_value,
    },
    day: row.day,
    records: Number(row.records),
    duplicates: Number(row.duplicates),
  }));
}
