import Type, { type Static } from 'typebox';
import { JobInput } from './jobs';
import { StringEnum } from './string-enum';

/** A duplicate job on a schedule: what to run, and when. */
export const ScheduleInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80, description: 'Unique among the schedules' }),
    cron: Type.String({
      minLength: 1,
      maxLength: 120,
      description:
        'When it runs: a cron expression of five fields (minute hour day month weekday), "0 2 * * *"',
    }),
    timeZone: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The IANA time zone the expression is read in, "Europe/Berlin"',
    }),
    enabled: Type.Optional(Type.Boolean({ description: 'false: paused; true when not given' })),
    job: JobInput,
  },
  { title: 'ScheduleInput', additionalProperties: false },
);
export type ScheduleInput = Static<typeof ScheduleInput>;

export const ScheduleRunStatus = StringEnum(['STARTED', 'SKIPPED', 'FAILED'], {
  title: 'ScheduleRunStatus',
  description:
    'STARTED: its job was started (`jobId`); SKIPPED: the job of the run before was still going; FAILED: no job ' +
    'could start (`reason`)',
});
export type ScheduleRunStatus = Static<typeof ScheduleRunStatus>;

export const ScheduleRun = Type.Object(
  {
    id: Type.String(),
    scheduleId: Type.String(),
    occurrence: Type.String({ description: 'The time it was due, ISO 8601' }),
    firedAt: Type.String({ description: 'When an instance took it up' }),
    status: ScheduleRunStatus,
    jobId: Type.Union([Type.String(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'ScheduleRun' },
);
export type ScheduleRun = Static<typeof ScheduleRun>;

/** A schedule as stored, with when it runs next, in words and as times. */
export const Schedule = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    cron: Type.String(),
    timeZone: Type.String(),
    description: Type.String({ description: 'When it runs, in words: "At 02:00 (Europe/Berlin)"' }),
    job: JobInput,
    enabled: Type.Boolean(),
    nextRunAt: Type.Union([Type.String(), Type.Null()], { description: 'null while paused' }),
    nextOccurrences: Type.Array(Type.String(), { description: 'The next five times it is due, ISO 8601' }),
    createdBy: Type.String(),
    createdAt: Type.String(),
  },
  { title: 'Schedule' },
);
export type Schedule = Static<typeof Schedule>;

export const ScheduleList = Type.Object({ schedules: Type.Array(Schedule) }, { title: 'ScheduleList' });
export type ScheduleList = Static<typeof ScheduleList>;

export const ScheduleRunList = Type.Object({ runs: Type.Array(ScheduleRun) }, { title: 'ScheduleRunList' });
export type ScheduleRunList = Static<typeof ScheduleRunList>;

export const ScheduleIdParameter = Type.Object(
  { scheduleId: Type.String({ minLength: 1, maxLength: 64 }) },
  { title: 'ScheduleIdParameter', additionalProperties: false },
);
export type ScheduleIdParameter = Static<typeof ScheduleIdParameter>;
