import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { NotDuplicateList } from '../../contract/decisions';
import type { GroupDetail, GroupPage, Job, JobInput, JobList } from '../../contract/jobs';
import { toJson } from '../storage/json-column';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson, randomWord } from '../testing/random-person';
import { until } from '../testing/until';

const api = useTestApi({ as: 'steward' });
const { call, finishedJob } = api;

const createLead = async (values: Record<string, string>) =>
  (await api.upsert({ objectType: 'Lead', objectData: values })).objectId!;

const startJob = (input: JobInput) => ok<Job>(call('POST', apiPaths.jobs, input), 201);

const readJob = (id: string) => ok<Job>(call('GET', apiPaths.job(id)));

async function allGroups(id: string): Promise<GroupPage['groups']> {
  const page = await ok<GroupPage>(call('GET', `${apiPaths.jobGroups(id)}?limit=200&sort=size`));
  const groups = [...page.groups];
  for (let offset = 200; offset < page.total; offset += 200) {
    const next = await ok<GroupPage>(
      call('GET', `${apiPaths.jobGroups(id)}?limit=200&sort=size&offset=${offset}`),
    );
    groups.push(...next.groups);
  }
  return groups;
}

async function leadCount(): Promise<number> {
  const { count } = await api.service.store.db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('record_type', '=', 'Lead')
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe('duplicate jobs', () => {
  let father: string;
  let fatherAgain: string;
  let junior: string;
  let undated: string;
  let job: Job;

  beforeAll(async () => {
    const person = randomPerson();
    const home = { Street: `${randomWord(8)} Road 7`, PostalCode: '02134', City: 'Boston' };
    const local = `${person.FirstName}.${person.LastName}`.toLowerCase();
    father = await createLead({ ...person, ...home, Email: `${local}@example.com` });
    fatherAgain = await createLead({
      ...person,
      ...home,
      LastName: `${person.LastName}e`,
      Email: `${local}@example.com`,
    });
    // Named after his father, at his address, with a mailbox of his own.
    junior = await createLead({ ...person, ...home, Email: `${local}45@example.com` });
    // Fits father and son alike.
    const { Email: _email, ...withoutEmail } = person;
    undated = await createLead({ ...withoutEmail, ...home });
    job = await startJob({ objectType: 'Lead' });
  });

  it('starts over every record of the type with its batch scenarios', async () => {
    expect(job).toMatchObject({
      objectType: 'Lead',
      filterDeveloperName: null,
      createdBy: expect.any(String),
      progress: { recordsTotal: await leadCount() },
    });
    expect(['QUEUED', 'RUNNING']).toContain(job.status);
    expect(job.scenarios.map(({ scenarioName }) => scenarioName)).toEqual(
      expect.arrayContaining(['Lead Default', 'Lead Name and Address']),
    );
    expect(job.scenarios.map(({ scenarioName }) => scenarioName)).not.toContain('Lead Email and Phone');
    const listed = await ok<JobList>(call('GET', `${apiPaths.jobs}?objectType=Lead`));
    expect(listed.jobs.map(({ id }) => id)).toContain(job.id);
  });

  it('runs to the end and counts what it found', async () => {
    const done = await finishedJob(job.id);
    expect(done).toMatchObject({ status: 'DONE', errorMessage: null, finishedAt: expect.any(String) });
    expect(done.progress.recordsDone).toBe(done.progress.recordsTotal);
    expect(done.progress.pairsFound).toBeGreaterThan(0);
    expect(done.progress.secondsLeft).toBeNull();
    expect(done.groupCount).toBeGreaterThan(10);
  });

  it('groups a person’s records, and never a father with his junior or a record that fits both', async () => {
    await finishedJob(job.id);
    const groups = await allGroups(job.id);
    const holding = (id: string) => groups.filter((group) => group.recordIds.includes(id));
    expect(holding(father)).toHaveLength(1);
    expect(holding(father)[0]!.recordIds).toEqual([father, fatherAgain].sort());
    expect(holding(junior)).toEqual([]);
    expect(holding(undated)).toEqual([]);
  });

  it('pages and sorts the groups, with the total on every page', async () => {
    const { groupCount } = await finishedJob(job.id);
    const bySize = await ok<GroupPage>(call('GET', `${apiPaths.jobGroups(job.id)}?sort=size&limit=5`));
    expect(bySize.total).toBe(groupCount);
    const sizes = bySize.groups.map((group) => group.recordCount);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));

    const byScore = await ok<GroupPage>(
      call('GET', `${apiPaths.jobGroups(job.id)}?sort=score&order=asc&limit=3`),
    );
    const scores = byScore.groups.map((group) => group.averageScore);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const second = await ok<GroupPage>(
      call('GET', `${apiPaths.jobGroups(job.id)}?sort=score&order=asc&limit=2&offset=1`),
    );
    expect(second.groups.map(({ id }) => id)).toEqual(byScore.groups.slice(1, 3).map(({ id }) => id));

    const large = await ok<GroupPage>(call('GET', `${apiPaths.jobGroups(job.id)}?minRecords=3&limit=200`));
    // The demo gives some leads two or three duplicates: an empty page would prove nothing.
    expect(large.total).toBeGreaterThan(0);
    expect(large.groups.every((group) => group.recordCount >= 3)).toBe(true);
    expect(large.total).toBeLessThan(bySize.total);
  });

  it('opens a group with its records and the pairs among them', async () => {
    await finishedJob(job.id);
    const group = (await allGroups(job.id)).find((one) => one.recordIds.includes(father))!;
    const detail = await ok<GroupDetail>(call('GET', apiPaths.jobGroup(job.id, group.id)));
    expect(detail.group).toEqual(group);
    expect(detail.records.map((record) => record.Id)).toEqual(group.recordIds);
    expect(detail.records[0]).toMatchObject({ attributes: { type: 'Lead' } });
    expect(detail.pairs).toEqual([
      expect.objectContaining({
        recordId: [father, fatherAgain].sort()[0],
        duplicateId: [father, fatherAgain].sort()[1],
        score: group.maxScore,
        scenarioScores: expect.arrayContaining([expect.objectContaining({ scenarioName: 'Lead Default' })]),
      }),
    ]);
    expect((await call('GET', apiPaths.jobGroup(job.id, '999999'))).status).toBe(404);
    expect((await call('GET', apiPaths.jobGroup(job.id, 'x'))).status).toBe(404);
  });

  it('marks a group not duplicates: reviewed once, and the next job keeps its records apart', async () => {
    await finishedJob(job.id);
    const group = (await allGroups(job.id)).find((one) => one.recordIds.includes(father))!;
    const reviewed = await ok(call('POST', apiPaths.jobGroupNotDuplicate(job.id, group.id)));
    expect(reviewed).toMatchObject({
      id: group.id,
      status: 'NOT_DUPLICATE',
      reviewedBy: 'steward',
      reviewedAt: expect.any(String),
    });
    const again = await ok(call('POST', apiPaths.jobGroupNotDuplicate(job.id, group.id)), 409);
    expect(JSON.stringify(again)).toContain('NOT_DUPLICATE by steward');

    const open = await ok<GroupPage>(call('GET', `${apiPaths.jobGroups(job.id)}?status=OPEN&limit=200`));
    expect(open.groups.map(({ id }) => id)).not.toContain(group.id);
    const decided = await ok<NotDuplicateList>(call('GET', `${apiPaths.notDuplicates}?recordId=${father}`));
    expect(decided.decisions.map((decision) => [decision.recordId, decision.otherId])).toEqual([
      [father, fatherAgain].sort(),
    ]);

    const next = await api.startFinishedJob({ objectType: 'Lead' });
    const holding = (await allGroups(next.id)).filter((one) => one.recordIds.includes(father));
    expect(holding.some((one) => one.recordIds.includes(fatherAgain))).toBe(false);
  });

  it("withdraws a group's verdict: its decisions go and the group is open for review again", async () => {
    const group = (await allGroups(job.id)).find((one) => one.recordIds.includes(father))!;
    expect(group.status).toBe('NOT_DUPLICATE');
    const reopened = await ok(call('DELETE', apiPaths.jobGroupNotDuplicate(job.id, group.id)));
    expect(reopened).toMatchObject({ id: group.id, status: 'OPEN', reviewedBy: null, reviewedAt: null });
    const decided = await ok<NotDuplicateList>(call('GET', `${apiPaths.notDuplicates}?recordId=${father}`));
    expect(decided.decisions).toEqual([]);

    const again = await ok(call('DELETE', apiPaths.jobGroupNotDuplicate(job.id, group.id)), 409);
    expect(JSON.stringify(again)).toContain('open');
  });
});

