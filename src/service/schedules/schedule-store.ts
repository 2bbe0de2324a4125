import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JobInput } from '../../contract/jobs';
import type { ScheduleInput, ScheduleRun, ScheduleRunStatus } from '../../contract/schedules';
import { fromFlag, fromJson, toFlag, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { nextOccurrence } from './schedule-times';

/** A schedule as the scheduler reads it. */
export interface StoredSchedule {
  id: string;
  name: string;
  recordType: string;
  cron: string;
  timeZone: string;
  job: JobInput;
  enabled: boolean;
  /** Null while paused. */
  nextRunAt: string | null;
  createdBy: string;
  createdAt: string;
}

type ScheduleRow = Database['schedules'];

const scheduleOf = (row: ScheduleRow): StoredSchedule => ({
  id: row.id,
  name: row.name,
  recordType: row.record_type,
  cron: row.cron,
  timeZone: row.time_zone,
  job: fromJson<JobInput>(row.job, 'schedules.job'),
  enabled: fromFlag(row.enabled),
  nextRunAt: row.next_run_at,
  createdBy: row.created_by,
  createdAt: row.created_at,
});

/** Stores a new schedule, its first run the expression's next occurrence after `now` (none while paused). */
export async function createSchedule(
  db: Kysely<Database>,
  input: ScheduleInput,
  principal: string,
  now: Date,
): Promise<StoredSchedule> {
  const at = now.toISOString();
  const row: ScheduleRow = {
    id: randomUUID(),
    name: input.name,
    record_type: input.job.objectType,
    cron: input.cron,
    time_zone: input.timeZone,
    job: toJson(input.job),
    enabled: toFlag(input.enabled !== false),
    next_run_at: input.enabled === false ? null : (nextOccurrence(input, now)?.toISOString() ?? null),
    created_by: principal,
    created_at: at,
    updated_by: principal,
    updated_at: at,
  };
  await db.insertInto('schedules').values(row).execute();
  return scheduleOf(row);
}

/** Every schedule, by name. */
export async function listSchedules(db: Kysely<Database>): Promise<StoredSchedule[]> {
  const rows = await db.selectFrom('schedules').selectAll().orderBy('name').execute();
  return rows.map(scheduleOf);
}

/** The schedule with this id, if there is one. */
export async function findSchedule(db: Kysely<Database>, id: string): Promise<StoredSchedule | undefined> {
  const row = await db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst();
  return row && scheduleOf(row);
}

/** The schedule whose run is most overdue at `now`, if any is due. */
export async function dueSchedule(db: Kysely<Database>, now: Date): Promise<StoredSchedule | undefined> {
  const row = await db
    .selectFrom('schedules')
    .selectAll()
    .where('next_run_at', 'is not', null)
    .where('next_run_at', '<=', now.toISOString())
    .orderBy('next_run_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && scheduleOf(row);
}

/**
 * Takes up a due schedule's occurrence for this instance: moves its next run on past `now` (missed occurrences
 * fold into this one) and records the run, in one transaction. Answers the run's id, or undefined when another
 * instance took the occurrence first: the run is unique per schedule and occurrence, and the move only happens
 * while the next run is still the one read.
 */
export async function takeOccurrence(
  db: Kysely<Database>,
  schedule: StoredSchedule,
  now: Date,
): Promise<string | undefined> {
  const occurrence = schedule.nextRunAt!;
  const next = nextOccurrence(schedule, now)?.toISOString() ?? null;
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('schedules')
      .set({ next_run_at: next })
      .where('id', '=', schedule.id)
      .where('next_run_at', '=', occurrence)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return undefined;
    const id = randomUUID();
    await trx
      .insertInto('schedule_runs')
      .values({
        id,
        schedule_id: schedule.id,
        occurrence,
        fired_at: now.toISOString(),
        status: 'STARTED',
        job_id: null,
        reason: null,
      })
      .execute();
    return id;
  });
}

/** What became of a run: the job it started, or why it started none. */
export async function settleRun(
  db: Kysely<Database>,
  runId: string,
  outcome: { status: ScheduleRunStatus; jobId?: string; reason?: string },
): Promise<void> {
  await db
    .updateTable('schedule_runs')
    .set({ status: outcome.status, job_id: outcome.jobId ?? null, reason: outcome.reason ?? null })
    .where('id', '=', runId)
    .execute();
}

/** A schedule's runs, newest first. */
export async function listRuns(
  db: Kysely<Database>,
  scheduleId: string,
  limit = 100,
): Promise<ScheduleRun[]> {
  const rows = await db
    .selectFrom('schedule_runs')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .orderBy('fired_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    scheduleId: row.schedule_id,
    occurrence: row.occurrence,
    firedAt: row.fired_at,
    status: row.status as ScheduleRunStatus,
    jobId: row.job_id,
    reason: row.reason,
  }));
}

/** The job of the schedule's last run before `runId` that started one, to tell whether it is still going. */
export async function lastStartedJob(
  db: Kysely<Database>,
  scheduleId: string,
  runId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('schedule_runs')
    .select('job_id')
    .where('schedule_id', '=', scheduleId)
    .where('id', '!=', runId)
    .where('status', '=', 'STARTED')
    .where('job_id', 'is not', null)
    .orderBy('fired_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.job_id ?? undefined;
}
