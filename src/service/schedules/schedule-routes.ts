import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '../../contract/api-paths';
import {
  Schedule,
  ScheduleIdParameter,
  ScheduleInput,
  ScheduleList,
  ScheduleRunList,
} from '../../contract/schedules';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import { InputProblem } from '../input/input-problem';
import { planJob } from '../jobs/job-plan';
import type { LiveIndex } from '../match-index/live-index';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';
import { Scheduler } from './scheduler';
import { createSchedule, findSchedule, listRuns, listSchedules, type StoredSchedule } from './schedule-store';
import { nextOccurrences, scheduleTimesProblem, scheduleTimesText } from './schedule-times';

const errors = errorResponses(400, 401, 403, 404);

/** Occurrences a schedule lists ahead, for a steward to check the expression says what they meant. */
const AHEAD = 5;

const scheduleOut = (schedule: StoredSchedule, now: Date): Schedule => ({
  id: schedule.id,
  name: schedule.name,
  cron: schedule.cron,
  timeZone: schedule.timeZone,
  description: scheduleTimesText(schedule),
  job: schedule.job,
  enabled: schedule.enabled,
  nextRunAt: schedule.nextRunAt,
  nextOccurrences: schedule.enabled
    ? nextOccurrences(schedule, now, AHEAD).map((date) => date.toISOString())
    : [],
  createdBy: schedule.createdBy,
  createdAt: schedule.createdAt,
});

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
    // The job runners look for work on their own within seconds; a woken runner would only start sooner.
    jobStarted: () => {},
  });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  const onRequest = [deps.guards.authenticate, deps.guards.requireRole('steward')];
  const tags = ['schedules'];

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
          'starts once at the next start. A run whose previous job is still going is skipped. Answers 201 with the ' +
          'schedule, its next five times and the expression in words. Needs the steward role.',
        body: ScheduleInput,
        response: { 201: Schedule, ...errors },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const timesProblem = scheduleTimesProblem(input);
      if (timesProblem) {
        throw new InputProblem(timesProblem.includes('time zone') ? 'timeZone' : 'cron', timesProblem);
      }
      // The job is checked as a job started now would be: a run later checks it again.
      await planJob(deps, input.job);
      const named = (await listSchedules(deps.db)).some(
        (schedule) => schedule.name.toLowerCase() === input.name.toLowerCase(),
      );
      if (named) throw new InputProblem('name', `a schedule named '${input.name}' exists already`);
      const now = new Date();
      const schedule = await createSchedule(deps.db, input, request.principal!.subject, now);
      scheduler.wake();
      return reply.code(201).send(scheduleOut(schedule, now));
    },
  );

  app.get(
    apiPaths.schedules,
    {
      onRequest,
      schema: {
        tags,
        summary: 'List the schedules',
        description: 'Every schedule, by name, with its next times. Needs the steward role.',
        response: { 200: ScheduleList, ...errors },
      },
    },
    async () => {
      const now = new Date();
      return { schedules: (await listSchedules(deps.db)).map((schedule) => scheduleOut(schedule, now)) };
    },
  );

  app.get<{ Params: ScheduleIdParameter }>(
    `${apiPaths.schedules}/:scheduleId/runs`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Read a schedule's runs",
        description:
          'The 100 latest runs, newest first: the occurrence, when it was taken up, and the job it started or why ' +
          'it started none. Needs the steward role.',
        params: ScheduleIdParameter,
        response: { 200: ScheduleRunList, ...errors },
      },
    },
    async (request) => {
      const schedule = await findSchedule(deps.db, request.params.scheduleId);
      if (!schedule) {
        throw new ApiError(404, 'NOT_FOUND', `There is no schedule with the id ${request.params.scheduleId}`);
      }
      return { runs: await listRuns(deps.db, schedule.id) };
    },
  );
}