describe('starting a job', () => {
  it('refuses input it cannot run, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ objectType: 'Nothing' }, 'objectType'],
      [{ objectType: 'Campaign' }, 'scenarioIds'],
      [{ objectType: 'Lead', filterDeveloperName: 'No_Such_Filter' }, 'filterDeveloperName'],
      [{ objectType: 'Lead', scenarioIds: ['a0SSt0000000zzz'] }, 'scenarioIds.0'],
      [{ objectType: 'Lead', extra: 1 }, 'extra'],
    ];
    for (const [input, field] of cases) {
      const { status, body } = await call('POST', apiPaths.jobs, input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(body)).toContain(field);
    }
  });

  it('needs the steward role', async () => {
    expect((await call('POST', apiPaths.jobs, { objectType: 'Lead' }, 'viewer')).status).toBe(403);
    expect((await call('GET', apiPaths.jobs, undefined, null)).status).toBe(401);
  });

  it('answers 404 for a job that does not exist', async () => {
    for (const [method, path] of [
      ['GET', apiPaths.job('nope')],
      ['POST', apiPaths.jobCancel('nope')],
      ['DELETE', apiPaths.job('nope')],
      ['GET', apiPaths.jobGroups('nope')],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('a cross-object job', () => {
  it('groups each lead with the contacts it duplicates, scored with the contact scenarios', async () => {
    const person = randomPerson();
    const lead = await createLead(person);
    const upserted = await api.upsert({
      objectType: 'Contact',
      objectData: { FirstName: person.FirstName, LastName: person.LastName, Email: person.Email },
    });
    const contact = upserted.objectId!;

    const started = await startJob({ objectType: 'Lead', crossObjectType: 'Contact' });
    expect(started).toMatchObject({ objectType: 'Lead', crossObjectType: 'Contact' });
    expect(started.scenarios.map(({ scenarioName }) => scenarioName)).toEqual(
      expect.arrayContaining(['Contact Default']),
    );
    const job = await finishedJob(started.id);
    expect(job.status).toBe('DONE');
    const group = (await allGroups(job.id)).find((one) => one.recordIds.includes(lead))!;
    expect(group.recordIds).toContain(contact);
    const detail = await ok<GroupDetail>(call('GET', apiPaths.jobGroup(job.id, group.id)));
    expect(detail.records[0]).toMatchObject({ Id: lead, attributes: { type: 'Lead' } });
    expect(detail.records.find((record) => record.Id === contact)).toMatchObject({
      attributes: { type: 'Contact' },
    });
    expect(detail.pairs).toContainEqual(expect.objectContaining({ recordId: lead, duplicateId: contact }));
  });

  it('refuses a type the record type does not map onto, naming the ones it does', async () => {
    const refused = await ok(
      call('POST', apiPaths.jobs, { objectType: 'Lead', crossObjectType: 'CampaignMember' }),
      400,
    );
    expect(JSON.stringify(refused)).toContain('crossObjectType');
    expect(JSON.stringify(refused)).toContain('Account, Contact');
  });
});

describe('a job in flight', () => {
  it('cancels: no chunk is searched after, and it cannot be cancelled twice', async () => {
    const job = await startJob({ objectType: 'Contact' });
    const cancelled = await ok(call('POST', apiPaths.jobCancel(job.id)));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', finishedAt: expect.any(String) });
    const settled = (await readJob(job.id)).progress.recordsDone;
    // The runner takes chunks oldest job first: once it has run a later job to its end, it took none of these.
    await api.startFinishedJob({ objectType: 'Account' });
    expect((await readJob(job.id)).progress.recordsDone).toBe(settled);
    expect((await readJob(job.id)).progress.recordsDone).toBeLessThan(job.progress.recordsTotal);
    expect((await call('POST', apiPaths.jobCancel(job.id))).status).toBe(409);
  });

  it('is deleted with everything it found', async () => {
    const job = await api.startFinishedJob({ objectType: 'Account' });
    expect(job.groupCount).toBeGreaterThan(0);
    expect((await call('DELETE', apiPaths.job(job.id))).status).toBe(204);
    expect((await call('GET', apiPaths.job(job.id))).status).toBe(404);
    expect((await call('GET', apiPaths.jobGroups(job.id))).status).toBe(404);
    for (const table of ['duplicate_job_chunks', 'duplicate_job_pairs', 'duplicate_groups'] as const) {
      const rows = await api.service.store.db
        .selectFrom(table)
        .select('job_id')
        .where('job_id', '=', job.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('is in the audit trail of its record type when started, cancelled and deleted, by whom', async () => {
    const job = await startJob({ objectType: 'Contact' });
    await ok(call('POST', apiPaths.jobCancel(job.id)));
    expect((await call('DELETE', apiPaths.job(job.id))).status).toBe(204);
    const audit = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?objectType=Contact&limit=200`),
    );
    const events = audit.events.filter((event) => event.jobId === job.id);
    // Newest first, though two events of one millisecond may come either way.
    expect(events.map((event) => event.action).sort()).toEqual([
      'JOB_CANCELLED',
      'JOB_DELETED',
      'JOB_STARTED',
    ]);
    expect(events.find((event) => event.action === 'JOB_STARTED')).toMatchObject({
      principal: 'steward',
      objectType: 'Contact',
      recordId: null,
      endpoint: `POST ${apiPaths.jobs}`,
    });
    const started = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?action=JOB_STARTED&limit=200`),
    );
    expect(started.events.map((event) => event.jobId)).toContain(job.id);
  });

  it('takes over a chunk whose process died, and leaves alone one a live process holds', async () => {
    const ids = (
      await api.service.store.db
        .selectFrom('records')
        .select('id')
        .where('record_type', '=', 'Account')
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    const half = Math.floor(ids.length / 2);
    const jobOf = async (lease: Date) => {
      const id = `lapsed-${randomWord(8)}`;
      const at = new Date().toISOString();
      const scenario = (
        await api.service.store.db
          .selectFrom('scenarios')
          .select('id')
          .where('record_type', '=', 'Account')
          .where('on_batch', '=', 1)
          .executeTakeFirstOrThrow()
      ).id;
      await api.service.store.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('duplicate_jobs')
          .values({
            id,
            record_type: 'Account',
            scenario_ids: toJson([scenario]),
            filter_name: null,
            status: 'RUNNING',
            created_by: 'steward',
            created_at: at,
            started_at: at,
            finished_at: null,
            records_total: ids.length,
            group_count: null,
            error: null,
          })
          .execute();
        await trx
          .insertInto('duplicate_job_chunks')
          .values([
            // A process that claimed the first half and then died, or still works on it.
            {
              job_id: id,
              chunk: 0,
              first_id: ids[0]!,
              last_id: ids[half - 1]!,
              status: 'RUNNING',
              claimed_by: 'another',
              lease_until: lease.toISOString(),
            },
            { job_id: id, chunk: 1, first_id: ids[half]!, last_id: ids.at(-1)!, status: 'PENDING' },
            { job_id: id, chunk: -1, first_id: '', last_id: '', status: 'PENDING' },
          ])
          .execute();
      });
      return id;
    };
    const lapsed = await jobOf(new Date(Date.now() - 1000));
    const held = await jobOf(new Date(Date.now() + 600_000));

    const resumed = await finishedJob(lapsed);
    expect(resumed).toMatchObject({ status: 'DONE', progress: { recordsDone: ids.length } });
    expect(resumed.groupCount).toBeGreaterThan(0);

    await until(
      () => readJob(held),
      (job) => job.progress.recordsDone > 0,
    );
    // Once the runner has run a later job to its end, it has passed the held chunk over for good.
    await api.startFinishedJob({ objectType: 'Account' });
    expect(await readJob(held)).toMatchObject({
      status: 'RUNNING',
      progress: { recordsDone: ids.length - half },
      groupCount: null,
    });
    expect((await call('DELETE', apiPaths.job(held))).status).toBe(204);
  });
});
