import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { NotDuplicateCreated } from '../../contract/decisions';
import type { MergeResult } from '../../contract/merge';
import type { PotentialDuplicateDetail } from '../../contract/potential-duplicates';
import type { ReviewItem, ReviewQueuePage } from '../../contract/review-queue';
import type { UpsertDataInput } from '../../contract/upsert';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';

const api = useTestApi({ as: 'steward' });
const { call, startFinishedJob } = api;

const upsert = (objectData: Record<string, string>, extra: Partial<UpsertDataInput> = {}) =>
  api.upsert({ objectType: 'Lead', objectData, ...extra });

/** Two leads an upsert logs as potential duplicates: the second a typo of the first, created beside it. */
async function loggedPair(): Promise<{ first: string; second: string }> {
  const person = randomPerson();
  const first = (await upsert(person)).objectId!;
  const second = await upsert(
    { ...person, FirstName: `${person.FirstName}e` },
    { duplicateCheck: true, duplicateScore: 100 },
  );
  expect(second.isCreated).toBe(true);
  return { first, second: second.objectId! };
}

const queue = (query: string) =>
  ok<ReviewQueuePage>(call('GET', `${apiPaths.reviewQueue}?objectType=Lead&${query}`));

/** Every item of the Lead queue the query lets through, page by page. */
async function wholeQueue(query = ''): Promise<ReviewItem[]> {
  const items: ReviewItem[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = await queue(`${query}&limit=200&offset=${offset}`);
    items.push(...page.items);
    if (items.length >= page.total) return items;
  }
}

const itemOf = async (recordId: string, query = '') =>
  (await wholeQueue(query)).find((item) => item.source === 'UPSERT' && item.recordIds.includes(recordId));

