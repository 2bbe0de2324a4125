import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { parseRecordId } from '../../contract/record-id';
import type { SearchOutput } from '../../contract/search';
import type { UpsertDataOutput } from '../../contract/upsert';
import { loadConfig } from '../config/env';
import { openStore } from '../storage/database';
import { processTree } from '../testing/process-tree';
import { QUIET_SERVICE_SETTINGS } from '../testing/quiet-service-settings';
import { randomPerson } from '../testing/random-person';
import { startPeerProcess, startServiceProcess, type ServiceProcess } from '../testing/service-process';
import { ok, useTestApi, type As } from '../testing/api-kit';
import { createPreparedTestDatabase, type TestDatabase, type TestService } from '../testing/test-service';
import { clientCredentialsToken } from '../testing/tokens';
import { startSqliteCluster, type SqliteCluster } from '../testing/sqlite-cluster';
import { demoRecordIds } from '../testing/demo-records';

const PARALLEL = 50;
const onPostgres = process.env['STEWARD_TEST_DATABASE'] === 'postgres';

const api = useTestApi({ as: 'integration' });

/** A new person, and the upsert of them with duplicate check, as every parallel request sends it. */
function newPersonUpsert() {
  const person = randomPerson();
  return {
    email: person.Email,
    body: {
      input: {
        allOrNone: true,
        duplicateCheck: true,
        objectType: 'Lead',
        objectData: person,
        relatedList: [
          {
            duplicateCheck: true,
            objectType: 'CampaignMember',
            referenceField: 'LeadId',
            objectData: { CampaignId: '' },
          },
        ],
      },
    },
  };
}

/** An upsert to any process of a service: with the test service's tokens, or those of another service. */
const post = (baseUrl: string, body: unknown, as?: As) =>
  ok<UpsertDataOutput>(api.callAt(baseUrl, 'POST', apiPaths.upsert, body, as));

/** The ids of the leads a search of a process finds by an e-mail address. */
const foundByEmail = async (baseUrl: string, as: As, email: string) =>
  (
    await ok<SearchOutput>(
      api.callAt(baseUrl, 'POST', apiPaths.search, { objectPrefix: '00Q', objectData: { Email: email } }, as),
    )
  )['00Q']!.map((match) => match.objectData.Id as string);

async function someCampaignId(): Promise<string> {
  const [id] = await demoRecordIds(api.service.store.db, 'Campaign');
  return id!;
}

/**
 * The campaign members of a lead. LIKE ignores case on SQLite and record ids do not, so the rows it finds are
 * narrowed to this exact id.
 */
async function campaignMembersOf(db: TestService['store']['db'], leadId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('record_type', '=', 'CampaignMember')
    .where('data', 'like', `%${leadId}%`)
    .execute();
  return rows
    .filter((row) => (JSON.parse(row.data) as { LeadId?: string }).LeadId === leadId)
    .map((row) => row.id);
}

/** Sends the same upsert PARALLEL times at once, spread over the given services, and checks the one outcome. */
async function raceSameNewPerson(baseUrls: string[]) {
  const { email, body } = newPersonUpsert();
  body.input.relatedList[0]!.objectData.CampaignId = await someCampaignId();
  const outputs = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => post(baseUrls[i % baseUrls.length]!, body)),
  );
  expect(outputs.every((output) => output.isSuccess)).toBe(true);
  expect(outputs.filter((output) => output.isCreated)).toHaveLength(1);
  expect(new Set(outputs.map((output) => output.objectId)).size).toBe(1);
  expect(outputs.filter((output) => output.relatedList[0]!.isCreated)).toHaveLength(1);
  expect(new Set(outputs.map((output) => output.relatedList[0]!.objectId)).size).toBe(1);

  const leads = await api.service.store.db
    .selectFrom('records')
    .select('id')
    .where('record_type', '=', 'Lead')
    .where('data', 'like', `%${email}%`)
    .execute();
  expect(leads.map((lead) => lead.id)).toEqual([parseRecordId(outputs[0]!.objectId!)]);
  expect(await campaignMembersOf(api.service.store.db, leads[0]!.id)).toHaveLength(1);
}

describe('concurrent upserts of the same new person', () => {
  it(`create exactly one record among ${PARALLEL} parallel requests to one process`, async () => {
    for (let round = 0; round < 3; round++) await raceSameNewPerson([api.service.baseUrl]);
  });

  describe.runIf(!onPostgres)('with the service run as two processes on one SQLite file', () => {
    let cluster: SqliteCluster;
    let clusterIntegration: As;
    beforeAll(async () => {
      cluster = await startSqliteCluster();
      clusterIntegration = { bearer: cluster.bearer };
    });
    afterAll(() => cluster?.close());

    it(`create exactly one record among ${PARALLEL} parallel requests, which both processes then find`, async () => {
      for (let round = 0; round < 3; round++) {
        const { email, body } = newPersonUpsert();
        body.input.relatedList = [];
        const outputs = await Promise.all(
          Array.from({ length: PARALLEL }, () => post(cluster.service.baseUrl, body, clusterIntegration)),
        );
        expect(outputs.filter((output) => output.isCreated)).toHaveLength(1);
        expect(new Set(outputs.map((output) => output.objectId)).size).toBe(1);
        // Connections go round the processes: every search finds the one record, whichever process answers it.
        const searches = await Promise.all(
          Array.from({ length: 6 }, () => foundByEmail(cluster.service.baseUrl, clusterIntegration, email)),
        );
        for (const found of searches) expect(found).toEqual([outputs[0]!.objectId]);
      }
    });
  });

  describe.runIf(onPostgres)('with two service processes sharing the database', () => {
    let peer: ServiceProcess;
    beforeAll(async () => {
      peer = await startPeerProcess(api.service.config);
    });
    afterAll(() => peer?.close());

    it(`create exactly one record among ${PARALLEL} parallel requests spread over both`, async () => {
      for (let round = 0; round < 3; round++) await raceSameNewPerson([api.service.baseUrl, peer.baseUrl]);
    });
  });
});

