import { Cron } from 'croner';
import cronstrue from 'cronstrue';

/** A schedule's cron expression (five fields, minutes first, or six with seconds) in its time zone. */
export interface ScheduleTimes {
  cron: string;
  timeZone: string;
}

const cronOf = ({ cron, timeZone }: ScheduleTimes) =>
  // paused: only its times are read here; the scheduler fires the runs, from the database, on every instance alike.
  new Cron(cron, { timezone: timeZone, paused: true, mode: '5-or-6-parts' });

/** What cannot schedule anything: the field (cron or timeZone) and the problem, in words. */
export interface ScheduleTimesProblem {
  field: keyof ScheduleTimes;
  problem: string;
}

/** Why the expression or the time zone cannot schedule anything; undefined when they can. */
export function scheduleTimesProblem(times: ScheduleTimes): ScheduleTimesProblem | undefined {
  try {
    new Intl.DateTimeFormat('en', { timeZone: times.timeZone });
  } catch {
    return {
      field: 'timeZone',
      problem: `'${times.timeZone}' is not a time zone (as Europe/Berlin or UTC name one)`,
    };
  }
  try {
    if (cronOf(times).nextRun() === null) {
      return { field: 'cron', problem: `'${times.cron}' never comes round again` };
    }
  } catch (error) {
    return {
      field: 'cron',
      problem: `'${times.cron}' is not a cron expression: ${(error as Error).message}`,
    };
  }
  return undefined;
}

/** The next `count` occurrences after `after`, earliest first. */
export const nextOccurrences = (times: ScheduleTimes, after: Date, count: number): Date[] =>
  cronOf(times).nextRuns(count, after);

/**
 * The occurrence to run next after `after`; null when the expression has no later one. A schedule's next run is
 * counted from the time it last fired, not from the occurrence it fired for: occurrences missed while every
 * instance was down are run once, at the next start, not once each.
 */
export const nextOccurrence = (times: ScheduleTimes, after: Date): Date | null =>
  cronOf(times).nextRun(after);

/** The schedule in words, with its time zone: "At 02:00, every day (Europe/Berlin)". */
export function scheduleTimesText(times: ScheduleTimes): string {
  const words = cronstrue.toString(times.cron, {
    use24HourTimeFormat: true,
    throwExceptionOnParseError: false,
  });
  return `${words} (${times.timeZone})`;
}
