import Type, { type Static } from 'typebox';
import { JobInput, JobStatus } from './jobs';
import { StringEnum } from './string-enum';

export const ScheduleScope = StringEnum(['CHANGED', 'ALL'], {
  title: 'ScheduleScope',
  description:
    'CHANGED: a run searches the records created or changed since the start of the last run whose job ended ' +
    '(and the records they are found with), each against every stored record, and the first run every record; ' +
    'ALL: every run searches every record. CHANGED when not given, ALL for a cross-object job',
});
export type ScheduleScope = Static<typeof ScheduleScope>;

const Cron = Type.String({
  minLength: 1,
  maxLength: 120,
  description: 'When it runs: a cron expression of five fields (minute hour day month weekday), "0 2 * * *"',
});
const TimeZone = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'The IANA time zone the expression is read in, "Europe/Berlin"',
});

/** A cron expression and its time zone, to read before saving them. */
export const ScheduleTimesInput = Type.Object(
  { cron: Cron, timeZone: TimeZone },
  { title: 'ScheduleTimesInput', additionalProperties: false },
);
export type ScheduleTimesInput = Static<typeof ScheduleTimesInput>;

export const ScheduleTimes = Type.Object(
  {
    description: Type.String({ description: 'When it runs, in words: "At 02:00 (Europe/Berlin)"' }),
    nextOccurrences: Type.Array(Type.String(), { description: 'The next five times, ISO 8601' }),
  },
  { title: 'ScheduleTimes' },
);
export type ScheduleTimes = Static<typeof ScheduleTimes>;

/** A duplicate job on a schedule: what to run, and when. */
export const ScheduleInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80, description: 'Unique among the schedules' }),
    cron: Cron,
    timeZone: TimeZone,
    enabled: Type.Optional(Type.Boolean({ description: 'false: paused; true when not given' })),
    scope: Type.Optional(ScheduleScope),
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

/** What the job a run started did, as far as it has gone. */
export const ScheduleRunJob = Type.Object(
  {
    status: JobStatus,
    changedSince: Type.Union([Type.String(), Type.Null()], {
      description: 'An incremental run: the records changed since then were searched; null: every record',
    }),
    recordsSearched: Type.Integer({ description: 'Records the job was to search' }),
    groupCount: Type.Union([Type.Integer(), Type.Null()], { description: 'Groups found; null until done' }),
    finishedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'ScheduleRunJob' },
);
export type ScheduleRunJob = Static<typeof ScheduleRunJob>;

export const ScheduleRun = Type.Object(
  {
    id: Type.String(),
    scheduleId: Type.String(),
    occurrence: Type.String({
      description: 'The time it was due (when asked for, for a run started by hand)',
    }),
    firedAt: Type.String({ description: 'When an instance took it up' }),
    byHand: Type.Boolean({ description: 'Started by a steward, not by the schedule' }),
    status: ScheduleRunStatus,
    jobId: Type.Union([Type.String(), Type.Null()]),
    job: Type.Union([ScheduleRunJob, Type.Null()], {
      description: 'The job it started; null when it started none, or the job was deleted since',
    }),
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
    scope: ScheduleScope,
    nextRunAt: Type.Union([Type.String(), Type.Null()], { description: 'null while paused' }),
    nextOccurrences: Type.Array(Type.String(), { description: 'The next five times it is due, ISO 8601' }),
    lastRun: Type.Union([ScheduleRun, Type.Null()], { description: 'Its latest run; null before the first' }),
    createdBy: Type.String(),
    createdAt: Type.String(),
    updatedBy: Type.String(),
    updatedAt: Type.String(),
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
