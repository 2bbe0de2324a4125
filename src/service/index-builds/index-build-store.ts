import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ServingConfiguration } from '../matching-config/serving-configurations';
import { toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';

export type IndexBuildStatus = 'BUILDING' | 'COMPLETED';

export interface IndexBuild {
  recordType: string;
  buildId: string;
  status: IndexBuildStatus;
  targetLayout: string;
  sinceSeq: number;
  cursor: string;
  done: number;
  total: number;
  worker: string | null;
  leaseUntil: number | null;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

const toIndexBuild = (row: Selectable<Database['index_builds']>): IndexBuild => ({
  recordType: row.record_type,
  buildId: row.build_id,
  status: row.status as IndexBuildStatus,
  targetLayout: row.target_layout,
  sinceSeq: Number(row.since_seq),
  cursor: row.cursor,
  done: row.done,
  total: row.total,
  worker: row.worker,
  leaseUntil: row.lease_until === null ? null : Number(row.lease_until),
  error: row.error,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
});

export async function readIndexBuild(
  db: Kysely<Database>,
  recordType: string,
): Promise<IndexBuild | undefined> {
  const row = await db
    .selectFrom('index_builds')
    .selectAll()
    .where('record_type', '=', recordType)
    .executeTakeFirst();
  return row && toIndexBuild(row);
}

/** The layout each running build builds towards, by record type. */
export async function runningBuildTargets(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('index_builds')
    .select(['record_type', 'target_layout'])
    .where('status', '=', 'BUILDING')
    .execute();
  return new Map(rows.map((row) => [row.record_type, row.target_layout]));
}

/** The last build of every record type that had one, running ones included. */
export async function listIndexBuilds(db: Kysely<Database>): Promise<IndexBuild[]> {
  const rows = await db.selectFrom('index_builds').selectAll().orderBy('record_type').execute();
  return rows.map(toIndexBuild);
}

export interface NewIndexBuild {
  recordType: string;
  targetLayout: string;
  serving: ServingConfiguration;
  sinceSeq: number;
  total: number;
  startedAt: string;
}

/** Starts a build of a type's entries (inside the change's transaction), or starts its running one over. */
export async function startIndexBuild(db: Kysely<Database>, build: NewIndexBuild): Promise<void> {
  const values = {
    build_id: randomUUID(),
    status: 'BUILDING',
    target_layout: build.targetLayout,
    serving: toJson(build.serving),
    since_seq: build.sinceSeq,
    cursor: '',
    done: 0,
    total: build.total,
    worker: null,
    lease_until: null,
    error: null,
    started_at: build.startedAt,
    finished_at: null,
  };
  await db
    .insertInto('index_builds')
    .values({ record_type: build.recordType, ...values })
    .onConflict((conflict) => conflict.column('record_type').doUpdateSet(values))
    .execute();
}

/** Forgets a type's running build: the configuration went back to what its stored entries serve. */
export async function dropIndexBuild(db: Kysely<Database>, recordType: string): Promise<void> {
  await db
    .deleteFrom('index_builds')
    .where('record_type', '=', recordType)
    .where('status', '=', 'BUILDING')
    .execute();
}

/**
 * Takes a running build no process holds (or whose holder's lease lapsed: it stopped or died) for `worker` until
 * `leaseUntil`; answers it, or nothing when there is none to take.
 */
export async function claimIndexBuild(
  db: Kysely<Database>,
  worker: string,
  now: number,
  leaseUntil: number,
): Promise<IndexBuild | undefined> {
  const open = await db
    .selectFrom('index_builds')
    .selectAll()
    .where('status', '=', 'BUILDING')
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<', now)]))
    .orderBy('started_at')
    .execute();
  for (const row of open) {
    // Taken only if nobody took it (or started it over) since it was read: the update says whether it matched.
    const taken = await db
      .updateTable('index_builds')
      .set({ worker, lease_until: leaseUntil })
      .where('record_type', '=', row.record_type)
      .where('build_id', '=', row.build_id)
      .where((where) =>
        row.lease_until === null
          ? where('lease_until', 'is', null)
          : where('lease_until', '=', row.lease_until),
      )
      .executeTakeFirst();
    if (taken.numUpdatedRows > 0n) return { ...toIndexBuild(row), worker, leaseUntil };
  }
  return undefined;
}

/** Which build a worker holds: a change that starts the type's build over makes the holder's claim void. */
export interface HeldBuild {
  recordType: string;
  buildId: string;
  worker: string;
}

const held = (db: Kysely<Database>, build: HeldBuild) =>
  db
    .updateTable('index_builds')
    .where('record_type', '=', build.recordType)
    .where('status', '=', 'BUILDING')
    .where('build_id', '=', build.buildId)
    .where('worker', '=', build.worker);

/**
 * Records a chunk built (in the chunk's transaction) and extends the lease; false when the build is no longer the
 * worker's, and the chunk's transaction must roll back.
 */
export async function recordBuildProgress(
  db: Kysely<Database>,
  build: HeldBuild,
  progress: { cursor: string; built: number; leaseUntil: number },
): Promise<boolean> {
  const result = await held(db, build)
    .set((update) => ({
      cursor: progress.cursor,
      done: update('done', '+', progress.built),
      lease_until: progress.leaseUntil,
      error: null,
    }))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Extends the lease while the worker catches up with writes made since the start. */
export async function extendBuildLease(db: Kysely<Database>, build: HeldBuild, leaseUntil: number) {
  const result = await held(db, build).set({ lease_until: leaseUntil }).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the build complete (in the transaction that makes its entries serve); false when it is not the worker's. */
export async function completeIndexBuild(
  db: Kysely<Database>,
  build: HeldBuild,
  finishedAt: string,
): Promise<boolean> {
  const result = await held(db, build)
    .set((update) => ({
      status: 'COMPLETED',
      serving: null,
      done: update.ref('total'),
      worker: null,
      lease_until: null,
      error: null,
      finished_at: finishedAt,
    }))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Starts a held build over towards another layout, keeping what it serves: the code computes entries differently
 * since it started (an upgrade). Any process takes it up again.
 */
export async function restartIndexBuild(
  db: Kysely<Database>,
  build: HeldBuild,
  restart: { targetLayout: string; sinceSeq: number },
): Promise<void> {
  await held(db, build)
    .set({
      build_id: randomUUID(),
      target_layout: restart.targetLayout,
      since_seq: restart.sinceSeq,
      cursor: '',
      done: 0,
      worker: null,
      lease_until: null,
      error: null,
    })
    .execute();
}

/** Hands a build back after an error, to be taken again (by any process) once `retryAt` has passed. */
export async function releaseIndexBuild(
  db: Kysely<Database>,
  build: HeldBuild,
  error: string,
  retryAt: number,
): Promise<void> {
  await held(db, build).set({ error, lease_until: retryAt }).execute();
}
