import type { Kysely } from 'kysely';
import {
  MIN_DECIDED_PAIRS,
  type AutoMergeRehearsal,
  type RehearsedPair,
} from '../../contract/auto-merge-rehearsal';
import type { JobInput } from '../../contract/jobs';
import { toId18 } from '../../contract/record-id';
import { calledDuplicate } from '../../contract/labelled-metrics';
import type { PairScore } from '../../contract/scenario-preview';
import { InputProblem } from '../input/input-problem';
import type { LiveIndex } from '../match-index/live-index';
import { valuesAsText } from '../match-index/record-entry';
import { selectScenarios } from '../matching-config/scenario-selection';
import { scoreValuePair } from '../matching/scoring/record-pair';
import { stewardDecisions, type LabelledPair } from '../merge/decided-pairs';
import { relatedRecordCounts } from '../merge/related-moves';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import { recordTypeNamed } from '../records/records-of-type';
import { recordName } from '../records/sobject-serializer';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { minimumPrecision } from './auto-merge-settings-store';
import { rehearsalFigures } from './rehearsal-figures';

export interface RehearsalDependencies {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
  index: LiveIndex;
}

/** Pairs decided apart that it would merge, listed at most. */
const LISTED = 20;

/**
 * Replays a job's auto-merge on what stewards decided: each merged pair (a duplicate) and each pair decided not a
 * duplicate, with the score the type's last job gave it, or for a pair that job did not find scored by the job's
 * scenarios as a job would (the best decisive score, from either record), is one the
 * auto-merge would merge when that score reaches its `minScore`. Then, on the groups of the type's last job that
 * ended, how many it would merge, with how many records and how many records of other types pointing at them
 * (left out with `lastJob: false`: counting the related records is the slow part, and a check needs only the
 * figures).
 */
