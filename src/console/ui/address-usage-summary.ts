import type { AddressUsageReport, AddressUsageRow, BillableOperation } from '../../contract/address-usage';

/** A principal's billable calls and credits, over one day or a whole period. */
export interface PrincipalUsage {
  principal: string;
  /** Address validations. */
  validations: number;
  retrievals: number;
  emailValidations: number;
  phoneValidations: number;
  credits: number;
}

/** One principal's billable calls and credits on one day. */
export interface PrincipalDay extends PrincipalUsage {
  day: string;
}

const COUNT_OF: Record<
  BillableOperation,
  'validations' | 'retrievals' | 'emailValidations' | 'phoneValidations'
> = {
  validate: 'validations',
  retrieve: 'retrievals',
  emailValidate: 'emailValidations',
  phoneValidate: 'phoneValidations',
};

const NOTHING = { validations: 0, retrievals: 0, emailValidations: 0, phoneValidations: 0, credits: 0 };

/** The report's rows added up into one line per key, each line begun by `lineOf` with its first row. */
function addUp<Line extends PrincipalUsage>(
  rows: readonly AddressUsageRow[],
  keyOf: (row: AddressUsageRow) => string,
  lineOf: (row: AddressUsageRow) => Line,
): Line[] {
  const lines = new Map<string, Line>();
  for (const row of rows) {
    const key = keyOf(row);
    const line = lines.get(key) ?? lineOf(row);
    line[COUNT_OF[row.operation]] += row.calls;
    line.credits += row.credits;
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** Per principal and day, newest day first, then by principal, as the report's rows per operation come. */
export const usageByPrincipalAndDay = (report: AddressUsageReport): PrincipalDay[] =>
  addUp(
    report.rows,
    (row) => `${row.day}\u0000${row.principal}`,
    ({ day, principal }) => ({ day, principal, ...NOTHING }),
  ).sort((a, b) => b.day.localeCompare(a.day) || a.principal.localeCompare(b.principal));

/** One line per principal over the whole period, most credits first as the report's totals come. */
export function usageByPrincipal(report: AddressUsageReport): PrincipalUsage[] {
  const lines = new Map(
    addUp(
      report.rows,
      (row) => row.principal,
      ({ principal }) => ({ principal, ...NOTHING }),
    ).map((line) => [line.principal, line]),
  );
  return report.totals.map(({ principal, credits }) => ({
    ...(lines.get(principal) ?? { principal, ...NOTHING }),
    credits,
  }));
}
