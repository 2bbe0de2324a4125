import type { Kysely } from 'kysely';
import type { AddressUsageReport, BillableOperation } from '../../contract/address-usage';
import type { ApiUsageReport, ApiUsageTotal } from '../../contract/api-usage';
import type { Database } from '../storage/schema';
import { readUsage, type UsagePeriod } from './usage-store';

/** Billable validation calls and credits per principal, operation and day over the period, and totals by credits. */
export async function addressUsageReport(
  db: Kysely<Database>,
  period: UsagePeriod,
): Promise<AddressUsageReport> {
  const rows = (await readUsage(db, 'validation', period)).map((row) => ({
    ...row,
    operation: row.operation as BillableOperation,
  }));
  const totals = new Map<string, { principal: string; calls: number; credits: number }>();
  for (const row of rows) {
    const total = totals.get(row.principal) ?? { principal: row.principal, calls: 0, credits: 0 };
    total.calls += row.calls;
    total.credits += row.credits;
    totals.set(row.principal, total);
  }
  return {
    rows,
    totals: [...totals.values()].sort(
      (a, b) => b.credits - a.credits || a.principal.localeCompare(b.principal),
    ),
  };
}

/** API calls per principal, day and operation over the period, and totals by calls. */
export async function apiUsageReport(db: Kysely<Database>, period: UsagePeriod): Promise<ApiUsageReport> {
  const rows = (await readUsage(db, 'api', period)).map(({ principal, day, operation, calls }) => ({
    principal,
    day,
    operation,
    calls,
  }));
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
