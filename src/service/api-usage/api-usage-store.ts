import type { Kysely } from 'kysely';
import type { ApiUsageQuery, ApiUsageReport, ApiUsageTotal } from '../../contract/api-usage';
import type { Database } from '../storage/schema';

/** API calls of one principal, UTC day (YYYY-MM-DD) and operation. */
export interface ApiUsageCount {
  principal: string;
  day: string;
  operation: string;
  calls: number;
}

/** Adds counted calls to the store; one row per principal, day and operation. */
export async function addApiUsage(db: Kysely<Database>, counts: readonly ApiUsageCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insertInto('api_usage')
    .values([...counts])
    .onConflict((conflict) =>
      conflict.columns(['principal', 'day', 'operation']).doUpdateSet((eb) => ({
        calls: eb('api_usage.calls', '+', eb.ref('excluded.calls')),
      })),
    )
    .execute();
}

/** Calls per principal, day and operation over the period (every day when none is given), and totals. */
export async function readApiUsage(db: Kysely<Database>, query: ApiUsageQuery): Promise<ApiUsageReport> {
  let select = db.selectFrom('api_usage').selectAll();
  if (query.from) select = select.where('day', '>=', query.from);
  if (query.to) select = select.where('day', '<=', query.to);
  if (query.principal) select = select.where('principal', '=', query.principal);
  const rows = (await select.orderBy('day', 'desc').orderBy('principal').orderBy('operation').execute()).map(
    (row) => ({ ...row, calls: Number(row.calls) }),
  );
  const totals = new Map<string, ApiUsageTotal>();
  for (const row of rows) {
    const total = totals.get(row.principal) ?? { principal: row.principal, calls: 0, lastDay: row.day };
    total.calls += row.calls;
    if (row.day > total.lastDay) total.lastDay = row.day;
    totals.set(row.principal, total);
  }
  return {
    rows,
    totals: [...totals.values()].sort((a, b) => b.calls - a.calls || a.principal.localeCompare(b.principal)),
  };
}