describe('a service killed with SIGKILL in the middle of upserts', () => {
  const UPSERTS = 150;
  const IN_FLIGHT = 8;
  /** Kills until one lands in the middle of upserts (see the test). */
  const KILLS = 3;
  /** Answers seen before the kill: enough that writes were under way when it came. */
  const KILL_AFTER = 30;
  let database: TestDatabase;
  let running: ServiceProcess | undefined;
  /** Set once the file's cleanup ran: a test past its time limit still runs on, and must not start a service then. */
  let ended = false;
  beforeAll(async () => {
    database = await createPreparedTestDatabase();
  });
  afterAll(async () => {
    ended = true;
    await running?.close();
    await database?.drop();
  });

  const start = async () => {
    const started = await startServiceProcess({
      ...database.env,
      // On SQLite two processes, so the kill also lands on one that holds the write lock.
      SERVICE_PROCESSES: onPostgres ? '1' : '2',
      ...QUIET_SERVICE_SETTINGS,
    });
    if (ended) {
      await started.close();
      throw new Error('the test ran past its time limit and its files were cleaned up');
    }
    return started;
  };

  it('leaves each upsert whole or absent with its event, keeps every answered one, and the restarted service finds exactly those', async () => {
    running = await start();
    const store = openStore(loadConfig({ ...database.env, LOG_LEVEL: 'silent' }).database);
    try {
      const [campaignId] = await demoRecordIds(store.db, 'Campaign');
      const jobs = Array.from({ length: UPSERTS }, () => {
        const job = newPersonUpsert();
        job.body.input.relatedList[0]!.objectData.CampaignId = campaignId!;
        return job;
      });
      const answered = new Map<string, string>();
      let next = 0;
      let cutOff = false;
      // Upserts committed together are answered together: a kill that lands just after a group's commit finds every
      // request sent already answered and cuts nothing off. Then the service is started and killed again.
      for (let attempt = 0; attempt < KILLS && !cutOff; attempt++) {
        if (attempt > 0) running = await start();
        const service = running;
        const bearer = await clientCredentialsToken(`${service.baseUrl}/oidc`);
        const answeredBefore = answered.size;
        let killed = false;
        await Promise.all(
          Array.from({ length: IN_FLIGHT }, async () => {
            while (next < jobs.length && !killed) {
              const { email, body } = jobs[next++]!;
              const output = await fetch(`${service.baseUrl}${apiPaths.upsert}`, {
                method: 'POST',
                headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
                body: JSON.stringify(body),
              }).then(
                async (response) => (response.ok ? ((await response.json()) as UpsertDataOutput) : undefined),
                () => undefined, // cut off by the kill
              );
              if (output?.isSuccess) answered.set(email, output.objectId!);
              if (answered.size - answeredBefore === KILL_AFTER && !killed) {
                killed = true;
                for (const pid of processTree(service.pid)) process.kill(pid, 'SIGKILL');
              }
            }
          }),
        );
        expect(killed).toBe(true);
        cutOff = next > answered.size;
      }
      // Requests were in flight when a kill came: sent, never answered.
      expect(cutOff).toBe(true);

      running = await start();
      const restarted = { bearer: await clientCredentialsToken(`${running.baseUrl}/oidc`) };
      const sent = jobs.slice(0, next);
      for (const { email } of sent) {
        const leads = await store.db
          .selectFrom('records')
          .select('id')
          .where('record_type', '=', 'Lead')
          .where('data', 'like', `%${email}%`)
          .execute();
        expect(leads.length, email).toBeLessThanOrEqual(1);
        const answeredId = answered.get(email);
        if (answeredId) expect(leads.map((lead) => lead.id)).toEqual([parseRecordId(answeredId)]);
        // The feed has the event of each lead stored, exactly once, and none of one rolled back.
        const published = await store.db
          .selectFrom('events')
          .select('subject')
          .where('type', '=', 'record.created')
          .where('record_type', '=', 'Lead')
          .where('data', 'like', `%${email}%`)
          .execute();
        expect(
          published.map((event) => event.subject),
          `events of ${email}`,
        ).toEqual(leads.map((lead) => lead.id));
        for (const lead of leads) {
          expect(await campaignMembersOf(store.db, lead.id), `campaign member of ${email}`).toHaveLength(1);
        }
        const found = (await foundByEmail(running.baseUrl, restarted, email)).map((id) => parseRecordId(id));
        expect(found, `search for ${email}`).toEqual(leads.map((lead) => lead.id));
      }
    } finally {
      await store.close();
    }
    // It starts the service as its own processes two to four times: slow on a busy machine.
  }, 420_000);
});
