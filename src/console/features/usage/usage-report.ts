import type { AddressUsageQuery, AddressUsageReport } from '../../../contract/address-usage';
import type { ApiUsageReport } from '../../../contract/api-usage';
import { isCalendarDate } from '../../../contract/field-values';
import { usageByPrincipalAndDay } from '../../ui/address-usage-summary';

/** One day of a chart: its amount, and each principal's share of it in the order of the period's totals. */
export interface BarDay {
  day: string;
  amount: number;
  shares: { principal: string; amount: number }[];
}

/** Lines per principal and day (newest day first) as one bar a day, split by principal in `order`. */
function barsByDay<Line extends { day: string; principal: string }>(
  lines: readonly Line[],
  amountOf: (line: Line) => number,
  order: readonly string[],
): BarDay[] {
  const days = new Map<string, Line[]>();
  for (const line of lines) days.set(line.day, [...(days.get(line.day) ?? []), line]);
  return [...days].map(([day, ofDay]) => ({
    day,
    amount: ofDay.reduce((sum, line) => sum + amountOf(line), 0),
    shares: ofDay
      .map((line) => ({ principal: line.principal, amount: amountOf(line) }))
      .sort((a, b) => order.indexOf(a.principal) - order.indexOf(b.principal)),
  }));
}

/** The credits of each day with spending, newest first. */
export const creditsByDay = (report: AddressUsageReport): BarDay[] =>
  barsByDay(
    usageByPrincipalAndDay(report),
    (line) => line.credits,
    report.totals.map((total) => total.principal),
  );

/** The API calls of each day with calls, newest first. */
export const callsByDay = (report: ApiUsageReport): BarDay[] =>
  barsByDay(
    apiCallsByPrincipalAndDay(report),
    (line) => line.calls,
    report.totals.map((total) => total.principal),
  );

/** How much of the widest bar a value fills, in percent. */
export const barPercent = (value: number, widest: number): number =>
  widest > 0 ? (100 * value) / widest : 0;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period the page shows, as its form holds it: days as yyyy-mm-dd, no principal as empty text. */
export interface UsagePeriodValues {
  from: string;
  to: string;
  principal: string;
}

/**
 * The period a page address asks for (`?from=&to=&principal=`). An empty day sets no limit; a missing one, or one
 * that is no real date (typed into the address by hand), is that end of the last 30 UTC days, as when the page is
 * first opened.
 */
export function periodOf(params: Pick<URLSearchParams, 'get'>, now: Date): UsagePeriodValues {
  const day = (name: string, fallback: string) => {
    const given = params.get(name);
    if (given === null) return fallback;
    return given === '' || isCalendarDate(given) ? given : fallback;
  };
  return {
    from: day('from', isoDay(now.getTime() - 29 * DAY_MS)),
    to: day('to', isoDay(now.getTime())),
    principal: params.get('principal')?.trim() ?? '',
  };
}

/** The report's query for a period: what is empty asks for no limit. */
export const usageQueryOf = (period: UsagePeriodValues): AddressUsageQuery => ({
  from: period.from || undefined,
  to: period.to || undefined,
  principal: period.principal.trim() || undefined,
});

/** What is wrong with a period, if anything: both ends are days as the service reads them (UTC). */
export function periodProblem(from: string, to: string): string | undefined {
  return from !== '' && to !== '' && from > to ? 'The first day comes after the last day.' : undefined;
}

/** One principal's API calls on one day, and the operation they called most. */
export interface ApiCallDay {
  day: string;
  principal: string;
  calls: number;
  busiestOperation: string;
}

/** API calls per principal and day, newest day first, then by principal. */
export function apiCallsByPrincipalAndDay(report: ApiUsageReport): ApiCallDay[] {
  const lines = new Map<string, ApiCallDay & { busiestCalls: number }>();
  for (const row of report.rows) {
    const key = `${row.day}\u0000${row.principal}`;
    const line = lines.get(key) ?? {
      day: row.day,
      principal: row.principal,
      calls: 0,
      busiestOperation: row.operation,
      busiestCalls: 0,
    };
    line.calls += row.calls;
    if (row.calls > line.busiestCalls) {
      line.busiestOperation = row.operation;
      line.busiestCalls = row.calls;
    }
    lines.set(key, line);
  }
  return [...lines.values()]
    .map(({ busiestCalls: _calls, ...line }) => line)
    .sort((a, b) => b.day.localeCompare(a.day) || a.principal.localeCompare(b.principal));
}
