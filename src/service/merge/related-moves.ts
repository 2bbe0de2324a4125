import type { Kysely, Selectable } from 'kysely';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';

export type RecordRow = Selectable<Database['records']>;

/** A related record whose lookup points at a merged record: moved to the master, or folded into the master's own. */
export interface RelatedMove {
  type: RecordTypeDefinition;
  row: RecordRow;
  field: string;
  /** The master already has a record of this junction type for the same other records: this one is removed. */
  folded: boolean;
}

const referenceFields = (type: RecordTypeDefinition, to: string) =>
  type.fields.filter((field) => field.type === 'reference' && field.referenceTo === to);

/** Records of a type whose stored JSON holds one of the ids: the candidates for a lookup to them. */
async function rowsMentioning(
  db: Kysely<Database>,
  recordType: string,
  ids15: readonly string[],
): Promise<RecordRow[]> {
  if (ids15.length === 0) return [];
  return db
    .selectFrom('records')
    .selectAll()
    .where('record_type', '=', recordType)
    .where((eb) => eb.or(ids15.map((id) => eb('data', 'like', `%"${id}"%`))))
    .orderBy('id')
    .execute();
}

/**
 * The related records a merge moves: every record whose lookup to the merged type points at one of the losers.
 * A junction record (a type of two lookups or more, like a campaign member) that would then duplicate one the
 * master already has, the same on every other lookup, is folded: the master keeps its own.
 */
export async function relatedMoves(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  type: RecordTypeDefinition,
  masterId: string,
  loserIds: readonly string[],
): Promise<RelatedMove[]> {
  const moves: RelatedMove[] = [];
  const losers = new Set(loserIds);
  for (const related of recordTypes.all()) {
    const lookups = referenceFields(related, type.name);
    if (lookups.length === 0) continue;
    const junction = related.fields.filter((field) => field.type === 'reference').length >= 2;
    const rows = await rowsMentioning(db, related.name, [masterId, ...loserIds]);
    const parsed = rows.map((row) => ({
      row,
      values: fromJson<Record<string, unknown>>(row.data, 'records.data'),
    }));
    const otherLookups = (values: Record<string, unknown>, field: string) =>
      JSON.stringify(
        related.fields
          .filter((candidate) => candidate.type === 'reference' && candidate.name !== field)
          .map((candidate) => values[candidate.name] ?? null),
      );
    for (const field of lookups) {
      const held = new Set(
        parsed
          .filter(({ values }) => values[field.name] === masterId)
          .map(({ values }) => otherLookups(values, field.name)),
      );
      for (const { row, values } of parsed) {
        if (!losers.has(values[field.name] as string)) continue;
        const key = otherLookups(values, field.name);
        const folded = junction && held.has(key);
        if (junction) held.add(key);
        moves.push({ type: related, row, field: field.name, folded });
      }
    }
  }
  return moves;
}

/**
 * How many related records point at each of the records (by lookup, per related type): what a steward weighs when
 * choosing the master, since the others' related records move to it.
 */
export async function relatedRecordCounts(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  type: RecordTypeDefinition,
  ids15: readonly string[],
): Promise<{ recordId15: string; objectType: string; count: number }[]> {
  const counts: { recordId15: string; objectType: string; count: number }[] = [];
  for (const related of recordTypes.all()) {
    const lookups = referenceFields(related, type.name);
    if (lookups.length === 0) continue;
    const rows = await rowsMentioning(db, related.name, ids15);
    const values = rows.map((row) => fromJson<Record<string, unknown>>(row.data, 'records.data'));
    for (const id of ids15) {
      const count = values.filter((row) => lookups.some((field) => row[field.name] === id)).length;
      if (count > 0) counts.push({ recordId15: id, objectType: related.name, count });
    }
  }
  return counts;
}