export async function rehearseAutoMerge(
  deps: RehearsalDependencies,
  job: JobInput,
  options: { lastJob: boolean } = { lastJob: true },
): Promise<AutoMergeRehearsal> {
  const autoMerge = job.autoMerge;
  if (!autoMerge) throw new InputProblem('job.autoMerge', 'a rehearsal replays an auto-merge: give one');
  const type = recordTypeNamed(deps.recordTypes, job.objectType, 'job.objectType');
  const live = await deps.index.current();
  const plans = selectScenarios(live.matching, type, 'onBatch', job.scenarioIds).map(({ plan }) => plan);
  const frequencies = live.indexOf(type.name).frequencies;
  const scoreOf = (pair: LabelledPair): PairScore => {
    const [first, second] = [valuesAsText(pair.first.values), valuesAsText(pair.second.values)];
    // A job searches from both records and keeps the better score: a score need not be the same both ways.
    const scores = plans.flatMap((plan) => [
      scoreValuePair(plan, first, second, frequencies),
      scoreValuePair(plan, second, first, frequencies),
    ]);
    const decisive = scores.filter((score) => score.decisive);
    const best = (list: PairScore[]) => list.reduce((a, b) => (b.score > a.score ? b : a));
    return decisive.length > 0
      ? best(decisive)
      : scores.length > 0
        ? best(scores)
        : { score: 0, decisive: false };
  };
  const lastJob = await lastJobOf(deps.db, type.name);
  const decisions = await stewardDecisions(deps.db, type.name);
  const found = lastJob ? await foundScores(deps.db, lastJob.id, decisions) : new Map<string, number>();
  // A pair the last job found keeps the score the job gave it, which is what an auto-merge merges by.
  const pairs = decisions.map((pair) => {
    const score = found.get(pairKey(pair.first.id15, pair.second.id15));
    return { pair, score: score === undefined ? scoreOf(pair) : { score, decisive: true } };
  });
  const figures = rehearsalFigures(
    pairs.map(({ pair, score }) => ({ duplicate: pair.duplicate, score })),
    autoMerge.minScore,
  );
  const minimum = await minimumPrecision(deps.db);
  const decided = pairs.length;
  const reasons: string[] = [];
  if (decided < MIN_DECIDED_PAIRS)
    reasons.push(`it rests on ${decided} decided pairs, fewer than ${MIN_DECIDED_PAIRS}`);
  if (figures.precision.value === null)
    reasons.push('no decided pair reaches the score, so its precision is unknown');
  else if (figures.precision.value < minimum)
    reasons.push(
      `its precision, ${(figures.precision.value * 100).toFixed(1)} %, is below the minimum of ${(minimum * 100).toFixed(1)} %`,
    );
  const apart: RehearsedPair[] = pairs
    .filter(({ pair, score }) => !pair.duplicate && calledDuplicate(score, autoMerge.minScore))
    .sort((a, b) => b.score.score - a.score.score)
    .slice(0, LISTED)
    .map(({ pair, score }) => ({
      firstId: toId18(pair.first.id15),
      secondId: toId18(pair.second.id15),
      firstName: recordName(type, pair.first.values),
      secondName: recordName(type, pair.second.values),
      score: score.score,
    }));
  return {
    minScore: autoMerge.minScore,
    mergedPairs: pairs.filter(({ pair }) => pair.duplicate).length,
    notDuplicatePairs: pairs.filter(({ pair }) => !pair.duplicate).length,
    ...figures,
    minimumPrecision: minimum,
    needsConfirmation: reasons.length > 0,
    reasons,
    lastJob:
      lastJob && options.lastJob ? await lastJobFigures(deps, type, lastJob, autoMerge.minScore) : null,
    mergedDecidedApart: apart,
  };
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The type's last job within one type that ended. */
const lastJobOf = (db: Kysely<Database>, recordType: string) =>
  db
    .selectFrom('duplicate_jobs')
    .select(['id', 'finished_at', 'group_count'])
    .where('record_type', '=', recordType)
    .where('cross_object_type', 'is', null)
    .where('status', '=', 'DONE')
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();

type LastJob = NonNullable<Awaited<ReturnType<typeof lastJobOf>>>;

/** The scores a job gave the decided pairs it found as duplicates, by pair. */
async function foundScores(
  db: Kysely<Database>,
  jobId: string,
  decisions: readonly LabelledPair[],
): Promise<Map<string, number>> {
  const scores = new Map<string, number>();
  const smaller = [
    ...new Set(decisions.map(({ first, second }) => (first.id15 < second.id15 ? first.id15 : second.id15))),
  ];
  for (let start = 0; start < smaller.length; start += 500) {
    const rows = await db
      .selectFrom('duplicate_job_pairs')
      .select(['record_id', 'duplicate_id', 'score'])
      .where('job_id', '=', jobId)
      .where('kind', '=', 'MATCH')
      .where('record_id', 'in', smaller.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      const key = pairKey(row.record_id, row.duplicate_id);
      scores.set(key, Math.max(scores.get(key) ?? 0, row.score));
    }
  }
  return scores;
}

/** What the auto-merge would have merged of the last job's groups. */
async function lastJobFigures(
  deps: RehearsalDependencies,
  type: RecordTypeDefinition,
  job: LastJob,
  minScore: number,
) {
  const merged = await deps.db
    .selectFrom('duplicate_groups')
    .select('record_ids')
    .where('job_id', '=', job.id)
    .where('average_score', '>=', minScore)
    // A group a steward merged or decided already is not merged again.
    .where('status', '=', 'OPEN')
    .execute();
  // The master stays and the others fold into it. Which record its rule makes master is not known here: the first
  // of each group stands for it, so the related records that move are an estimate.
  const losers = merged.flatMap((group) =>
    fromJson<string[]>(group.record_ids, 'duplicate_groups.record_ids').slice(1),
  );
  const related = await relatedRecordCounts(deps.db, deps.recordTypes, type, losers);
  return {
    jobId: job.id,
    finishedAt: job.finished_at,
    groups: job.group_count ?? 0,
    groupsMerged: merged.length,
    recordsMerged: losers.length,
    relatedRecordsMoved: related.reduce((sum, one) => sum + one.count, 0),
  };
}
