import type { AlertSettings } from '../../contract/alerts';
import { proportion } from '../auto-merge/rehearsal-figures';

/** Days of a source before the judged one whose shares make its usual share. */
export const TRAILING_DAYS = 28;
/** The fewest such days (each with enough records) that tell a usual share. */
const USUAL_DAYS = 7;
/** z of a one-sided 99.95 % bound: a day's share must stand clear of the usual one, not merely look higher. */
const Z_CLEAR = 3.29;
/** A usual share below this is judged as this: a source that never sent a duplicate still may send a few. */
const SHARE_FLOOR = 0.01;
/** Without a usual share, a day alerts only when surely half or more of its records were duplicates. */
const SHARE_WITHOUT_HISTORY = 0.5;

export interface DayCount {
  day: string;
  records: number;
  duplicates: number;
}

export interface ShareJudgement {
  share: number;
  /** The median share of the days before with enough records; null with fewer than USUAL_DAYS of them. */
  usualShare: number | null;
  raised: boolean;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Judges the share of duplicates among a source's records on a day against its usual share, the median of its
 * trailing days: it alerts when the day's share is at least `shareMultiple` times the usual one and, with the
 * Wilson interval of the day's count, clearly above it, so that a day of a few records does not alert by chance.
 * A day with fewer than `minimumRecords` records is not judged (undefined).
 */
export function judgeShare(
  current: DayCount,
  before: readonly DayCount[],
  settings: AlertSettings,
): ShareJudgement | undefined {
  if (current.records < settings.minimumRecords) return undefined;
  const share = current.duplicates / current.records;
  const low = proportion(current.duplicates, current.records, Z_CLEAR).low!;
  const usualDays = before.filter((day) => day.records >= settings.minimumRecords);
  if (usualDays.length < USUAL_DAYS) {
    return { share, usualShare: null, raised: low >= SHARE_WITHOUT_HISTORY };
  }
  const usualShare = median(usualDays.map((day) => day.duplicates / day.records));
  const floor = Math.max(usualShare, SHARE_FLOOR);
  return { share, usualShare, raised: share >= settings.shareMultiple * floor && low > floor };
}

/** Whether a review queue's oldest open item has waited longer than the admin allows. */
export const queueTooOld = (oldestDetectedAt: string, now: Date, settings: AlertSettings) =>
  now.getTime() - new Date(oldestDetectedAt).getTime() > settings.queueDays * 86_400_000;

/** The fewest earlier runs that tell how much a schedule usually merges. */
const USUAL_RUNS = 3;
/** Groups more than usual a run must merge to alert, whatever the multiple: 3 × 1 is no sign of a bad score. */
const MERGED_MARGIN = 10;

/**
 * Whether a scheduled run auto-merged far more groups than the runs before it (their median): a score set too low,
 * or data gone bad. Undefined with too few runs before to tell.
 */
export function judgeMerged(
  merged: number,
  before: readonly number[],
  settings: AlertSettings,
): { usualMerged: number; raised: boolean } | undefined {
  if (before.length < USUAL_RUNS) return undefined;
  const usualMerged = median(before);
  return {
    usualMerged,
    raised: merged >= settings.shareMultiple * usualMerged && merged >= usualMerged + MERGED_MARGIN,
  };
}
