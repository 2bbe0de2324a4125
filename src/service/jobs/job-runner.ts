import type { Kysely } from 'kysely';
import type { RecordPredicate } from '../filters/filter-evaluator';
import { searchFilter } from '../filters/search-filter';
import type { LiveIndex } from '../match-index/live-index';
import { BackgroundWorker, nextTurn, type WorkerSettings } from '../processes/background-worker';
import { groupDuplicates } from '../matching/grouping/duplicate-groups';
import { findRecords, type RecordValues } from '../records/record-store';
import type { RecordTypeStore } from '../records/record-type-store';
import { decidedPairs } from '../decisions/not-duplicate-store';
import { carriedValues, mappingOnto } from '../search/cross-object-inputs';
import type { Dialect } from '../storage/database';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import {
  claimChunk,
  completeGrouping,
  completeSearchChunk,
  failJob,
  jobPairs,
  jobRuns,
  unsearchedPartners,
  widenJob,
  type ChunkClaim,
  type StoredPair,
} from './chunk-claims';
import { pairsAcross, pairsOfRecord } from './chunk-search';
import { GROUPING_CHUNK } from './job-store';

export interface JobRunnerDependencies extends WorkerSettings {
  db: Kysely<Database>;
  dialect: Dialect;
  index: LiveIndex;
  recordTypes: RecordTypeStore;
}

const IDLE_MS = 1000;
const LEASE_MS = 120_000;
/** Records searched between two turns of the event loop: a few milliseconds, so requests keep being answered. */
const RECORDS_PER_TURN = 20;
/** Records searched between two looks at whether the job still runs. */
const RECORDS_PER_CHECK = 100;

/** Ids per read of the records a filter judges. */
const READ_IDS = 500;

class JobStopped extends Error {}

/**
 * Runs duplicate jobs in a service process: takes one chunk at a time from the store, searches its records in the
 * process's match index and stores the pairs; the process that takes a job's last chunk builds its groups. Every
 * process runs one, so a job is shared by the processes of an instance and by every instance on one PostgreSQL;
 * a restart resumes where the store says the job is.
 */
export class JobRunner extends BackgroundWorker {
  private readonly deps: JobRunnerDependencies;

  constructor(deps: JobRunnerDependencies) {
    super(deps, { idleMs: IDLE_MS, leaseMs: LEASE_MS });
    this.deps = deps;
  }

  /** Takes and works one chunk; false when there was none. */
  async step(): Promise<boolean> {
    const { db, dialect } = this.deps;
    const claim = await claimChunk(db, dialect, this.worker, this.leaseMs);
    if (!claim) return false;
    try {
      if (claim.chunk === GROUPING_CHUNK) await this.group(claim);
      else await this.search(claim);
    } catch (error) {
      if (error instanceof JobStopped) return true;
      this.deps.log.error({ err: error, jobId: claim.jobId }, 'duplicate job failed');
      await failJob(db, claim.jobId, `The job stopped on an unexpected error: ${(error as Error).message}`);
    }
    return true;
  }

