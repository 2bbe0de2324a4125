import type { Kysely } from 'kysely';
import { BackgroundWorker, nextTurn, type WorkerSettings } from '../processes/background-worker';
import { MatchingConfiguration } from '../matching-config/matching-configuration';
import { bumpMatchingVersion } from '../matching-config/matching-version';
import { findRecords, recordsAfter, type RecordValues } from '../records/record-store';
import type { Database } from '../storage/schema';
import {
  dropOtherLayouts,
  readEntriesSince,
  readIndexClock,
  writeEntriesBeside,
  type EntryWrite,
} from '../match-index/entry-store';
import { DROP_CHUNK, entryWrites, layoutOf, markBuilt } from '../match-index/entry-upkeep';
import {
  claimIndexBuild,
  completeIndexBuild,
  extendBuildLease,
  recordBuildProgress,
  releaseIndexBuild,
  restartIndexBuild,
  type HeldBuild,
  type IndexBuild,
} from './index-build-store';
import type { IndexLayout } from '../match-index/index-layout';

export interface IndexBuilderDependencies extends WorkerSettings {
  db: Kysely<Database>;
  defaultCountry: string;
  /** Records indexed per transaction: a few milliseconds of work, so that writers and searches take turns. */
  chunk?: number;
}

const CHUNK = 500;
const IDLE_MS = 1000;
const LEASE_MS = 60_000;
/** How long a build that met an error waits before it is taken up again. */
const RETRY_MS = 30_000;

/** The build was started over or completed by a configuration change meanwhile: its work so far is rolled back. */
class BuildSuperseded extends Error {}

/**
 * Builds a record type's match index entries under a changed configuration beside the entries in force, in the
 * background of every service process (one process per build, by lease; any other resumes a build whose holder
 * stopped). Searches and writes keep the configuration the stored entries serve meanwhile. The builder:
 * 1. computes an entry for every record of the type, in id order, one short transaction per chunk;
 * 2. computes again the entries of records written since the build started (their entries in force carry a later
 *    sequence number), until few are left;
 * 3. in one transaction that counts a new configuration version, indexes the last few, marks the build completed
 *    and so lets the configured scenarios serve: every process reloads and loads the new entries;
 * 4. deletes the entries of the layout replaced.
 */
export class IndexBuilder extends BackgroundWorker {
  private readonly deps: IndexBuilderDependencies;

  constructor(deps: IndexBuilderDependencies) {
    super(deps, { idleMs: IDLE_MS, leaseMs: LEASE_MS });
    this.deps = deps;
  }

  /** Takes one build no process holds and runs it to its end; false when there was none. */
  async step(): Promise<boolean> {
    const now = Date.now();
    const build = await claimIndexBuild(this.deps.db, this.worker, now, now + this.leaseMs);
    if (!build) return false;
    const held: HeldBuild = { recordType: build.recordType, buildId: build.buildId, worker: this.worker };
    try {
      await this.run(build, held);
    } catch (error) {
      if (error instanceof BuildSuperseded) return true;
      this.deps.log.error({ err: error, recordType: build.recordType }, 'index build failed; retried later');
      await releaseIndexBuild(this.deps.db, held, (error as Error).message, Date.now() + RETRY_MS);
    }
    return true;
  }

  private async run(build: IndexBuild, held: HeldBuild): Promise<void> {
    const { db, defaultCountry, log } = this.deps;
    const started = Date.now();
    const configured = await MatchingConfiguration.configured(db, [build.recordType], defaultCountry);
    const layout = layoutOf(configured, build.recordType);
    if (layout.signature !== build.targetLayout) {
      // Configuration changes start a build over themselves: this is new code computing entries differently.
      const sinceSeq = (await readIndexClock(db)).seq;
      await restartIndexBuild(db, held, { targetLayout: layout.signature, sinceSeq });
      return;
    }
    log.info({ recordType: build.recordType, done: build.done, total: build.total }, 'index build running');
    await this.indexAll(build, held, layout);
    const since = await this.catchUp(build.sinceSeq, held, layout);
    await this.complete(since, held, layout);
    await dropOtherLayouts(db, build.recordType, [layout.signature], DROP_CHUNK);
    log.info({ recordType: build.recordType, ms: Date.now() - started }, 'index build completed');
  }

