import type { Kysely } from 'kysely';
import type {
  AdminFigures,
  DashboardSummary,
  DuplicateRatePoint,
  LastJob,
  OpenReviewCount,
  RecordCount,
  ValidationDay,
  WeeklyActivity,
} from '../../contract/dashboard';
import type { JobStatus } from '../../contract/jobs';
import { indexBuildReport } from '../index-builds/index-build-report';
import { listIndexBuilds } from '../index-builds/index-build-store';
import type { LiveIndex } from '../match-index/live-index';
import type { RecordTypeStore } from '../records/record-type-store';
import { openItemCounts } from '../review/review-queue-store';
import type { Database } from '../storage/schema';
import { readUsage } from '../usage/usage-store';

export interface DashboardDependencies {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
  /** The match index, which holds every record: the counts per type without counting rows. */
  index: Pick<LiveIndex, 'current'>;
}

/** Records per type as the match index holds them, types without records left out. */
async function recordCounts(index: DashboardDependencies['index']): Promise<RecordCount[]> {
  const live = await index.current();
  return live.matching.recordTypes
    .map((objectType) => ({ objectType, records: live.indexOf(objectType).size }))
    .filter(({ records }) => records > 0)
    .sort((a, b) => b.records - a.records || a.objectType.localeCompare(b.objectType));
}

export const DEFAULT_WEEKS = 12;
const VALIDATION_DAYS = 30;
const DAY_MS = 86_400_000;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Monday, UTC, of the week `weeksBack` weeks before the one `now` is in. */
function mondayOf(now: Date, weeksBack: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return dayOf(today - (sinceMonday + 7 * weeksBack) * DAY_MS);
}

