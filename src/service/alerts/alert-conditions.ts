import type { Kysely } from 'kysely';
import type { AlertSettings } from '../../contract/alerts';
import { readIntake } from '../intake/intake-store';
import { sourceKey, sourceWords } from '../intake/intake-sources';
import type { RecordTypeStore } from '../records/record-type-store';
import { openItemCounts } from '../review/review-queue-store';
import { runOutcomes } from '../schedules/schedule-store';
import type { Database } from '../storage/schema';
import type { AlertCondition } from './alert-store';
import { judgeMerged, judgeShare, queueTooOld, TRAILING_DAYS, type DayCount } from './alert-rules';

export interface ConditionDependencies {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const percent = (share: number) => `${Math.round(share * 100)} %`;
/** Runs of a schedule before its latest that tell what it usually merges. */
const EARLIER_RUNS = 10;
/** How far back runs are read: enough for the earlier runs of a weekly schedule. */
const RUN_DAYS = 120;

/** What holds at `now` that deserves an alert: every kind, over every record type and schedule. */
export async function currentConditions(
  deps: ConditionDependencies,
  settings: AlertSettings,
  now: Date,
): Promise<AlertCondition[]> {
  const [shares, queues, runs] = await Promise.all([
    shareConditions(deps, settings, now),
    queueConditions(deps, settings, now),
    runConditions(deps, settings, now),
  ]);
  return [...shares, ...queues, ...runs];
}

/** The items by key, each list in the items' order. */
function groupedBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const labelOf = (deps: ConditionDependencies, recordType: string) =>
  deps.recordTypes.byApiName(recordType)?.labelPlural ?? recordType;

/**
 * Each source's share of duplicates judged on today, or on yesterday while today has too few records to judge:
 * an alert raised on a bad day stays until the next day shows the source's usual share again.
 */
async function shareConditions(
  deps: ConditionDependencies,
  settings: AlertSettings,
  now: Date,
): Promise<AlertCondition[]> {
  const today = dayOf(now.getTime());
  const yesterday = dayOf(now.getTime() - DAY_MS);
  const counts = await readIntake(deps.db, dayOf(now.getTime() - (TRAILING_DAYS + 1) * DAY_MS));
  const bySource = groupedBy(counts, (count) => `${count.recordType}\u0000${sourceKey(count.source)}`);
  const conditions: AlertCondition[] = [];
  for (const days of bySource.values()) {
    const { recordType, source } = days[0]!;
    const on = (day: string) => days.find((count) => count.day === day);
    const judgedDay = (on(today)?.records ?? 0) >= settings.minimumRecords ? on(today) : on(yesterday);
    if (!judgedDay) continue;
    const before: DayCount[] = days.filter((count) => count.day < judgedDay.day).slice(-TRAILING_DAYS);
    const judgement = judgeShare(judgedDay, before, settings);
    if (!judgement?.raised) continue;
    const field = deps.recordTypes.byApiName(recordType)?.fields.find(({ name }) => name === source.field);
    const from = sourceWords(source, field?.label);
    const usual =
      judgement.usualShare === null
        ? 'too few days before to know its usual share'
        : `usually ${percent(judgement.usualShare)}`;
    conditions.push({
      kind: 'DUPLICATE_SHARE',
      recordType,
      subject: sourceKey(source),
      summary:
        `${percent(judgement.share)} of the ${judgedDay.records} ${labelOf(deps, recordType)} from ${from} on ${judgedDay.day} ` +
        `were duplicates of stored ones (${usual}).`,
      detail: {
        source,
        day: judgedDay.day,
        records: judgedDay.records,
        duplicates: judgedDay.duplicates,
        share: judgement.share,
        usualShare: judgement.usualShare,
      },
    });
  }
  return conditions;
}

/** Each record type whose review queue's oldest open item waited longer than the admin allows. */
async function queueConditions(
  deps: ConditionDependencies,
  settings: AlertSettings,
  now: Date,
): Promise<AlertCondition[]> {
  const conditions: AlertCondition[] = [];
  for (const type of deps.recordTypes.all()) {
    const oldest = (await openItemCounts(deps.db, type.name))
      .map((count) => count.oldestDetectedAt)
      .filter((at): at is string => at !== null)
      .sort()[0];
    if (!oldest || !queueTooOld(oldest, now, settings)) continue;
    const days = Math.floor((now.getTime() - new Date(oldest).getTime()) / DAY_MS);
    conditions.push({
      kind: 'REVIEW_QUEUE_AGE',
      recordType: type.name,
      subject: '',
      summary:
        `The oldest open item of the ${type.label} review queue has waited ${days} days, longer than the ` +
        `${settings.queueDays} allowed.`,
      detail: { oldestDetectedAt: oldest, maximumDays: settings.queueDays },
    });
  }
  return conditions;
}

/**
 * Each schedule whose latest run that ended failed (no job, or a failed job), and each whose latest auto-merge
 * merged far more groups than its earlier runs did.
 */
async function runConditions(
  deps: ConditionDependencies,
  settings: AlertSettings,
  now: Date,
): Promise<AlertCondition[]> {
  const outcomes = await runOutcomes(deps.db, new Date(now.getTime() - RUN_DAYS * DAY_MS).toISOString());
  const bySchedule = groupedBy(outcomes, (outcome) => outcome.schedule.id);
  const conditions: AlertCondition[] = [];
  for (const runs of bySchedule.values()) {
    const { schedule } = runs[0]!;
    const named = { id: schedule.id, name: schedule.name };
    const ended = runs.find(
      (run) =>
        run.status === 'FAILED' ||
        (run.jobStatus !== null && run.jobStatus !== 'QUEUED' && run.jobStatus !== 'RUNNING'),
    );
    if (ended && (ended.status === 'FAILED' || ended.jobStatus === 'FAILED')) {
      const reason = ended.reason ?? ended.jobError ?? 'its job failed';
      conditions.push({
        kind: 'SCHEDULED_RUN_FAILED',
        recordType: schedule.recordType,
        subject: schedule.id,
        summary: `The run of the schedule ${schedule.name} at ${ended.firedAt.slice(0, 16).replace('T', ' ')} UTC failed: ${reason}.`,
        detail: { schedule: named, runId: ended.runId, jobId: ended.jobId, reason },
      });
    }
    const merging = runs.filter((run) => run.autoMerged !== null);
    const latest = merging[0];
    if (!latest) continue;
    const earlier = merging.slice(1, 1 + EARLIER_RUNS).map((run) => run.autoMerged!);
    const judgement = judgeMerged(latest.autoMerged!, earlier, settings);
    if (!judgement?.raised) continue;
    conditions.push({
      kind: 'SCHEDULED_RUN_MERGED_MORE',
      recordType: schedule.recordType,
      subject: schedule.id,
      summary:
        `The schedule ${schedule.name} auto-merged ${latest.autoMerged} groups in its latest run, where its runs ` +
        `before merged ${judgement.usualMerged} (the median): check its auto-merge score.`,
      detail: {
        schedule: named,
        runId: latest.runId,
        jobId: latest.jobId,
        merged: latest.autoMerged!,
        usualMerged: judgement.usualMerged,
      },
    });
  }
  return conditions;
}
