import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from '../../contract/alerts';
import { judgeMerged, judgeShare, queueTooOld, TRAILING_DAYS, type DayCount } from './alert-rules';

const settings = { ...DEFAULT_ALERT_SETTINGS };

/** A day of a source that sends `records` records, each a duplicate with probability `share`. */
function dayOf(day: number, records: number, share: number): DayCount {
  let duplicates = 0;
  for (let record = 0; record < records; record++) if (faker.number.float() < share) duplicates++;
  return { day: `day ${day}`, records, duplicates };
}

/** Sixty days of a source at its usual level: a share of 8 to 12 %, 40 to 200 records a day. */
const normalDays = (usual: number) =>
  Array.from({ length: 60 }, (_, day) =>
    dayOf(day, faker.number.int({ min: 40, max: 200 }), usual * faker.number.float({ min: 0.8, max: 1.2 })),
  );

const judgedOn = (days: readonly DayCount[], at: number) =>
  judgeShare(days[at]!, days.slice(Math.max(0, at - TRAILING_DAYS), at), settings);

describe('judging a source’s daily share of duplicates', () => {
  it('raises nothing over simulated months of normal day-to-day variation, at any usual level', () => {
    faker.seed(47);
    let judged = 0;
    for (const usual of [0, 0.02, 0.1, 0.1, 0.1, 0.25, 0.4]) {
      for (let month = 0; month < 5; month++) {
        const days = normalDays(usual);
        for (let at = TRAILING_DAYS; at < days.length; at++) {
          const judgement = judgedOn(days, at);
          judged++;
          expect(judgement?.raised, `usual ${usual}, day ${at}: ${JSON.stringify(days[at])}`).toBe(false);
        }
      }
    }
    expect(judged).toBe(7 * 5 * 32);
  });

  it('raises a day whose share jumps to five times the usual one, even on few records', () => {
    faker.seed(48);
    const days = normalDays(0.1);
    days.push({ day: 'jump', records: 150, duplicates: 75 });
    const judgement = judgedOn(days, days.length - 1)!;
    expect(judgement.raised).toBe(true);
    expect(judgement.share).toBe(0.5);
    expect(judgement.usualShare).toBeGreaterThan(0.07);
    expect(judgement.usualShare).toBeLessThan(0.13);
    days.push({ day: 'few', records: settings.minimumRecords, duplicates: settings.minimumRecords / 2 });
    expect(judgedOn(days, days.length - 1)!.raised).toBe(true);
    // Twice the usual share is no alert at three times.
    days.push({ day: 'double', records: 150, duplicates: 30 });
    expect(judgedOn(days, days.length - 1)!.raised).toBe(false);
  });

  it('judges no day of fewer records than the minimum, and without history only a day surely half duplicates', () => {
    expect(judgeShare({ day: 'd', records: 19, duplicates: 19 }, [], settings)).toBeUndefined();
    expect(judgeShare({ day: 'd', records: 100, duplicates: 90 }, [], settings)).toEqual({
      share: 0.9,
      usualShare: null,
      raised: true,
    });
    expect(judgeShare({ day: 'd', records: 100, duplicates: 40 }, [], settings)?.raised).toBe(false);
  });

  it('holds a source that never sent a duplicate to a share of its own, not to any duplicate at all', () => {
    const clean = Array.from({ length: TRAILING_DAYS }, (_, day) => ({
      day: `${day}`,
      records: 100,
      duplicates: 0,
    }));
    expect(judgeShare({ day: 'd', records: 100, duplicates: 2 }, clean, settings)).toEqual({
      share: 0.02,
      usualShare: 0,
      raised: false,
    });
    expect(judgeShare({ day: 'd', records: 100, duplicates: 15 }, clean, settings)?.raised).toBe(true);
  });
});

describe('judging a review queue and a scheduled run', () => {
  it('raises a queue whose oldest item waited longer than the days allowed', () => {
    const now = new Date('2026-12-20T12:00:00Z');
    expect(queueTooOld('2026-12-06T11:59:00Z', now, settings)).toBe(true);
    expect(queueTooOld('2026-12-06T12:01:00Z', now, settings)).toBe(false);
  });

  it('raises a run that merged far more than the runs before it, once there are enough of them', () => {
    expect(judgeMerged(40, [10, 12], settings)).toBeUndefined();
    expect(judgeMerged(40, [10, 12, 11], settings)).toEqual({ usualMerged: 11, raised: true });
    expect(judgeMerged(25, [10, 12, 11], settings)?.raised).toBe(false);
    expect(judgeMerged(5, [0, 0, 0], settings)?.raised).toBe(false);
    expect(judgeMerged(12, [0, 0, 0], settings)?.raised).toBe(true);
  });
});
