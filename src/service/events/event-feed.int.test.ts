import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { ChangeEvent, EventFeed, Survivor, SurvivorList } from '../../contract/events';
import type { MergeResult } from '../../contract/merge';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';

const api = useTestApi({ as: 'steward' });
const { call } = api;

/** Every event after `after`, reading page by page as a receiver would. */
async function feedAfter(after: string, query = ''): Promise<ChangeEvent[]> {
  const events: ChangeEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = await ok<EventFeed>(call('GET', `${apiPaths.events}?after=${cursor}&limit=3${query}`));
    events.push(...page.events);
    if (page.events.length === 0) return events;
    cursor = page.nextAfter;
  }
}
const latest = async () =>
  (await ok<EventFeed>(call('GET', `${apiPaths.events}?after=0&limit=1000`))).nextAfter;
const create = async (person = randomPerson()) =>
  (await api.upsert({ objectType: 'Lead', objectData: person, duplicateCheck: false })).objectId!;

describe('the event feed', () => {
  it('publishes each write as a CloudEvent in commit order, paged and narrowed by type, and nothing of a write rolled back', async () => {
    const start = await latest();
    const person = randomPerson();
    const id = await create(person);
    await api.upsert({
      objectType: 'Lead',
      objectData: { ...person, Title: 'Head Buyer' },
      duplicateCheck: true,
    });
    // All or none, and the second fails: nothing of the batch is saved, nor published.
    const refused = await call('POST', apiPaths.batchUpsert, {
      allOrNone: true,
      records: [
        { objectType: 'Lead', objectData: randomPerson() },
        { objectType: 'Lead', objectData: { NoSuchField: 1 } },
      ],
    });
    expect(refused.status).toBeLessThan(500);
    const events = await feedAfter(start);
    expect(events.map((event) => [event.type, event.subject])).toEqual([
      ['com.steward.record.created', id],
      ['com.steward.record.updated', id],
    ]);
    const [created, updated] = events as [ChangeEvent, ChangeEvent];
    expect(created).toMatchObject({
      specversion: '1.0',
      source: '/steward/Lead',
      datacontenttype: 'application/json',
      recordtype: 'Lead',
      sequencetype: 'Integer',
    });
    expect(Number(updated.sequence)).toBe(Number(created.sequence) + 1);
    expect(updated.data['changes']).toEqual([{ field: 'Title', before: null, after: 'Head Buyer' }]);
    expect(created.id).not.toBe(updated.id);

    expect((await feedAfter(start, '&types=record.updated')).map((event) => event.id)).toEqual([updated.id]);
    const wrong = await call('GET', `${apiPaths.events}?types=record.exploded`);
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toMatch(/types.*record\.exploded is not an event type/);
    expect((await call('GET', apiPaths.events, undefined, 'viewer')).status).toBe(403);
  });

  it('never shows a later event before an earlier one: a reader polling through concurrent writes misses none', async () => {
    const start = await latest();
    let cursor = start;
    const read: number[] = [];
    let writing = true;
    const poll = (async () => {
      while (writing) {
        const page = await ok<EventFeed>(call('GET', `${apiPaths.events}?after=${cursor}&limit=1000`));
        read.push(...page.events.map((event) => Number(event.sequence)));
        cursor = page.nextAfter;
      }
    })();
    await Promise.all(Array.from({ length: 24 }, () => create()));
    writing = false;
    await poll;
    read.push(...(await feedAfter(cursor)).map((event) => Number(event.sequence)));
    expect(read).toEqual(Array.from({ length: 24 }, (_, offset) => Number(start) + offset + 1));
  });

  it('publishes a merge with its survivor and its undo, and tells where a record went at the end of a chain of merges', async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    const start = await latest();
    const first = await ok<MergeResult>(
      call('POST', apiPaths.merge, { objectIds: [a, b], masterId: b }),
      201,
    );
    expect(await ok<Survivor>(call('GET', apiPaths.recordSurvivor(a)))).toMatchObject({
      status: 'MERGED',
      survivorId: b,
      objectType: 'Lead',
    });
    await ok(call('POST', apiPaths.merge, { objectIds: [b, c], masterId: c }), 201);
    const { survivors } = await ok<SurvivorList>(
      call('POST', apiPaths.recordSurvivors, {
        recordIds: [a, b, c, a.slice(0, 15), '00Q000000000000AAA', 'nonsense'],
      }),
    );
    expect(survivors.map((survivor) => [survivor.status, survivor.survivorId])).toEqual([
      ['MERGED', c],
      ['MERGED', c],
      ['LIVE', c],
      ['MERGED', c],
      ['NOT_FOUND', null],
      ['NOT_FOUND', null],
    ]);
    expect((await call('GET', apiPaths.recordSurvivor('00Q000000000000AAA'))).status).toBe(404);

    const events = await feedAfter(start, '&types=record.merged');
    expect(events.map((event) => [event.subject, event.data['mergedAwayIds']])).toEqual([
      [b, [a]],
      [c, [b]],
    ]);
    expect(events[0]!.data).toMatchObject({ survivorId: b, mergeId: first.mergeId, principal: 'steward' });
  });

  it('publishes a job that ended and a merge undone', async () => {
    const start = await latest();
    const job = await api.startFinishedJob({ objectType: 'Contact' });
    const [x, y] = [await create(), await create()];
    const merge = await ok<MergeResult>(
      call('POST', apiPaths.merge, { objectIds: [x, y], masterId: x }),
      201,
    );
    await ok(call('POST', apiPaths.mergeUndo(merge.mergeId)));
    const events = await feedAfter(start, '&types=job.finished,com.steward.merge.undone');
    expect(events.map((event) => [event.type, event.subject])).toEqual([
      ['com.steward.job.finished', job.id],
      ['com.steward.merge.undone', x],
    ]);
    expect(events[0]!.data).toMatchObject({ jobId: job.id, status: 'DONE' });
    expect(events[1]!.data).toMatchObject({ survivorId: x, restoredIds: [y], mergeId: merge.mergeId });
  });
});
