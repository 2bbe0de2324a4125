import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { seedDemoIfEmpty } from '../demo/seed-demo';
import { oidcAdapterFactory } from '../identity/oidc-adapter';
import { allocateIds, IdReservation } from '../records/id-allocator';
import { findRecord, insertRecords } from '../records/record-store';
import { RecordTypeStore } from '../records/record-type-store';
import { listScenarios } from '../scenarios/scenario-store';
import { migratedStoreForTests } from '../testing/test-service';
import { migrateToLatest } from './database';

const testing = migratedStoreForTests();
const config = () => loadConfig({ ...testing.env, LOG_LEVEL: 'silent' });
const countRecords = async () => {
  const { count } = await testing.store.db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
};

describe(`storage on ${process.env['STEWARD_TEST_DATABASE']}`, () => {
  it('migrates an empty database and is a no-op the second time', async () => {
    await migrateToLatest(testing.store);
    expect(await testing.store.ping()).toBe(true);
  });

  it('loads the demo once: record types, scenarios, seats and at least 5,000 records', async () => {
    const loaded = await seedDemoIfEmpty(testing.store, config());
    expect(loaded).toBeGreaterThanOrEqual(5000);
    expect(await countRecords()).toBe(loaded);
    expect(await seedDemoIfEmpty(testing.store, config())).toBe(0);
    expect(await countRecords()).toBe(loaded);

    const types = new RecordTypeStore(testing.store.db);
    await types.load();
    expect(
      types
        .all()
        .map((type) => `${type.name}:${type.keyPrefix}`)
        .sort(),
    ).toEqual(['Account:001', 'Campaign:701', 'CampaignMember:00v', 'Contact:003', 'Lead:00Q']);
    expect(types.byApiName('Contact')!.fields.find((field) => field.name === 'AccountId')).toMatchObject({
      type: 'reference',
      referenceTo: 'Account',
      relationshipName: 'Account',
    });
    const leadScenarios = await listScenarios(testing.store.db, 'Lead');
    expect(leadScenarios.find((scenario) => scenario.isHidden)?.name).toBe('Lead Legacy Import');
  });

  it('stores lookups as ids of records that exist', async () => {
    const member = await testing.store.db
      .selectFrom('records')
      .select('id')
      .where('record_type', '=', 'CampaignMember')
      .executeTakeFirstOrThrow();
    const { values } = (await findRecord(testing.store.db, member.id))!;
    const campaign = await findRecord(testing.store.db, values['CampaignId'] as string);
    expect(campaign?.type).toBe('Campaign');
  });

  it('hands out each id once, even to concurrent transactions', async () => {
    const batches = await Promise.all(
      Array.from({ length: 20 }, () =>
        testing.store.db.transaction().execute((trx) => allocateIds(trx, 'a9Z', 5)),
      ),
    );
    const ids = batches.flat();
    expect(new Set(ids).size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^a9Z[0-9A-Za-z]{12}$/);
  });

  it('reserves ids by the block inside a transaction, each handed out once beside other writers', async () => {
    const reserved = await Promise.all(
      Array.from({ length: 6 }, () =>
        testing.store.db.transaction().execute(async (trx) => {
          const ids = IdReservation.inside(trx, 4);
          const taken: string[] = [];
          for (let n = 0; n < 10; n++) taken.push(await ids.next(n % 2 === 0 ? 'a9Y' : 'a9X'));
          return taken;
        }),
      ),
    );
    const ids = reserved.flat();
    expect(new Set(ids).size).toBe(60);
    for (const taken of reserved) {
      // Within a transaction each prefix's ids rise, whatever blocks they came from.
      for (const prefix of ['a9Y', 'a9X']) {
        const own = taken.filter((id) => id.startsWith(prefix));
        expect(own).toEqual([...own].sort());
      }
    }
    // A block left unused is skipped, not handed out again: the counter moved past it.
    const [after] = await testing.store.db.transaction().execute((trx) => allocateIds(trx, 'a9Y', 1));
    expect(ids.filter((id) => id.startsWith('a9Y')).every((id) => id < after!)).toBe(true);
  });

  it('reserves ids ahead of a transaction, the same for each attempt of it, and more inside when they run out', async () => {
    const ahead = await IdReservation.ahead(testing.store.db, new Map([['a9W', 2]]));
    const attempt = () =>
      testing.store.db.transaction().execute(async (trx) => {
        const ids = ahead.within(trx);
        return [await ids.next('a9W'), await ids.next('a9W'), await ids.next('a9W')];
      });
    const [first, second] = [await attempt(), await attempt()];
    expect(second.slice(0, 2)).toEqual(first.slice(0, 2));
    // The third id of each attempt was reserved inside it, past those reserved ahead.
    expect(new Set([...first, ...second]).size).toBe(4);
    expect(first[2]! > first[1]!).toBe(true);
  });

  it('writes and reads back a record with its values and timestamps', async () => {
    const types = new RecordTypeStore(testing.store.db);
    await types.load();
    const [id] = await testing.store.db
      .transaction()
      .execute((trx) =>
        insertRecords(
          trx,
          types.byApiName('Lead')!,
          [{ LastName: 'Ünal', Company: 'Çelik GmbH', NumberOfEmployees: 12, HasOptedOutOfEmail: true }],
          'test',
        ),
      );
    const record = await findRecord(testing.store.db, id!);
    expect(record).toMatchObject({
      type: 'Lead',
      values: { LastName: 'Ünal', Company: 'Çelik GmbH', NumberOfEmployees: 12, HasOptedOutOfEmail: true },
    });
    expect(Date.parse(record!.createdAt)).not.toBeNaN();
  });

  it('keeps identity-provider records, with expiry, consumption and revocation by grant', async () => {
    const Adapter = oidcAdapterFactory(testing.store.db);
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'grant-1', uid: 'uid-1', accountId: 'steward' }, 60);
    await codes.upsert('code-2', { grantId: 'grant-2' }, 60);
    expect(await codes.find('code-1')).toMatchObject({ accountId: 'steward' });
    expect(await codes.findByUid('uid-1')).toMatchObject({ grantId: 'grant-1' });
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));
    await codes.revokeByGrantId('grant-1');
    expect(await codes.find('code-1')).toBeUndefined();
    expect(await codes.find('code-2')).toBeDefined();
    await codes.upsert('code-3', {}, -1);
    expect(await codes.find('code-3')).toBeUndefined();
    // The same id under another model is another record.
    expect(await new Adapter('Session').find('code-2')).toBeUndefined();
  });
});
