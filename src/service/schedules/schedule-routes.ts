import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '../../contract/api-paths';
import {
  Schedule,
  ScheduleIdParameter,
  ScheduleInput,
  ScheduleList,
  ScheduleRun,
  ScheduleRunList,
  ScheduleTimes,
  ScheduleTimesInput,
} from '../../contract/schedules';
import type { AutoMergeRehearsal } from '../../contract/auto-merge-rehearsal';
import type { JobInput } from '../../contract/jobs';
import { auditConfirmedAutoMerge, checkAutoMerge } from '../auto-merge/auto-merge-confirmation';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import { InputProblem } from '../input/input-problem';
import { planJob } from '../jobs/job-plan';
import type { LiveIndex } from '../match-index/live-index';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';
import { isUniqueViolation } from '../storage/unique-violation';
import { startScheduledRun } from './scheduled-run';
import { Scheduler } from './scheduler';
import {
  createSchedule,
  deleteSchedule,
  findRun,
  findSchedule,
  latestRuns,
  listRuns,
  listSchedules,
  scheduleNamed,
  takeRunByHand,
  updateSchedule,
  type ScheduleActor,
  type StoredSchedule,
} from './schedule-store';
import { nextOccurrences, scheduleTimesProblem, scheduleTimesText } from './schedule-times';

const errors = errorResponses(400, 401, 403, 404);

/** Occurrences a schedule lists ahead, for a steward to check the expression says what they meant. */
const AHEAD = 5;

/** When a schedule's times fall, in words and as the next few dates. */
const timesOut = (times: ScheduleTimesInput, now: Date): ScheduleTimes => ({
  description: scheduleTimesText(times),
  nextOccurrences: nextOccurrences(times, now, AHEAD).map((date) => date.toISOString()),
});

const scheduleOut = (schedule: StoredSchedule, lastRun: ScheduleRun | null, now: Date): Schedule => ({
  id: schedule.id,
  name: schedule.name,
  cron: schedule.cron,
  timeZone: schedule.timeZone,
  job: schedule.job,
  enabled: schedule.enabled,
  scope: schedule.scope,
  nextRunAt: schedule.nextRunAt,
  // A paused schedule has no times ahead: only its expression in words.
  ...(schedule.enabled
    ? timesOut(schedule, now)
    : { description: scheduleTimesText(schedule), nextOccurrences: [] }),
  lastRun,
  createdBy: schedule.createdBy,
  createdAt: schedule.createdAt,
  updatedBy: schedule.updatedBy,
  updatedAt: schedule.updatedAt,
});

/** Whether two jobs merge alike: the same auto-merge, its confirmation aside, of the same type and scenarios. */
const sameAutoMerge = (before: JobInput, after: JobInput) => {
  const settings = ({ objectType, scenarioIds, autoMerge }: JobInput) => {
    const { confirmed: _confirmed, ...rest } = autoMerge ?? { minScore: 0 };
    return JSON.stringify({ objectType, scenarioIds, autoMerge: autoMerge ? rest : null });
  };
  return settings(before) === settings(after);
};

const nameTaken = (name: string) => new InputProblem('name', `a schedule named '${name}' exists already`);

/**
 * Duplicate jobs on a schedule (our extension): a steward saves a job's settings with a cron expression and a
 * time zone, and every service process's scheduler starts it when due, once per occurrence among them all.
 */
