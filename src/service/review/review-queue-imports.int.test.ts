import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { DashboardSummary } from '../../contract/dashboard';
import type { Import, ImportRowList } from '../../contract/imports';
import type { SObjectRecord } from '../../contract/records';
import type { ReviewBatch } from '../../contract/review-batches';
import type { ReviewItem, ReviewQueuePage, ReviewSource } from '../../contract/review-queue';
import { ok, useTestApi } from '../testing/api-kit';
import { demoRecordIds } from '../testing/demo-records';
import { randomPerson } from '../testing/random-person';
import { until } from '../testing/until';

const api = useTestApi({ as: 'steward' });
const { call } = api;

/** A CSV cell, quoted, so that a stored value with a comma or a quote stays one cell. */
const cell = (value: unknown) => `"${String(value ?? '').replaceAll('"', '""')}"`;

/** Sends a file of leads as the console does: its bytes as the body. */
async function uploaded(file: string): Promise<Import> {
  const response = await fetch(
    `${api.service.baseUrl}${apiPaths.imports}?objectType=Lead&fileName=leads.csv`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${api.tokens.steward}`, 'content-type': 'text/csv' },
      body: file,
    },
  );
  const body = (await response.json()) as unknown;
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body as Import;
}

const settled = (importId: string) =>
  until(
    () => ok<Import>(call('GET', apiPaths.import(importId))),
    (current) => current.status !== 'CHECKING' && current.status !== 'RUNNING',
    60_000,
  );

/**
 * A file of one lead copying a stored one, checked in mode REVIEW and imported: the import, and the lead it
 * created beside its duplicates.
 */
async function importedCopy(stored: SObjectRecord): Promise<{ importId: string; recordId: string }> {
  const created = await uploaded(
    `Last Name,Company,Email,First Name\n${[stored.LastName, stored.Company, stored.Email, stored.FirstName].map(cell).join(',')}\n`,
  );
  await ok(call('POST', apiPaths.importCheck(created.id), { ...created.settings, mode: 'REVIEW' }), 202);
  expect(await settled(created.id)).toMatchObject({ status: 'CHECKED', checked: { REVIEW: 1 } });
  await ok(call('POST', apiPaths.importApply(created.id), {}), 202);
  expect(await settled(created.id)).toMatchObject({ status: 'DONE', applied: { REVIEW: 1 } });
  const [row] = (await ok<ImportRowList>(call('GET', `${apiPaths.importRows(created.id)}?limit=10`))).rows;
  expect(row).toMatchObject({ outcome: 'REVIEW', record: { id: expect.any(String) } });
  return { importId: created.id, recordId: row!.record!.id };
}

/** Two leads an upsert logs as potential duplicates; the id of the second, which the upsert created. */
async function upsertPair(): Promise<string> {
  const person = randomPerson();
  await api.upsert({ objectType: 'Lead', objectData: person });
  const second = await api.upsert({
    objectType: 'Lead',
    objectData: { ...person, FirstName: `${person.FirstName}e` },
    duplicateCheck: true,
    duplicateScore: 100,
  });
  expect(second.isCreated).toBe(true);
  return second.objectId!;
}

/** Every item of the Lead queue the query lets through, page by page. */
async function wholeQueue(query = ''): Promise<ReviewItem[]> {
  const items: ReviewItem[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = await ok<ReviewQueuePage>(
      call('GET', `${apiPaths.reviewQueue}?objectType=Lead&${query}&limit=200&offset=${offset}`),
    );
    items.push(...page.items);
    if (items.length >= page.total) return items;
  }
}

const withRecord = (items: readonly ReviewItem[], recordId: string) =>
  items.filter((item) => item.recordIds.includes(recordId));

const openOnDashboard = async (source: ReviewSource) =>
  (await ok<DashboardSummary>(call('GET', apiPaths.dashboard))).openReview.find(
    (count) => count.objectType === 'Lead' && count.source === source,
  )!.open;

describe('the review queue and a file import', () => {
  let stored: SObjectRecord;

  beforeAll(async () => {
    const [storedId] = (await demoRecordIds(api.service.store.db, 'Lead')) as [string];
    stored = await ok<SObjectRecord>(call('GET', apiPaths.record('Lead', storedId)));
  });

  it('lists the pairs an import logged for its new record as IMPORT, apart from the upserts’ pairs', async () => {
    const upserted = await upsertPair();
    const before = { UPSERT: await openOnDashboard('UPSERT'), IMPORT: await openOnDashboard('IMPORT') };
    const { importId, recordId } = await importedCopy(stored);

    const imported = withRecord(await wholeQueue('status=OPEN'), recordId);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.some((item) => item.recordIds.includes(stored.Id!))).toBe(true);
    for (const item of imported) {
      expect(item).toMatchObject({
        source: 'IMPORT',
        importId,
        jobId: null,
        groupId: null,
        recordCount: 2,
        detectedBy: 'steward',
        status: 'OPEN',
      });
      // A pair still, whatever logged it: its id is the one review batches and the console read.
      expect(item.id).toBe(`UPSERT:${item.potentialDuplicateId}`);
    }
    const fromUpsert = withRecord(await wholeQueue('status=OPEN'), upserted);
    expect(fromUpsert).toHaveLength(1);
    expect(fromUpsert[0]).toMatchObject({ source: 'UPSERT', importId: null });

    const upserts = await wholeQueue('source=UPSERT');
    expect(upserts.every((item) => item.source === 'UPSERT' && item.importId === null)).toBe(true);
    expect(withRecord(upserts, recordId)).toEqual([]);
    expect(withRecord(upserts, upserted)).toHaveLength(1);
    const imports = await wholeQueue('source=IMPORT');
    expect(imports.every((item) => item.source === 'IMPORT' && item.importId !== null)).toBe(true);
    expect(
      withRecord(imports, recordId)
        .map((item) => item.id)
        .sort(),
    ).toEqual(imported.map((item) => item.id).sort());
    expect(withRecord(imports, upserted)).toEqual([]);

    expect(await openOnDashboard('IMPORT')).toBe(before.IMPORT + imported.length);
    expect(await openOnDashboard('UPSERT')).toBe(before.UPSERT);
  });

  it('lets a review batch filtered to IMPORT act on the imports’ pairs only', async () => {
    const upserted = await upsertPair();
    const { recordId } = await importedCopy(stored);
    const open = await wholeQueue('status=OPEN&source=IMPORT');
    const started = await ok<ReviewBatch>(
      call('POST', apiPaths.reviewBatches, {
        objectType: 'Lead',
        action: 'NOT_DUPLICATE',
        filter: { source: 'IMPORT' },
      }),
      202,
    );
    expect(started.total).toBe(open.length);
    const batch = await until(
      () => ok<ReviewBatch>(call('GET', apiPaths.reviewBatch(started.id))),
      (current) => current.status === 'DONE',
    );
    expect(batch.items.map((item) => item.itemId).sort()).toEqual(open.map((item) => item.id).sort());
    expect(withRecord(await wholeQueue('status=OPEN&source=IMPORT'), recordId)).toEqual([]);
    expect(
      withRecord(await wholeQueue('status=NOT_DUPLICATE&source=IMPORT'), recordId).length,
    ).toBeGreaterThan(0);
    expect(withRecord(await wholeQueue('status=OPEN&source=UPSERT'), upserted)).toHaveLength(1);
    expect(await openOnDashboard('IMPORT')).toBe(0);
  });
});
