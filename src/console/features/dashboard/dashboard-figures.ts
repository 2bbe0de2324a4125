import type {
  DuplicateRatePoint,
  OpenReviewCount,
  ValidationDay,
  WeeklyActivity,
} from '../../../contract/dashboard';
import type { ReviewSource } from '../../../contract/review-queue';
import { formatDate } from '../../ui/format-date-time';

const DAY_MS = 86_400_000;

/** A record type's name as people read it, e.g. "Leads" for `Lead`. */
export type TypeLabel = (objectType: string) => string;

export const count = (value: number) => value.toLocaleString('en');

export const percentText = (rate: number) => `${(rate * 100).toFixed(1)} %`;

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A calendar day short enough for an axis tick ("3 Nov"); bars of twelve weeks must fit a phone. */
export const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));

export interface OpenOfType {
  objectType: string;
  job: number;
  upsert: number;
  /** Pairs file imports logged. */
  import: number;
  total: number;
}

const SOURCE_KEYS = { JOB: 'job', UPSERT: 'upsert', IMPORT: 'import' } as const satisfies Record<
  ReviewSource,
  keyof OpenOfType
>;

export interface OldestOpen {
  objectType: string;
  source: ReviewSource;
  detectedAt: string;
}

export interface OpenReviewSummary {
  total: number;
  /** Types with open items, the most first. */
  byType: OpenOfType[];
  oldest: OldestOpen | null;
}

/** What is left to review: in all, per record type split by source, and the item waiting longest. */
export function openReviewSummary(counts: readonly OpenReviewCount[]): OpenReviewSummary {
  const byType = new Map<string, OpenOfType>();
  let oldest: OldestOpen | null = null;
  for (const { objectType, source, open, oldestDetectedAt } of counts) {
    if (open === 0) continue;
    const line = byType.get(objectType) ?? { objectType, job: 0, upsert: 0, import: 0, total: 0 };
    line[SOURCE_KEYS[source]] += open;
    line.total += open;
    byType.set(objectType, line);
    if (oldestDetectedAt && (!oldest || Date.parse(oldestDetectedAt) < Date.parse(oldest.detectedAt)))
      oldest = { objectType, source, detectedAt: oldestDetectedAt };
  }
  const types = [...byType.values()].sort(
    (a, b) => b.total - a.total || a.objectType.localeCompare(b.objectType),
  );
  return { total: types.reduce((sum, line) => sum + line.total, 0), byType: types, oldest };
}

/** How long an item has waited, in whole days: "open for 3 days". */
export function openForText(since: string, now: Date): string {
  const days = Math.floor((now.getTime() - Date.parse(since)) / DAY_MS);
  if (!(days >= 1)) return 'open for less than a day';
  return `open for ${count(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** The first and last day of the week starting on `monday`, as the audit trail's day filters take them. */
export function weekDays(monday: string): { from: string; to: string } {
  const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * DAY_MS);
  return { from: monday, to: sunday.toISOString().slice(0, 10) };
}

/** The newest finished job's point of each record type, by type. */
export function latestRates(points: readonly DuplicateRatePoint[]): DuplicateRatePoint[] {
  const latest = new Map<string, DuplicateRatePoint>();
  for (const point of points) {
    const known = latest.get(point.objectType);
    if (!known || Date.parse(point.finishedAt) >= Date.parse(known.finishedAt))
      latest.set(point.objectType, point);
  }
  return [...latest.values()].sort((a, b) => a.objectType.localeCompare(b.objectType));
}

/** Whether times lie a day or more apart, so an axis of them reads best in days rather than hours. */
export const spansDays = (times: readonly Date[]) =>
  times.length > 1 && times.at(-1)!.getTime() - times[0]!.getTime() >= DAY_MS;

export interface RateSeries {
  /** Every job's finishing time, oldest first: the line chart's shared x axis. */
  times: Date[];
  /** Per record type, its rate at each time, null where another type's job finished. */
  series: { objectType: string; rates: (number | null)[] }[];
}

/** The rates on one time axis, one line per type, as a line chart needs them. */
export function rateSeries(points: readonly DuplicateRatePoint[]): RateSeries {
  const times = [...new Set(points.map((point) => Date.parse(point.finishedAt)))].sort((a, b) => a - b);
  const column = new Map(times.map((time, index) => [time, index]));
  const rates = new Map<string, (number | null)[]>();
  for (const point of points) {
    const line = rates.get(point.objectType) ?? times.map(() => null);
    line[column.get(Date.parse(point.finishedAt))!] = point.rate;
    rates.set(point.objectType, line);
  }
  return {
    times: times.map((time) => new Date(time)),
    series: [...rates]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([objectType, line]) => ({ objectType, rates: line })),
  };
}

/** A count with the word it takes: "1 decision", "2 decisions". */
export const plural = (amount: number, one: string, many: string) =>
  `${count(amount)} ${amount === 1 ? one : many}`;

/** The bar chart of steward activity in words, for those who cannot see it. */
export function activitySummary(activity: readonly WeeklyActivity[]): string {
  const sum = (key: 'merges' | 'undos' | 'decisions') =>
    activity.reduce((total, week) => total + week[key], 0);
  const busiest = activity.reduce<WeeklyActivity | undefined>(
    (best, week) => (week.merges > (best?.merges ?? 0) ? week : best),
    undefined,
  );
  const totals = `Over the last ${plural(activity.length, 'week', 'weeks')}: ${plural(sum('merges'), 'merge', 'merges')}, ${plural(sum('undos'), 'merge', 'merges')} undone and ${plural(sum('decisions'), 'not-a-duplicate decision', 'not-a-duplicate decisions')}.`;
  return busiest
    ? `${totals} Most merges in the week of ${formatDate(busiest.week)} (${count(busiest.merges)}).`
    : totals;
}

/** The line chart of duplicate rates in words: each type's latest rate and the one before it. */
export function rateSummary(points: readonly DuplicateRatePoint[], labelOf: TypeLabel): string {
  const parts = latestRates(points).map((latest) => {
    const earlier = points.filter(
      (point) => point.objectType === latest.objectType && point.jobId !== latest.jobId,
    );
    const before = earlier.at(-1);
    const trend = before ? `, ${percentText(before.rate)} the job before` : '';
    return `${labelOf(latest.objectType)} ${percentText(latest.rate)} on ${formatDate(latest.finishedAt)}${trend}`;
  });
  return `Latest duplicate rate: ${parts.join('; ')}.`;
}

export interface ValidationTotals {
  address: number;
  email: number;
  phone: number;
}

export function validationTotals(days: readonly ValidationDay[]): ValidationTotals {
  return days.reduce(
    (total, day) => ({
      address: total.address + day.address,
      email: total.email + day.email,
      phone: total.phone + day.phone,
    }),
    { address: 0, email: 0, phone: 0 },
  );
}

/** A series of amounts per day in words: the sum and the busiest day. */
export function dailySummary(days: readonly { day: string; amount: number }[], unit: string): string {
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const busiest = days.reduce((best, day) => (day.amount > best.amount ? day : best), days[0]!);
  return `${count(total)} ${unit} over the last ${plural(days.length, 'day', 'days')}, most on ${formatDate(busiest.day)} (${count(busiest.amount)}).`;
}
