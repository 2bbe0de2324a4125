import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import { MatchingConfiguration } from './matching-configuration';
import { bumpMatchingVersion } from './matching-version';
import { rebuildEntriesWithin } from '../match-index/entry-upkeep';

export interface ConfigurationChange<Result> {
  result: Result;
  /** Record types whose match index entries the change may alter: their records are indexed again. */
  affectedTypes: readonly string[];
}

/**
 * Makes a change to the matching configuration (word lists, scenarios) in one transaction with what it implies:
 * the configuration version counted first, then the change, then the match index entries of the affected record
 * types rebuilt from the configuration as changed. The index is never stale, and every service process sharing
 * the database uses the change from its next request on (see LiveIndex).
 */
export async function changeMatchingConfiguration<Result>(
  db: Kysely<Database>,
  defaultCountry: string,
  change: (trx: Transaction<Database>) => Promise<ConfigurationChange<Result>>,
): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    await bumpMatchingVersion(trx);
    const { result, affectedTypes } = await change(trx);
    const types = [...new Set(affectedTypes)];
    if (types.length > 0) {
      await rebuildEntriesWithin(trx, await MatchingConfiguration.load(trx, types, defaultCountry), types);
    }
    return result;
  });
}