describe('the review queue', () => {
  it('lists a pair an upsert logged as open, with who logged it', async () => {
    const { first, second } = await loggedPair();
    const item = await itemOf(second, 'status=OPEN');
    expect(item).toMatchObject({
      source: 'UPSERT',
      objectType: 'Lead',
      jobId: null,
      groupId: null,
      recordIds: [second, first],
      recordCount: 2,
      detectedBy: 'integration',
      status: 'OPEN',
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(item!.id).toBe(`UPSERT:${item!.potentialDuplicateId}`);
    expect(item!.minScore).toBe(item!.maxScore);
  });

  it('shows a pair decided not duplicates as reviewed, by whom and when, and open again when withdrawn', async () => {
    const { first, second } = await loggedPair();
    const decided = await ok<NotDuplicateCreated>(
      call('POST', apiPaths.notDuplicates, { objectType: 'Lead', recordIds: [first, second] }),
      201,
    );
    expect(await itemOf(second, 'status=OPEN')).toBeUndefined();
    expect(await itemOf(second, 'status=NOT_DUPLICATE&reviewedBy=steward')).toMatchObject({
      status: 'NOT_DUPLICATE',
      reviewedBy: 'steward',
      reviewedAt: expect.any(String),
    });

    const [decision] = decided.decisions;
    expect((await call('DELETE', apiPaths.notDuplicate(decision!.id))).status).toBe(204);
    expect(await itemOf(second, 'status=OPEN')).toMatchObject({ reviewedBy: null, reviewedAt: null });
  });

  it('shows a merged pair as reviewed, follows the merge to the master, and reopens it on undo', async () => {
    const { first, second } = await loggedPair();
    const { potentialDuplicateId } = (await itemOf(second))!;
    const before = await ok<PotentialDuplicateDetail>(
      call('GET', apiPaths.potentialDuplicate(potentialDuplicateId!)),
    );
    expect(before.records.map((record) => record.Id)).toEqual([second, first]);

    const merged = await ok<MergeResult>(
      call('POST', apiPaths.merge, { objectIds: [first, second], masterId: first }),
      201,
    );
    expect(await itemOf(second)).toMatchObject({ status: 'MERGED', reviewedBy: 'steward' });
    const after = await ok<PotentialDuplicateDetail>(
      call('GET', apiPaths.potentialDuplicate(potentialDuplicateId!)),
    );
    expect(after.potentialDuplicate.status).toBe('MERGED');
    expect(after.records.map((record) => record.Id)).toEqual([first]);

    await ok(call('POST', apiPaths.mergeUndo(merged.mergeId)));
    expect(await itemOf(second)).toMatchObject({ status: 'OPEN', reviewedBy: null });
  });

  it("holds the latest job's groups beside the upserts' pairs, sorted and narrowed as asked", async () => {
    const earlier = await startFinishedJob({ objectType: 'Lead' });
    const latest = await startFinishedJob({ objectType: 'Lead' });
    // Logged after the latest job, so no group of it holds the pair: it is listed on its own.
    await loggedPair();
    const items = await wholeQueue('status=OPEN');
    const fromJobs = items.filter((item) => item.source === 'JOB');
    expect(fromJobs.length).toBe(latest.groupCount);
    expect(new Set(fromJobs.map((item) => item.jobId))).toEqual(new Set([latest.id]));
    expect(earlier.id).not.toBe(latest.id);
    expect(fromJobs[0]).toMatchObject({
      id: `JOB:${latest.id}:${fromJobs[0]!.groupId}`,
      detectedBy: 'steward',
      detectedAt: latest.finishedAt,
    });
    expect(items.some((item) => item.source === 'UPSERT')).toBe(true);

    const page = await queue('status=OPEN&limit=7');
    expect(page.latestJobId).toBe(latest.id);
    expect(page.total).toBe(items.length);
    const scores = page.items.map((item) => item.averageScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const bySize = (await queue('status=OPEN&sort=size&order=asc&limit=20')).items.map((i) => i.recordCount);
    expect(bySize).toEqual([...bySize].sort((a, b) => a - b));
    const next = await queue('status=OPEN&limit=3&offset=2');
    expect(next.items.map((item) => item.id)).toEqual(items.slice(2, 5).map((item) => item.id));
    const strong = await wholeQueue('status=OPEN&minScore=95');
    expect(strong.length).toBeGreaterThan(0);
    expect(strong.every((item) => item.averageScore >= 95)).toBe(true);
    expect(strong.length).toBeLessThan(items.length);
    // The demo gives some leads two or three duplicates: an empty list would prove nothing.
    const larger = await wholeQueue('status=OPEN&minRecords=3');
    expect(larger.length).toBeGreaterThan(0);
    expect(larger.every((item) => item.recordCount >= 3)).toBe(true);
    const upserts = await wholeQueue('source=UPSERT');
    expect(upserts.length).toBeGreaterThan(0);
    expect(upserts.every((item) => item.source === 'UPSERT')).toBe(true);
  });

  it('lists a logged pair once: as the group of the latest job that holds both its records', async () => {
    const { first, second } = await loggedPair();
    expect(await itemOf(second, 'status=OPEN')).toBeDefined();
    await startFinishedJob({ objectType: 'Lead' });
    const open = await wholeQueue('status=OPEN');
    const holding = open.filter((item) => item.recordIds.includes(first) && item.recordIds.includes(second));
    expect(holding.map((item) => item.source)).toEqual(['JOB']);
  });

  it('exports every item the filter lets through as CSV, in its order, records by name and id', async () => {
    await startFinishedJob({ objectType: 'Lead' });
    const { first, second } = await loggedPair();
    const filter = 'status=OPEN&minRecords=2&sort=detected';
    const items = await wholeQueue(filter);
    const response = await fetch(
      `${api.service.baseUrl}${apiPaths.reviewQueueCsv}?objectType=Lead&${filter}`,
      {
        headers: { authorization: `Bearer ${api.tokens.steward}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toContain('review-queue-Lead.csv');
    const [header, ...rows] = parse(await response.text()) as string[][];
    expect(header!.slice(0, 5)).toEqual(['Records', 'Record ids', 'From', 'Size', 'Differs in']);
    // More than one page's worth, all of them, in the order the queue lists them.
    expect(items.length).toBeGreaterThan(25);
    expect(rows.map((row) => row[1])).toEqual(items.map((item) => item.recordIds.join(' ')));
    expect(rows.map((row) => row[0])).toEqual(
      items.map((item) => item.records.map((record) => record.displayName).join('; ')),
    );
    const pair = rows.find((row) => row[1] === `${second} ${first}`)!;
    expect(pair[2]).toBe('Upsert');
    expect(pair[4]).toContain('First Name');
    expect(pair[10]).toBe('To review');
    expect(rows.filter((row) => row[2] === 'Duplicate job').length).toBeGreaterThan(0);

    const unknown = await call('GET', `${apiPaths.reviewQueueCsv}?objectType=Gadget`);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('objectType');
    expect((await call('GET', `${apiPaths.reviewQueueCsv}?objectType=Lead&limit=5`)).status).toBe(400);
    expect(
      (await call('GET', `${apiPaths.reviewQueueCsv}?objectType=Lead`, undefined, 'viewer')).status,
    ).toBe(403);
  });

  it('names the problem with a queue that cannot be read', async () => {
    const unknown = await ok(call('GET', `${apiPaths.reviewQueue}?objectType=Gadget`), 400);
    expect(JSON.stringify(unknown)).toContain('objectType');
    expect((await call('GET', apiPaths.reviewQueue)).status).toBe(400);
    expect((await call('GET', `${apiPaths.reviewQueue}?objectType=Lead&status=DONE`)).status).toBe(400);
    expect((await call('GET', `${apiPaths.reviewQueue}?objectType=Lead`, undefined, 'viewer')).status).toBe(
      403,
    );
    expect((await call('GET', apiPaths.potentialDuplicate('nope'))).status).toBe(404);
  });
});