export async function scheduleRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; recordTypes: RecordTypeStore; index: LiveIndex; guards: AuthGuards },
) {
  const scheduler = new Scheduler({
    ...deps,
    log: app.log.child({ component: 'schedules' }),
    now: () => new Date(),
  });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  const onRequest = [deps.guards.authenticate, deps.guards.requireRole('steward')];
  const tags = ['schedules'];
  const path = `${apiPaths.schedules}/:scheduleId`;
  const actorOf = (request: FastifyRequest): ScheduleActor => ({
    principal: request.principal!.subject,
    endpoint: `${request.method} ${apiPaths.schedules}`,
  });

  /** Checks a schedule as given, as a run started now would check it: a run later checks it again. */
  const checked = async (
    input: ScheduleInput,
    self?: StoredSchedule,
  ): Promise<AutoMergeRehearsal | undefined> => {
    const times = scheduleTimesProblem(input);
    if (times) throw new InputProblem(times.field, times.problem);
    if (input.scope === 'CHANGED' && input.job.crossObjectType !== undefined) {
      throw new InputProblem(
        'scope',
        'a cross-object job runs over every record: its groups hold records of two types',
      );
    }
    await planJob(deps, input.job);
    const named = await scheduleNamed(deps.db, input.name);
    if (named && named.id !== self?.id) throw nameTaken(input.name);
    // A schedule changed in other ways (paused, renamed) keeps the auto-merge it was saved with, confirmed or not.
    if (self && sameAutoMerge(self.job, input.job)) return undefined;
    return checkAutoMerge(deps, input.job);
  };
  const auditConfirmed = async (
    rehearsal: AutoMergeRehearsal | undefined,
    schedule: StoredSchedule,
    request: FastifyRequest,
  ) => {
    if (!rehearsal) return;
    await auditConfirmedAutoMerge(deps.db, rehearsal, schedule.recordType, actorOf(request), {
      schedule: { id: schedule.id, name: schedule.name },
    });
  };
  /** Saves, answering a name another request took meanwhile as the check would have. */
  const saving = async <T>(name: string, save: () => Promise<T>): Promise<T> => {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  };
  const existing = async (scheduleId: string): Promise<StoredSchedule> => {
    const schedule = await findSchedule(deps.db, scheduleId);
    if (!schedule) throw new ApiError(404, 'NOT_FOUND', `There is no schedule with the id ${scheduleId}`);
    return schedule;
  };
  const answer = async (schedule: StoredSchedule, now: Date) =>
    scheduleOut(schedule, (await listRuns(deps.db, schedule.id, 1))[0] ?? null, now);

  app.post<{ Body: ScheduleInput }>(
    apiPaths.schedules,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Schedule a duplicate job',
        description:
          'Saves a job (as `POST …/jobs` takes it) with a cron expression read in a time zone; it starts at each ' +
          'occurrence, once however many service processes run, and an occurrence missed while all were down ' +
          'starts once at the next start. A run whose previous job is still going is skipped. By default a run ' +
          'searches only the records created or changed since the last run that ended (`scope`). Answers 201 ' +
          'with the schedule, its next five times and the expression in words; audited. Needs the steward role.',
        body: ScheduleInput,
        response: { 201: Schedule, ...errors },
      },
    },
    async (request, reply) => {
      const confirmed = await checked(request.body);
      const now = new Date();
      const schedule = await saving(request.body.name, () =>
        createSchedule(deps.db, request.body, actorOf(request), now),
      );
      await auditConfirmed(confirmed, schedule, request);
      scheduler.wake();
      return reply.code(201).send(await answer(schedule, now));
    },
  );

  app.post<{ Body: ScheduleTimesInput }>(
    apiPaths.scheduleTimes,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Read a cron expression',
        description:
          'The expression in words and its next five times in the time zone, as a schedule saved with them would ' +
          'run; a problem names its field (cron or timeZone). Nothing is saved. Needs the steward role.',
        body: ScheduleTimesInput,
        response: { 200: ScheduleTimes, ...errors },
      },
    },
    async (request) => {
      const problem = scheduleTimesProblem(request.body);
      if (problem) throw new InputProblem(problem.field, problem.problem);
      return timesOut(request.body, new Date());
    },
  );

  app.get(
    apiPaths.schedules,
    {
      onRequest,
      schema: {
        tags,
        summary: 'List the schedules',
        description:
          'Every schedule, by name, with its next times and its latest run. Needs the steward role.',
        response: { 200: ScheduleList, ...errors },
      },
    },
    async () => {
      const now = new Date();
      const [schedules, latest] = await Promise.all([listSchedules(deps.db), latestRuns(deps.db)]);
      return {
        schedules: schedules.map((schedule) => scheduleOut(schedule, latest.get(schedule.id) ?? null, now)),
      };
    },
  );

  app.get<{ Params: ScheduleIdParameter }>(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Read a schedule',
        description: 'The schedule with its next times and its latest run. Needs the steward role.',
        params: ScheduleIdParameter,
        response: { 200: Schedule, ...errors },
      },
    },
    async (request) => answer(await existing(request.params.scheduleId), new Date()),
  );

  app.put<{ Params: ScheduleIdParameter; Body: ScheduleInput }>(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change, pause or resume a schedule',
        description:
          'Replaces its settings, checked as when it was saved; `enabled: false` pauses it and `true` resumes it ' +
          'at its next time (the times it was paused are not made up). Audited with the settings that changed. ' +
          'Needs the steward role.',
        params: ScheduleIdParameter,
        body: ScheduleInput,
        response: { 200: Schedule, ...errors },
      },
    },
    async (request) => {
      const before = await existing(request.params.scheduleId);
      const confirmed = await checked(request.body, before);
      const now = new Date();
      const schedule = await saving(request.body.name, () =>
        updateSchedule(deps.db, before, request.body, actorOf(request), now),
      );
      await auditConfirmed(confirmed, schedule, request);
      scheduler.wake();
      return answer(schedule, now);
    },
  );

  app.delete<{ Params: ScheduleIdParameter }>(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a schedule',
        description:
          'Deletes it and its history of runs; the jobs it started stay, with their groups. Audited. Needs the ' +
          'steward role.',
        params: ScheduleIdParameter,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const schedule = await existing(request.params.scheduleId);
      await deleteSchedule(deps.db, schedule, actorOf(request), new Date());
      return reply.code(204).send();
    },
  );

  app.post<{ Params: ScheduleIdParameter }>(
    `${path}/runs`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Run a schedule now',
        description:
          'Starts its job now, as its next occurrence would (skipped while the job of the run before still goes, ' +
          'incremental by its scope), without moving its next time. Answers 201 with the run. Needs the steward ' +
          'role.',
        params: ScheduleIdParameter,
        response: { 201: ScheduleRun, ...errors },
      },
    },
    async (request, reply) => {
      const schedule = await existing(request.params.scheduleId);
      const runId = await takeRunByHand(deps.db, schedule, new Date());
      await startScheduledRun(deps, schedule, runId);
      return reply.code(201).send(await findRun(deps.db, runId));
    },
  );

  app.get<{ Params: ScheduleIdParameter }>(
    `${path}/runs`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Read a schedule's runs",
        description:
          'The 100 latest runs, newest first: the occurrence, when it was taken up, and the job it started with ' +
          'its figures, or why it started none. Needs the steward role.',
        params: ScheduleIdParameter,
        response: { 200: ScheduleRunList, ...errors },
      },
    },
    async (request) => {
      const schedule = await existing(request.params.scheduleId);
      return { runs: await listRuns(deps.db, schedule.id) };
    },
  );
}
