import type { AddressUsageReport, BillableOperation } from '../../../contract/address-usage';

export interface PrincipalUsage {
  principal: string;
  calls: number;
  credits: number;
  /** Calls per billable operation. */
  callsBy: Record<BillableOperation, number>;
}

/** One line per principal, most credits first as the report's totals come, with its calls per operation. */
export function usageByPrincipal(report: AddressUsageReport): PrincipalUsage[] {
  return report.totals.map(({ principal, calls, credits }) => {
    const callsBy: Record<BillableOperation, number> = {
      validate: 0,
      retrieve: 0,
      emailValidate: 0,
      phoneValidate: 0,
    };
    for (const row of report.rows) if (row.principal === principal) callsBy[row.operation] += row.calls;
    return { principal, calls, credits, callsBy };
  });
}