  private async search(claim: ChunkClaim): Promise<void> {
    const { db } = this.deps;
    const live = await this.deps.index.current();
    const plans = [];
    for (const id15 of claim.scenarioIds15) {
      const planned = live.matching.scenario(id15);
      if (!planned) return failJob(db, claim.jobId, `Scenario ${id15} was deleted while the job ran`);
      plans.push(planned.plan);
    }
    const accepts = await this.filterOf(claim);
    if (accepts === null) return;
    const rows = await db
      .selectFrom('records')
      .select(['id', 'data'])
      .where('record_type', '=', claim.recordType)
      .$if(claim.recordIds === null, (query) =>
        query.where('id', '>=', claim.firstId).where('id', '<=', claim.lastId),
      )
      .$if(claim.recordIds !== null, (query) => query.where('id', 'in', claim.recordIds!))
      .orderBy('id')
      .execute();
    const across = claim.crossObjectType === null ? undefined : await this.mappingOf(claim);
    if (across === null) return;
    const index = live.indexOf(across?.type.name ?? claim.recordType);
    const found: StoredPair[] = [];
    for (const [n, row] of rows.entries()) {
      if (n % RECORDS_PER_TURN === 0) await nextTurn();
      if (n % RECORDS_PER_CHECK === 0 && !(await jobRuns(db, claim.jobId))) throw new JobStopped();
      const values = accepts || across ? fromJson<RecordValues>(row.data, 'records.data') : undefined;
      if (accepts && !accepts(values!)) continue;
      if (across) found.push(...pairsAcross(index, plans, row.id, across.carry(values!)));
      else found.push(...pairsOfRecord(index, plans, row.id));
    }
    // The filter is the job type's: in a cross-object job it has judged the searched records already.
    const pairs = accepts && !across ? await this.acceptedPairs(found, accepts) : found;
    await completeSearchChunk(db, claim, this.worker, rows.length, pairs);
  }

  /**
   * The type a cross-object job compares with, and how a record's values carry over to its fields; null when the
   * mapping is gone (the job has failed).
   */
  private async mappingOf(claim: ChunkClaim) {
    const type = this.deps.recordTypes.byApiName(claim.recordType);
    const target = this.deps.recordTypes.byApiName(claim.crossObjectType!);
    const mapping = type && target ? mappingOnto(type, target.name) : undefined;
    if (!target || !mapping) {
      await failJob(
        this.deps.db,
        claim.jobId,
        `${claim.recordType} no longer maps its fields onto ${claim.crossObjectType}`,
      );
      return null;
    }
    return { type: target, carry: (values: RecordValues) => carriedValues(mapping, values) };
  }

  /** The job's filter; undefined without one, null when it is gone (the job has failed). */
  private async filterOf(claim: ChunkClaim): Promise<RecordPredicate | undefined | null> {
    if (claim.filterName === null) return undefined;
    const type = this.deps.recordTypes.byApiName(claim.recordType);
    try {
      if (!type) throw new Error(`the record type ${claim.recordType} no longer exists`);
      return await searchFilter(this.deps.db, type, claim.filterName);
    } catch (error) {
      await failJob(this.deps.db, claim.jobId, (error as Error).message);
      return null;
    }
  }

  /** The pairs whose other record the filter accepts too. */
  private async acceptedPairs(pairs: readonly StoredPair[], accepts: RecordPredicate): Promise<StoredPair[]> {
    const ids = [...new Set(pairs.flatMap((pair) => [pair.a, pair.b]))];
    const accepted = new Set<string>();
    for (let start = 0; start < ids.length; start += READ_IDS) {
      for (const record of await findRecords(this.deps.db, ids.slice(start, start + READ_IDS))) {
        if (accepts(record.values)) accepted.add(record.id);
      }
    }
    return pairs.filter((pair) => accepted.has(pair.a) && accepted.has(pair.b));
  }

  /**
   * Groups the pairs found; pairs a steward decided are not duplicates are held apart as a guard holds them. An
   * incremental job first searches the records its pairs reached that it has not searched, until there are none:
   * then each group it makes is the group a job over every record would make of those records.
   */
  private async group(claim: ChunkClaim): Promise<void> {
    const pairs = await jobPairs(this.deps.db, claim.jobId);
    if (claim.changedSince !== null && claim.crossObjectType === null) {
      const unsearched = await unsearchedPartners(this.deps.db, claim.jobId, pairs);
      if (unsearched.length > 0) {
        await widenJob(this.deps.db, claim, this.worker, unsearched);
        return;
      }
    }
    const decided = (await decidedPairs(this.deps.db, claim.recordType)).map(([a, b]) => ({
      a,
      b,
      kind: 'APART' as const,
      score: 0,
    }));
    const groups = groupDuplicates([...pairs, ...decided]);
    await completeGrouping(this.deps.db, claim, this.worker, groups);
  }
}
