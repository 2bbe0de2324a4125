import type { Kysely } from 'kysely';
import type {
  AddressUsageQuery,
  AddressUsageReport,
  BillableOperation,
} from '../../../contract/address-usage';
import type { Database } from '../../storage/schema';

/** Credits of a billable call: one, and four more for a geocode (as the original charges). */
export const creditsOf = (geocode: boolean | undefined) => (geocode ? 5 : 1);

/** Billable calls of one principal, operation and UTC day (YYYY-MM-DD), and their credits. */
export interface UsageCount {
  principal: string;
  operation: BillableOperation;
  day: string;
  calls: number;
  credits: number;
}

/** Adds counted calls to the store; one row per principal, operation and day. */
export async function addUsage(db: Kysely<Database>, counts: readonly UsageCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insertInto('address_usage')
    .values([...counts])
    .onConflict((conflict) =>
      conflict.columns(['principal', 'operation', 'day']).doUpdateSet((eb) => ({
        calls: eb('address_usage.calls', '+', eb.ref('excluded.calls')),
        credits: eb('address_usage.credits', '+', eb.ref('excluded.credits')),
      })),
    )
    .execute();
}

export async function readUsage(db: Kysely<Database>, query: AddressUsageQuery): Promise<AddressUsageReport> {
  let select = db.selectFrom('address_usage').selectAll();
  if (query.from) select = select.where('day', '>=', query.from);
  if (query.to) select = select.where('day', '<=', query.to);
  if (query.principal) select = select.where('principal', '=', query.principal);
  const rows = await select.orderBy('day', 'desc').orderBy('principal').orderBy('operation').execute();
  const totals = new Map<string, { principal: string; calls: number; credits: number }>();
  const typed = rows.map((row) => ({
    ...row,
    operation: row.operation as BillableOperation,
    calls: Number(row.calls),
    credits: Number(row.credits),
  }));
  for (const row of typed) {
    const total = totals.get(row.principal) ?? { principal: row.principal, calls: 0, credits: 0 };
    total.calls += row.calls;
    total.credits += row.credits;
    totals.set(row.principal, total);
  }
  return {
    rows: typed,
    totals: [...totals.values()].sort(
      (a, b) => b.credits - a.credits || a.principal.localeCompare(b.principal),
    ),
  };
}
