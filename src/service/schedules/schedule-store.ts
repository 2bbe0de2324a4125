import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FieldChange } from '../../contract/audit';
import type { JobInput, JobStatus } from '../../contract/jobs';
import type { ScheduleInput, ScheduleRun, ScheduleRunStatus, ScheduleScope } from '../../contract/schedules';
import { recordAuditEvent } from '../audit/audit-store';
import { fromFlag, fromJson, toFlag, toJson } from '../storage/json-column';
import { inTransaction } from '../storage/in-transaction';
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
  scope: ScheduleScope;
  /** Null while paused. */
  nextRunAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

/** Who changes a schedule, through which request: the audit trail names both. */
export interface ScheduleActor {
  principal: string;
  endpoint: string;
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
  scope: row.scope as ScheduleScope,
  nextRunAt: row.next_run_at,
  createdBy: row.created_by,
  createdAt: row.created_at,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at,
});

/** A schedule's scope as given, or its default: incremental, but every record for a cross-object job. */
export const scopeOf = (input: ScheduleInput): ScheduleScope =>
  input.scope ?? (input.job.crossObjectType === undefined ? 'CHANGED' : 'ALL');

/** The settings a steward gives, as stored; the next run is the next occurrence after `now` (none while paused). */
const settingsOf = (input: ScheduleInput, now: Date) => ({
  name: input.name,
  record_type: input.job.objectType,
  cron: input.cron,
  time_zone: input.timeZone,
  job: toJson(input.job),
  enabled: toFlag(input.enabled !== false),
  scope: scopeOf(input),
  next_run_at: input.enabled === false ? null : (nextOccurrence(input, now)?.toISOString() ?? null),
});

/**
 * A schedule's settings as a steward sets them, stored or as given: what an audit lists as changed and what tells a
 * configuration import whether it changes a stored schedule.
 */
export const scheduleSettings = (schedule: ScheduleInput | StoredSchedule) => ({
  name: schedule.name,
  cron: schedule.cron,
  timeZone: schedule.timeZone,
  enabled: schedule.enabled !== false,
  scope: 'recordType' in schedule ? schedule.scope : scopeOf(schedule),
  job: toJson(schedule.job),
});

/** The settings that differ between two versions of a schedule, as the audit trail lists them. */
function settingChanges(before: StoredSchedule | undefined, after: StoredSchedule): FieldChange[] {
  const is = scheduleSettings(after);
  const fields = Object.keys(is) as (keyof typeof is)[];
  const was = before ? scheduleSettings(before) : undefined;
  return fields
    .filter((field) => was?.[field] !== is[field])
    .map((field) => ({ field, before: was?.[field] ?? null, after: is[field] }));
}

async function auditSchedule(
  db: Kysely<Database>,
  action: 'SCHEDULE_CREATED' | 'SCHEDULE_CHANGED' | 'SCHEDULE_DELETED',
  schedule: StoredSchedule,
  changes: FieldChange[],
  actor: ScheduleActor,
  at: string,
) {
  await recordAuditEvent(db, {
    at,
    principal: actor.principal,
    endpoint: actor.endpoint,
    action,
    objectType: schedule.recordType,
    recordId15: null,
    changes,
    match: null,
    detail: { otherRecordIds15: [], schedule: { id: schedule.id, name: schedule.name } },
  });
}

/** Stores a new schedule, audited; its name is unique whatever its case (a race meets the unique index). */
export async function createSchedule(
  db: Kysely<Database>,
  input: ScheduleInput,
  actor: ScheduleActor,
  now: Date,
): Promise<StoredSchedule> {
  const at = now.toISOString();
  const row: ScheduleRow = {
    id: randomUUID(),
    ...settingsOf(input, now),
    created_by: actor.principal,
    created_at: at,
    updated_by: actor.principal,
    updated_at: at,
  };
  const schedule = scheduleOf(row);
  await inTransaction(db, async (trx) => {
    await trx.insertInto('schedules').values(row).execute();
    await auditSchedule(trx, 'SCHEDULE_CREATED', schedule, settingChanges(undefined, schedule), actor, at);
  });
  return schedule;
}

/**
 * Replaces a schedule's settings, audited by what changed. Its next run is counted again from `now`: a schedule
 * resumed after a pause runs at its next time, not for the times it was paused.
 */
export async function updateSchedule(
  db: Kysely<Database>,
  before: StoredSchedule,
  input: ScheduleInput,
  actor: ScheduleActor,
  now: Date,
): Promise<StoredSchedule> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('schedules')
      .set({ ...settingsOf(input, now), updated_by: actor.principal, updated_at: at })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const schedule = scheduleOf(row);
    const changes = settingChanges(before, schedule);
    if (changes.length > 0) await auditSchedule(trx, 'SCHEDULE_CHANGED', schedule, changes, actor, at);
    return schedule;
  });
}

/** Deletes a schedule and its history of runs, audited; the jobs it started stay. */
export async function deleteSchedule(
  db: Kysely<Database>,
  schedule: StoredSchedule,
  actor: ScheduleActor,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('schedule_runs').where('schedule_id', '=', schedule.id).execute();
    await trx.deleteFrom('schedules').where('id', '=', schedule.id).execute();
    await auditSchedule(trx, 'SCHEDULE_DELETED', schedule, [], actor, now.toISOString());
  });
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

/** The schedule with this name, whatever its case, if there is one. */
export async function scheduleNamed(db: Kysely<Database>, name: string): Promise<StoredSchedule | undefined> {
  const row = await db
    .selectFrom('schedules')
    .selectAll()
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
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

const newRun = (scheduleId: string, occurrence: string, now: Date, byHand: boolean) => ({
  id: randomUUID(),
  schedule_id: scheduleId,
  occurrence,
  fired_at: now.toISOString(),
  status: 'STARTED',
  job_id: null,
  reason: null,
  by_hand: toFlag(byHand),
});

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
    const run = newRun(schedule.id, occurrence, now, false);
    await trx.insertInto('schedule_runs').values(run).execute();
    return run.id;
  });
}

