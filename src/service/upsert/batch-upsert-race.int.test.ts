import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { BatchUpsertOutput, BatchUpsertRequest } from '../../contract/batch-upsert';
import { parseRecordId } from '../../contract/record-id';
import { loadConfig } from '../config/env';
import { openStore, type Store } from '../storage/database';
import { useTestApi, type ApiResponse } from '../testing/api-kit';
import { QUIET_SERVICE_SETTINGS } from '../testing/quiet-service-settings';
import { randomPerson } from '../testing/random-person';
import { startPeerProcess, startServiceProcess, type ServiceProcess } from '../testing/service-process';
import { createPreparedTestDatabase, type TestDatabase } from '../testing/test-service';
import { clientCredentialsToken } from '../testing/tokens';
import { processTree } from '../testing/process-tree';
import { startSqliteCluster, type SqliteCluster } from '../testing/sqlite-cluster';

const onPostgres = process.env['STEWARD_TEST_DATABASE'] === 'postgres';

/** Batches sent at once and the inputs of each: an integration syncing in parallel, as the batch API is for. */
const BATCHES = 40;
const BATCH_SIZE = 40;
/** New people the batches draw from: each shares some of its people with many other batches. */
const PEOPLE = 300;

const api = useTestApi({ as: 'integration' });

type Person = ReturnType<typeof randomPerson>;

/** Batch `n`'s people: a stretch of the pool, so that neighbouring batches overlap, in an order of its own. */
function peopleOfBatch(pool: readonly Person[], n: number): Person[] {
  const start = (n * 7) % pool.length;
  const chosen = Array.from({ length: BATCH_SIZE }, (_, i) => pool[(start + i * 3) % pool.length]!);
  return n % 2 === 0 ? chosen : chosen.reverse();
}

const batchOf = (people: readonly Person[]): BatchUpsertRequest => ({
  allOrNone: true,
  records: people.map((person) => ({ duplicateCheck: true, objectType: 'Lead', objectData: person })),
});

/** The stored leads of each person, by e-mail address. */
async function storedLeadsByEmail(db: Store['db'], pool: readonly Person[]): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('record_type', '=', 'Lead')
    .execute();
  const wanted = new Set(pool.map((person) => person.Email));
  const found = new Map<string, string[]>();
  for (const row of rows) {
    const email = (JSON.parse(row.data) as { Email?: string }).Email;
    if (email && wanted.has(email)) found.set(email, [...(found.get(email) ?? []), row.id]);
  }
  return found;
}

/**
 * Sends every batch at once, spread over the given processes, and checks what an integration would: each batch is
 * answered, all of it saved, and each person is one record, the one every batch that named the person answered.
 */
async function raceOverlappingBatches(
  db: Store['db'],
  send: (batch: BatchUpsertRequest, n: number) => Promise<ApiResponse>,
) {
  const pool = Array.from({ length: PEOPLE }, () => randomPerson());
  const batches = Array.from({ length: BATCHES }, (_, n) => peopleOfBatch(pool, n));
  const responses = await Promise.all(batches.map((people, n) => send(batchOf(people), n)));
  expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
  const outputs = responses.map((response) => response.body as BatchUpsertOutput);

  const answeredIds = new Map<string, Set<string>>();
  for (const [n, output] of outputs.entries()) {
    expect(output.map((entry) => entry.errorMessage)).toEqual(output.map(() => null));
    for (const [i, entry] of output.entries()) {
      const email = batches[n]![i]!.Email;
      answeredIds.set(email, (answeredIds.get(email) ?? new Set()).add(parseRecordId(entry.objectId!)!));
    }
  }
  const stored = await storedLeadsByEmail(db, pool);
  for (const [email, ids] of answeredIds) {
    expect(stored.get(email), email).toEqual([...ids]);
  }
}