  /**
   * Step 1: every record after the build's cursor, a chunk at a time: read and computed outside any transaction (a
   * record changed meanwhile is indexed again in step 2), written in a short one with the progress it makes.
   */
  private async indexAll(build: IndexBuild, held: HeldBuild, layout: IndexLayout): Promise<void> {
    const { db } = this.deps;
    for (let cursor = build.cursor; ;) {
      const records = await recordsAfter(db, build.recordType, cursor, this.deps.chunk ?? CHUNK);
      if (records.length === 0) return;
      const writes = await computeEntries(layout, records);
      cursor = records.at(-1)!.id;
      const progress = { cursor, built: records.length, leaseUntil: this.leaseUntil() };
      await db.transaction().execute(async (trx) => {
        await writeEntriesBeside(trx, writes);
        if (!(await recordBuildProgress(trx, held, progress))) throw new BuildSuperseded();
      });
    }
  }

  /**
   * Step 2: indexes again, chunk by chunk, the records written since `since`; answers the point of the sequence
   * up to which it has, once a pass found fewer than a chunk (step 3 takes the rest).
   */
  private async catchUp(since: number, held: HeldBuild, layout: IndexLayout): Promise<number> {
    const { db } = this.deps;
    const chunk = this.deps.chunk ?? CHUNK;
    for (;;) {
      const mark = (await readIndexClock(db)).seq;
      const written = await writtenSince(db, layout.recordType, since);
      for (let start = 0; start < written.length; start += chunk) {
        const writes = await entriesNow(db, layout, written.slice(start, start + chunk));
        await db.transaction().execute(async (trx) => {
          await writeEntriesBeside(trx, writes);
          if (!(await extendBuildLease(trx, held, this.leaseUntil()))) throw new BuildSuperseded();
        });
      }
      if (written.length < chunk) return since;
      since = mark;
    }
  }

  /** Step 3: the last writes and the switch, in one transaction that every writer and configuration change waits on. */
  private async complete(since: number, held: HeldBuild, layout: IndexLayout): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await bumpMatchingVersion(trx);
      await writeEntriesBeside(
        trx,
        await entriesNow(trx, layout, await writtenSince(trx, layout.recordType, since)),
      );
      if (!(await completeIndexBuild(trx, held, new Date().toISOString()))) throw new BuildSuperseded();
      await markBuilt(trx, layout);
    });
  }

  private leaseUntil() {
    return Date.now() + this.leaseMs;
  }
}

/** Entries read per statement when the writes made during a build are collected. */
const WRITES_PAGE = 5000;

/** Ids of the records of a type whose entries in force were written after `since`: each a write since then. */
async function writtenSince(db: Kysely<Database>, recordType: string, since: number): Promise<string[]> {
  const ids = new Set<string>();
  let after: { seq: number; recordId?: string } = { seq: since };
  for (;;) {
    const entries = await readEntriesSince(db, after, WRITES_PAGE, recordType);
    for (const entry of entries) ids.add(entry.recordId);
    if (entries.length < WRITES_PAGE) return [...ids];
    const last = entries.at(-1)!;
    after = { seq: last.seq, recordId: last.recordId };
  }
}

/** Records whose entries are computed between two turns of the event loop: a few milliseconds of work. */
const RECORDS_PER_TURN = 25;

/** The entries of records under a layout, computed a few at a time so that requests are answered meanwhile. */
async function computeEntries(
  layout: IndexLayout,
  records: readonly { id: string; values: RecordValues }[],
): Promise<EntryWrite[]> {
  const writes: EntryWrite[] = [];
  for (let start = 0; start < records.length; start += RECORDS_PER_TURN) {
    await nextTurn();
    writes.push(...entryWrites(layout, records.slice(start, start + RECORDS_PER_TURN)));
  }
  return writes;
}

/** Entries of the layout for the given records as they are now, a record gone leaving none. */
async function entriesNow(
  db: Kysely<Database>,
  layout: IndexLayout,
  ids: readonly string[],
): Promise<EntryWrite[]> {
  if (ids.length === 0) return [];
  const records = await findRecords(db, ids);
  const found = new Set(records.map((record) => record.id));
  return [
    ...(await computeEntries(layout, records)),
    ...ids
      .filter((id) => !found.has(id))
      .map((recordId) => ({
        recordId,
        recordType: layout.recordType,
        layout: layout.signature,
        entry: null,
      })),
  ];
}
