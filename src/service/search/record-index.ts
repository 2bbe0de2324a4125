import type { Kysely } from 'kysely';
import type { PreparedValue } from '../matching/match-method';
import { scenarioKeys } from '../matching/scoring/blocking-keys';
import type { FieldPlan } from '../matching/scoring/score-scenario';
import type { RecordValues } from '../records/record-store';
import type { Database } from '../storage/schema';
import type { PlannedScenario } from './matching-configuration';

const WRITE_CHUNK = 500;

/** A stored value as the text a match method reads; empty values have none. */
export function fieldText(values: RecordValues, field: string): string | undefined {
  const value = values[field];
  if (value === null || value === undefined) return undefined;
  const text = String(value);
  return text.trim() === '' ? undefined : text;
}

/** Prepares each field of a record once per scenario field, on first use. */
export function preparedFields(values: RecordValues) {
  const cache = new Map<string, PreparedValue | null>();
  return (field: FieldPlan): PreparedValue | null => {
    let prepared = cache.get(field.scenarioFieldId);
    if (prepared === undefined) {
      const text = fieldText(values, field.field);
      prepared = text === undefined ? null : field.method.prepare(text, field.options);
      cache.set(field.scenarioFieldId, prepared);
    }
    return prepared;
  };
}

/** The blocking keys of a record over all scenarios of its type. */
export function recordKeys(scenarios: readonly PlannedScenario[], values: RecordValues): string[] {
  const prepared = preparedFields(values);
  return scenarios.flatMap(({ plan }) => scenarioKeys(plan, prepared));
}

/**
 * Replaces the blocking keys of records. Call inside the transaction that writes the records, so the index is
 * never stale.
 */
export async function writeMatchKeys(
  db: Kysely<Database>,
  recordType: string,
  records: { id: string; values: RecordValues }[],
  scenarios: readonly PlannedScenario[],
): Promise<void> {
  for (let start = 0; start < records.length; start += WRITE_CHUNK) {
    const chunk = records.slice(start, start + WRITE_CHUNK);
    await db
      .deleteFrom('match_keys')
      .where(
        'record_id',
        'in',
        chunk.map((record) => record.id),
      )
      .execute();
    const rows = chunk.flatMap(({ id, values }) =>
      recordKeys(scenarios, values).map((key) => ({ record_type: recordType, key, record_id: id })),
    );
    for (let offset = 0; offset < rows.length; offset += WRITE_CHUNK) {
      await db
        .insertInto('match_keys')
        .values(rows.slice(offset, offset + WRITE_CHUNK))
        .execute();
    }
  }
}
