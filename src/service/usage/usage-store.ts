import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/**
 * What a count measures: `api` every answered request of a signed-in principal, by method and route; `validation`
 * the billable validation calls (address, e-mail, phone), by operation, with their credits.
 */
export type Meter = 'api' | 'validation';

/** Calls of one principal to one operation on one UTC day (YYYY-MM-DD), and their credits (0 where nothing is billed). */
export interface UsageCount {
  meter: Meter;
  principal: string;
  day: string;
  operation: string;
  calls: number;
  credits: number;
}

export interface UsagePeriod {
  /** First day, inclusive. */
  from?: string;
  /** Last day, inclusive. */
  to?: string;
  principal?: string;
}

/** Adds counted calls to the store; one row per meter, principal, day and operation. */
export async function addUsage(db: Kysely<Database>, counts: readonly UsageCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insertInto('usage_counts')
    .values([...counts])
    .onConflict((conflict) =>
      conflict.columns(['meter', 'principal', 'day', 'operation']).doUpdateSet((eb) => ({
        calls: eb('usage_counts.calls', '+', eb.ref('excluded.calls')),
        credits: eb('usage_counts.credits', '+', eb.ref('excluded.credits')),
      })),
    )
    .execute();
}

/** One meter's counts over the period, newest day first, then by principal and operation. */
export async function readUsage(
  db: Kysely<Database>,
  meter: Meter,
  { from, to, principal }: UsagePeriod,
): Promise<Omit<UsageCount, 'meter'>[]> {
  const rows = await db
    .selectFrom('usage_counts')
    .select(['principal', 'day', 'operation', 'calls', 'credits'])
    .where('meter', '=', meter)
    .$if(from !== undefined, (q) => q.where('day', '>=', from!))
    .$if(to !== undefined, (q) => q.where('day', '<=', to!))
    .$if(principal !== undefined, (q) => q.where('principal', '=', principal!))
    .orderBy('day', 'desc')
    .orderBy('principal')
    .orderBy('operation')
    .execute();
  return rows.map((row) => ({ ...row, calls: Number(row.calls), credits: Number(row.credits) }));
}
