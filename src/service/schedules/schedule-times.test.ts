import { describe, expect, it } from 'vitest';
import { nextOccurrence, nextOccurrences, scheduleTimesProblem, scheduleTimesText } from './schedule-times';

const nightly = { cron: '0 2 * * *', timeZone: 'Europe/Berlin' };

describe('a schedule’s times', () => {
  it('come round in the schedule’s time zone, across a change of summer time', () => {
    // 02:00 in Berlin is 01:00 UTC in winter (CET) and 00:00 UTC in summer (CEST); 29 March 2026 has no 02:00.
    expect(
      nextOccurrences(nightly, new Date('2026-03-27T12:00:00Z'), 3).map((date) => date.toISOString()),
    ).toEqual(['2026-03-28T01:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T00:00:00.000Z']);
    expect(nextOccurrence(nightly, new Date('2026-12-06T01:00:00Z'))!.toISOString()).toBe(
      '2026-12-07T01:00:00.000Z',
    );
  });

  it('say in words when they come', () => {
    expect(scheduleTimesText(nightly)).toBe('At 02:00 (Europe/Berlin)');
    expect(scheduleTimesText({ cron: '30 6 * * 1-5', timeZone: 'UTC' })).toBe(
      'At 06:30, Monday through Friday (UTC)',
    );
  });

  it('name what is wrong with an expression or a time zone', () => {
    expect(scheduleTimesProblem(nightly)).toBeUndefined();
    expect(scheduleTimesProblem({ cron: 'every night', timeZone: 'UTC' })).toEqual({
      field: 'cron',
      problem: expect.stringMatching(/^'every night' is not a cron expression/),
    });
    expect(scheduleTimesProblem({ cron: '0 2 * * *', timeZone: 'Mars/Olympus' })).toEqual({
      field: 'timeZone',
      problem: "'Mars/Olympus' is not a time zone (as Europe/Berlin or UTC name one)",
    });
    expect(scheduleTimesProblem({ cron: '0 0 30 2 *', timeZone: 'UTC' })).toEqual({
      field: 'cron',
      problem: expect.stringMatching(/never comes round again|is not/),
    });
  });
});