/** Records a run a steward started by hand, due now; the schedule's own next run stays as it was. */
export async function takeRunByHand(
  db: Kysely<Database>,
  schedule: StoredSchedule,
  now: Date,
): Promise<string> {
  const run = newRun(schedule.id, now.toISOString(), now, true);
  await db.insertInto('schedule_runs').values(run).execute();
  return run.id;
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

/** Runs with the figures of the jobs they started, newest first. */
function runsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('schedule_runs as r')
    .leftJoin('duplicate_jobs as j', 'j.id', 'r.job_id')
    .select([
      'r.id',
      'r.schedule_id',
      'r.occurrence',
      'r.fired_at',
      'r.by_hand',
      'r.status',
      'r.job_id',
      'r.reason',
      'j.status as job_status',
      'j.changed_since',
      'j.records_total',
      'j.group_count',
      'j.finished_at',
    ])
    .orderBy('r.fired_at', 'desc')
    .orderBy('r.id', 'desc');
}

type RunRow = Awaited<ReturnType<ReturnType<typeof runsQuery>['execute']>>[number];

const runOf = (row: RunRow): ScheduleRun => ({
  id: row.id,
  scheduleId: row.schedule_id,
  occurrence: row.occurrence,
  firedAt: row.fired_at,
  byHand: fromFlag(row.by_hand),
  status: row.status as ScheduleRunStatus,
  jobId: row.job_id,
  job:
    row.job_status === null
      ? null
      : {
          status: row.job_status as JobStatus,
          changedSince: row.changed_since,
          recordsSearched: Number(row.records_total ?? 0),
          groupCount: row.group_count,
          finishedAt: row.finished_at,
        },
  reason: row.reason,
});

/** A schedule's runs, newest first. */
export async function listRuns(
  db: Kysely<Database>,
  scheduleId: string,
  limit = 100,
): Promise<ScheduleRun[]> {
  const rows = await runsQuery(db).where('r.schedule_id', '=', scheduleId).limit(limit).execute();
  return rows.map(runOf);
}

/** Each schedule's latest run, by schedule id, in one query however many schedules there are. */
export async function latestRuns(db: Kysely<Database>): Promise<Map<string, ScheduleRun>> {
  const rows = await runsQuery(db)
    .where('r.id', '=', (eb) =>
      eb
        .selectFrom('schedule_runs as latest')
        .select('latest.id')
        .whereRef('latest.schedule_id', '=', 'r.schedule_id')
        .orderBy('latest.fired_at', 'desc')
        .orderBy('latest.id', 'desc')
        .limit(1),
    )
    .execute();
  return new Map(rows.map((row) => [row.schedule_id, runOf(row)]));
}

/** The run with this id, with its job's figures. */
export async function findRun(db: Kysely<Database>, runId: string): Promise<ScheduleRun | undefined> {
  const row = await runsQuery(db).where('r.id', '=', runId).executeTakeFirst();
  return row && runOf(row);
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

/**
 * Where an incremental run of the schedule starts: when the job of its last run that ended was created (the
 * records it searched were read then, so a record changed since is searched again). Undefined before any ended:
 * the first run searches every record.
 */
export async function incrementalSince(
  db: Kysely<Database>,
  scheduleId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('schedule_runs as r')
    .innerJoin('duplicate_jobs as j', 'j.id', 'r.job_id')
    .select('j.created_at')
    .where('r.schedule_id', '=', scheduleId)
    .where('j.status', '=', 'DONE')
    .orderBy('j.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** How a run of a schedule ended, for the alerts: its job's outcome and how many groups its auto-merge merged. */
export interface RunOutcome {
  schedule: { id: string; name: string; recordType: string };
  runId: string;
  firedAt: string;
  /** STARTED or FAILED: runs skipped are left out. */
  status: ScheduleRunStatus;
  reason: string | null;
  jobId: string | null;
  jobStatus: JobStatus | null;
  jobError: string | null;
  /** The groups its auto-merge set out to merge; null for a job without one, or before its batch is made. */
  autoMerged: number | null;
}

/** The runs fired since `since` that were not skipped, newest first, with their jobs' outcomes. */
export async function runOutcomes(db: Kysely<Database>, since: string): Promise<RunOutcome[]> {
  const rows = await db
    .selectFrom('schedule_runs as r')
    .innerJoin('schedules as s', 's.id', 'r.schedule_id')
    .leftJoin('duplicate_jobs as j', 'j.id', 'r.job_id')
    .leftJoin('review_batches as b', 'b.id', 'j.auto_merge_batch')
    .select([
      's.id as schedule_id',
      's.name',
      's.record_type',
      'r.id',
      'r.fired_at',
      'r.status',
      'r.reason',
      'r.job_id',
      'j.status as job_status',
      'j.error',
      'j.auto_merge',
      'b.total',
    ])
    .where('r.fired_at', '>=', since)
    .where('r.status', '!=', 'SKIPPED')
    .orderBy('r.fired_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((row) => ({
    schedule: { id: row.schedule_id, name: row.name, recordType: row.record_type },
    runId: row.id,
    firedAt: row.fired_at,
    status: row.status as ScheduleRunStatus,
    reason: row.reason,
    jobId: row.job_id,
    jobStatus: row.job_status as JobStatus | null,
    jobError: row.error,
    autoMerged: row.auto_merge === null || row.total === null ? null : Number(row.total),
  }));
}
