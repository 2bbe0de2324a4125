import type { Kysely, Transaction } from 'kysely';
import { readIndexClock, writeEntries } from '../match-index/entry-store';
import { entryWrites, layoutOf, rebuildEntriesWithin } from '../match-index/entry-upkeep';
import { indexLayout } from '../match-index/index-layout';
import {
  readServingConfigurations,
  type ServingConfiguration,
} from '../matching-config/serving-configurations';
import { findRecords } from '../records/record-store';
import { listScenarios } from '../scenarios/scenario-store';
import type { Database } from '../storage/schema';
import { loadWordLists } from '../word-lists/word-list-store';
import { dropIndexBuild, readIndexBuild, startIndexBuild } from './index-build-store';
import { MatchingConfiguration, plannerOver } from '../matching-config/matching-configuration';
import { bumpMatchingVersion } from '../matching-config/matching-version';

export interface ConfigurationChange<Result> {
  result: Result;
  /** Record types whose match index keys the change may alter: their records are indexed again. */
  affectedTypes: readonly string[];
  /** Records whose values the change rewrote: their entries are written again under the configuration in force. */
  rewrittenRecords?: readonly string[];
}

/** What a configuration change is made under: the service's settings it depends on. */
export interface ReindexSettings {
  defaultCountry: string;
  /**
   * Up to this many records of a type are indexed again inside the change's transaction (10,000 take well under
   * a second): the change applies at once. A larger type is built in the background.
   */
  inlineReindexRecords: number;
}

/**
 * Makes a change to the matching configuration (word lists, scenarios, record types) in one transaction with what
 * it implies. The configuration version is counted first, so every service process sharing the database reloads it
 * on its next request (see LiveIndex). For each affected record type whose index entries the change alters:
 * - a type with few records is indexed again in the same transaction, and the change applies at once;
 * - a larger type keeps the configuration its stored entries serve (pinned in an index build) while the new entries
 *   are built beside them by an IndexBuilder; the change applies to searches when the build completes. A change
 *   back to what the entries serve drops the build, and a change to other keys starts it over.
 */
export async function changeMatchingConfiguration<Result>(
  db: Kysely<Database>,
  { defaultCountry, inlineReindexRecords }: ReindexSettings,
  change: (trx: Transaction<Database>) => Promise<ConfigurationChange<Result>>,
): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    await bumpMatchingVersion(trx);
    const before = await servingConfigurations(trx);
    const { result, affectedTypes, rewrittenRecords = [] } = await change(trx);
    for (const recordType of new Set(affectedTypes)) {
      const serving = before.get(recordType);
      const configured = await MatchingConfiguration.configured(trx, [recordType], defaultCountry);
      const target = layoutOf(configured, recordType);
      if (!serving || servingSignature(recordType, serving, defaultCountry) === target.signature) {
        await dropIndexBuild(trx, recordType);
        continue;
      }
      const running = await readIndexBuild(trx, recordType);
      if (running?.status === 'BUILDING' && running.targetLayout === target.signature) continue;
      const total = await countRecords(trx, recordType);
      if (total <= inlineReindexRecords) {
        await rebuildEntriesWithin(trx, configured, [recordType]);
        await dropIndexBuild(trx, recordType);
        continue;
      }
      await startIndexBuild(trx, {
        recordType,
        targetLayout: target.signature,
        serving,
        sinceSeq: (await readIndexClock(trx)).seq,
        total,
        startedAt: new Date().toISOString(),
      });
    }
    await writeEntriesAgain(trx, rewrittenRecords, defaultCountry);
    return result;
  });
}

/**
 * Entries of records the change rewrote, under the configuration in force, written under the sequence like any
 * record write: other processes follow them, and a running build indexes them again.
 */
async function writeEntriesAgain(trx: Kysely<Database>, ids: readonly string[], defaultCountry: string) {
  if (ids.length === 0) return;
  const records = await findRecords(trx, ids);
  const types = [...new Set(records.map(({ type }) => type))];
  const inForce = await MatchingConfiguration.load(trx, types, defaultCountry);
  await writeEntries(
    trx,
    records.flatMap((record) => entryWrites(layoutOf(inForce, record.type), [record])),
  );
}

/**
 * What every record type serves now: the configuration a running build pinned, or its scenarios and the word lists
 * they name as stored.
 */
async function servingConfigurations(trx: Kysely<Database>): Promise<Map<string, ServingConfiguration>> {
  const pinned = await readServingConfigurations(trx);
  const wordLists = await loadWordLists(trx);
  const types = await trx.selectFrom('record_types').select('api_name').execute();
  const serving = new Map<string, ServingConfiguration>();
  for (const { api_name: recordType } of types) {
    const own = pinned.get(recordType);
    if (own) {
      serving.set(recordType, own);
      continue;
    }
    const scenarios = await listScenarios(trx, recordType);
    const named = new Set(
      scenarios.flatMap((scenario) =>
        scenario.fields.flatMap((field) => [field.frequentList, field.synonymList]),
      ),
    );
    serving.set(recordType, { scenarios, wordLists: wordLists.filter((list) => named.has(list.name)) });
  }
  return serving;
}

const servingSignature = (recordType: string, serving: ServingConfiguration, defaultCountry: string) => {
  const plan = plannerOver(serving.wordLists, defaultCountry);
  return indexLayout(recordType, serving.scenarios.map(plan)).signature;
};

async function countRecords(trx: Kysely<Database>, recordType: string): Promise<number> {
  const row = await trx
    .selectFrom('records')
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .where('record_type', '=', recordType)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
