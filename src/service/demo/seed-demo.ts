import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../config/env';
import { DEMO_USERS } from '../identity/demo-users';
import { assignLicenceSeats } from '../licences/licence-store';
import { insertRecords, type RecordValues } from '../records/record-store';
import { RecordTypeStore } from '../records/record-type-store';
import { createScenarios } from '../scenarios/scenario-store';
import type { Store } from '../storage/database';
import type { Database } from '../storage/schema';
import { takeStartupLock } from '../storage/startup-lock';
import { rebuildEntriesWithin } from '../match-index/entry-upkeep';
import { MatchingConfiguration } from '../matching-config/matching-configuration';
import { DEMO_RECORD_TYPES } from './demo-record-types';
import { DEMO_SCENARIOS } from './demo-scenarios';
import { generateDemoRecords, type DemoDataSet } from './generate-demo-records';
import { knownDemoAddresses } from './seed-demo-addresses';

export const SEEDED_BY = 'system:demo';
/** Referenced types first, so lookups resolve to ids that exist. */
const LOAD_ORDER: (keyof DemoDataSet)[] = ['Campaign', 'Account', 'Contact', 'Lead', 'CampaignMember'];

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('record_types').select('api_name').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Loads the demo configuration and data into an empty database in one transaction: record types, scenarios,
 * licence seats and the generated records with their match index entries. Answers the number of records loaded; 0 when the database already
 * holds a configuration (it is never touched then).
 */
export async function seedDemoIfEmpty(store: Store, config: ServiceConfig): Promise<number> {
  if (!(await isEmpty(store.db))) return 0;
  const data = generateDemoRecords(config.demoRecordSeed, config.demoAddresses ? knownDemoAddresses() : []);
  return store.db.transaction().execute(async (trx) => {
    await takeStartupLock(trx, store.dialect);
    if (!(await isEmpty(trx))) return 0;
    await RecordTypeStore.save(trx, DEMO_RECORD_TYPES);
    await createScenarios(trx, DEMO_SCENARIOS);
    await assignLicenceSeats(
      trx,
      [
        ...DEMO_USERS.filter((user) => user.licensed).map((user) => user.username),
        config.oidc.integrationClientId,
      ],
      SEEDED_BY,
    );
    const typeNames = DEMO_RECORD_TYPES.map((type) => type.name);
    const matching = await MatchingConfiguration.load(trx, typeNames, config.defaultCountry);
    const ids: Partial<Record<string, string[]>> = {};
    let loaded = 0;
    for (const typeName of LOAD_ORDER) {
      const type = DEMO_RECORD_TYPES.find((candidate) => candidate.name === typeName)!;
      const rows = data[typeName].map(({ values, references = {} }): RecordValues => {
        const resolved: RecordValues = { ...values };
        for (const [field, target] of Object.entries(references)) {
          resolved[field] = ids[target.type]![target.index]!;
        }
        return resolved;
      });
      ids[typeName] = await insertRecords(trx, type, rows, SEEDED_BY);
      loaded += rows.length;
    }
    await rebuildEntriesWithin(trx, matching, typeNames);
    return loaded;
  });
}