describe(`${BATCHES} concurrent batches of ${BATCH_SIZE} new leads that share people`, () => {
  describe.runIf(onPostgres)('over two service instances on one PostgreSQL database', () => {
    let peer: ServiceProcess;
    beforeAll(async () => {
      peer = await startPeerProcess(api.service.config);
    });
    afterAll(() => peer?.close());

    it('are each saved whole, and store every person once', async () => {
      const baseUrls = [api.service.baseUrl, peer.baseUrl];
      await raceOverlappingBatches(api.service.store.db, (batch, n) =>
        api.callAt(baseUrls[n % 2]!, 'POST', apiPaths.batchUpsert, batch),
      );
    });
  });

  describe.runIf(!onPostgres)('over two service processes on one SQLite file', () => {
    let cluster: SqliteCluster;
    beforeAll(async () => {
      cluster = await startSqliteCluster();
    });
    afterAll(() => cluster?.close());

    it('are each saved whole, and store every person once', async () => {
      const store = openStore(loadConfig({ ...cluster.database.env, LOG_LEVEL: 'silent' }).database);
      try {
        await raceOverlappingBatches(store.db, (batch) =>
          api.callAt(cluster.service.baseUrl, 'POST', apiPaths.batchUpsert, batch, {
            bearer: cluster.bearer,
          }),
        );
      } finally {
        await store.close();
      }
    });
  });
});

describe('a service killed with SIGKILL while batches are written', () => {
  const KILLED_BATCHES = 12;
  let database: TestDatabase;
  let service: ServiceProcess | undefined;
  beforeAll(async () => {
    database = await createPreparedTestDatabase();
  });
  afterAll(async () => {
    await service?.close();
    await database?.drop();
  });

  it('leaves every all-or-nothing batch whole or absent, and every answered one whole', async () => {
    // On SQLite two processes, so the kill also lands on one that holds the write lock.
    service = await startServiceProcess({
      ...database.env,
      SERVICE_PROCESSES: onPostgres ? '1' : '2',
      ...QUIET_SERVICE_SETTINGS,
    });
    const { baseUrl, pid } = service;
    const bearer = await clientCredentialsToken(`${baseUrl}/oidc`);
    const batches = Array.from({ length: KILLED_BATCHES }, () =>
      Array.from({ length: BATCH_SIZE }, () => randomPerson()),
    );
    let killed = false;
    const answered = await Promise.all(
      batches.map(async (people) => {
        const response = await api
          .callAt(baseUrl, 'POST', apiPaths.batchUpsert, batchOf(people), { bearer })
          .catch(() => undefined); // cut off by the kill
        // The first answer: the other batches are under way, some inside their transactions.
        if (response && !killed) {
          killed = true;
          for (const process_ of processTree(pid)) process.kill(process_, 'SIGKILL');
        }
        return response?.status === 200;
      }),
    );
    expect(killed).toBe(true);
    expect(answered.filter((whole) => !whole).length).toBeGreaterThan(0);

    const store = openStore(loadConfig({ ...database.env, LOG_LEVEL: 'silent' }).database);
    try {
      const stored = await storedLeadsByEmail(store.db, batches.flat());
      for (const [n, people] of batches.entries()) {
        const kept = people.filter((person) => stored.get(person.Email)?.length === 1).length;
        expect(answered[n] ? [BATCH_SIZE] : [0, BATCH_SIZE], `batch ${n + 1}`).toContain(kept);
      }
      for (const ids of stored.values()) expect(ids).toHaveLength(1);
      // Each lead stored has its created event once; a batch rolled back or cut off published nothing.
      const published = await store.db
        .selectFrom('events')
        .select('subject')
        .where('type', '=', 'record.created')
        .where('record_type', '=', 'Lead')
        .execute();
      const everyEvent = published.map((event) => event.subject);
      expect(new Set(everyEvent).size).toBe(everyEvent.length);
      for (const ids of stored.values()) expect(everyEvent).toContain(ids[0]);
      const leads = new Set(
        (await store.db.selectFrom('records').select('id').where('record_type', '=', 'Lead').execute()).map(
          (row) => row.id,
        ),
      );
      expect(everyEvent.filter((subject) => !leads.has(subject))).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