/** Every day from `first` to `last`, both included. */
function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${first}T00:00:00Z`); dayOf(time) <= last; time += DAY_MS)
    days.push(dayOf(time));
  return days;
}

async function openReview(deps: DashboardDependencies): Promise<OpenReviewCount[]> {
  const counts = await Promise.all(
    deps.recordTypes
      .all()
      .map(async (type) =>
        (await openItemCounts(deps.db, type.name)).map((count) => ({ objectType: type.name, ...count })),
      ),
  );
  return counts.flat().sort((a, b) => b.open - a.open || a.objectType.localeCompare(b.objectType));
}

async function weeklyActivity(
  db: Kysely<Database>,
  firstMonday: string,
  weeks: number,
): Promise<WeeklyActivity[]> {
  const rows = await db
    .selectFrom('activity_counts')
    .select(['day', 'action', (eb) => eb.fn.sum<number | string>('count').as('count')])
    .where('day', '>=', firstMonday)
    .groupBy(['day', 'action'])
    .execute();
  const activity = Array.from({ length: weeks }, (_, index) => ({
    week: dayOf(Date.parse(`${firstMonday}T00:00:00Z`) + index * 7 * DAY_MS),
    merges: 0,
    undos: 0,
    decisions: 0,
  }));
  const column = { MERGE: 'merges', UNDO_MERGE: 'undos', NOT_DUPLICATE: 'decisions' } as const;
  for (const row of rows) {
    const week = Math.floor(
      (Date.parse(`${row.day}T00:00:00Z`) - Date.parse(`${firstMonday}T00:00:00Z`)) / (7 * DAY_MS),
    );
    const key = column[row.action as keyof typeof column];
    if (key && activity[week]) activity[week][key] += Number(row.count);
  }
  return activity;
}

async function duplicateRates(db: Kysely<Database>, since: string): Promise<DuplicateRatePoint[]> {
  const rows = await db
    .selectFrom('duplicate_jobs')
    .select(['id', 'record_type', 'finished_at', 'records_total', 'grouped_records'])
    .where('status', '=', 'DONE')
    .where('cross_object_type', 'is', null)
    .where('finished_at', '>=', since)
    .orderBy('finished_at')
    .execute();
  return rows.map((row) => {
    const recordsInGroups = Number(row.grouped_records ?? 0);
    const records = Number(row.records_total);
    return {
      objectType: row.record_type,
      jobId: row.id,
      finishedAt: row.finished_at!,
      records,
      recordsInGroups,
      rate: records === 0 ? 0 : recordsInGroups / records,
    };
  });
}

async function lastJobs(db: Kysely<Database>): Promise<LastJob[]> {
  const rows = await db
    .selectFrom('duplicate_jobs as j')
    .select(['id', 'record_type', 'cross_object_type', 'status', 'created_at', 'finished_at', 'group_count'])
    .where(({ eb, selectFrom }) =>
      eb(
        'created_at',
        '=',
        selectFrom('duplicate_jobs as newer')
          .select((inner) => inner.fn.max('newer.created_at').as('newest'))
          .whereRef('newer.record_type', '=', 'j.record_type'),
      ),
    )
    .orderBy('record_type')
    .execute();
  const newest = new Map<string, LastJob>();
  for (const row of rows)
    if (!newest.has(row.record_type))
      newest.set(row.record_type, {
        objectType: row.record_type,
        jobId: row.id,
        crossObjectType: row.cross_object_type,
        status: row.status as JobStatus,
        createdAt: row.created_at,
        finishedAt: row.finished_at,
        groupCount: row.group_count === null ? null : Number(row.group_count),
      });
  return [...newest.values()];
}

async function validations(db: Kysely<Database>, first: string, last: string): Promise<ValidationDay[]> {
  const rows = await readUsage(db, 'validation', { from: first, to: last });
  const byDay = new Map(daysFrom(first, last).map((day) => [day, { day, address: 0, email: 0, phone: 0 }]));
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    if (row.operation === 'emailValidate') day.email += row.calls;
    else if (row.operation === 'phoneValidate') day.phone += row.calls;
    else day.address += row.calls;
  }
  return [...byDay.values()];
}

async function adminFigures(db: Kysely<Database>, first: string, last: string): Promise<AdminFigures> {
  const [builds, seats, usage] = await Promise.all([
    listIndexBuilds(db),
    db
      .selectFrom('licence_seats')
      .select((eb) => eb.fn.countAll<number | string>().as('seats'))
      .executeTakeFirst(),
    readUsage(db, 'api', { from: first, to: last }),
  ]);
  const calls = new Map(daysFrom(first, last).map((day) => [day, 0]));
  for (const row of usage) if (calls.has(row.day)) calls.set(row.day, calls.get(row.day)! + row.calls);
  return {
    indexBuilds: builds.map(indexBuildReport),
    licencesInUse: Number(seats?.seats ?? 0),
    apiCalls: [...calls].map(([day, count]) => ({ day, calls: count })),
  };
}

/**
 * The state of the data at a glance. Every figure is read from what was kept as it happened (steward actions per
 * day, each job's records in groups, the usage counters) or counted over an index of open items: nothing scans the
 * records, so it stays cheap however many there are.
 */
export async function readDashboard(
  deps: DashboardDependencies,
  options: { weeks: number; admin: boolean; now?: Date },
): Promise<DashboardSummary> {
  const now = options.now ?? new Date();
  const firstMonday = mondayOf(now, options.weeks - 1);
  const today = dayOf(now.getTime());
  const firstDay = dayOf(Date.parse(`${today}T00:00:00Z`) - (VALIDATION_DAYS - 1) * DAY_MS);
  const [counts, open, activity, rates, jobs, validated, admin] = await Promise.all([
    recordCounts(deps.index),
    openReview(deps),
    weeklyActivity(deps.db, firstMonday, options.weeks),
    duplicateRates(deps.db, firstMonday),
    lastJobs(deps.db),
    validations(deps.db, firstDay, today),
    options.admin ? adminFigures(deps.db, firstDay, today) : null,
  ]);
  return {
    recordCounts: counts,
    openReview: open,
    activity,
    duplicateRates: rates,
    lastJobs: jobs,
    validations: validated,
    admin,
  };
}
