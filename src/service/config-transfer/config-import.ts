import type { Kysely } from 'kysely';
import type { Configuration } from '../../contract/config-transfer';
import { deleteFilter, listFilters, saveFilter } from '../filters/filter-store';
import { changeMatchingConfiguration, type ReindexSettings } from '../matching-config/configuration-change';
import { replaceCrossObjects, type RecordTypeStore } from '../records/record-type-store';
import { createScenarios, deleteScenario, listScenarios, replaceScenario } from '../scenarios/scenario-store';
import type { Database } from '../storage/schema';
import { loadWordLists, saveWordList } from '../word-lists/word-list-store';
import { planImport } from './config-import-plan';

export interface ConfigImportDependencies extends ReindexSettings {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Makes each imported record type's configuration the one given, in one transaction with the index rebuild: custom
 * word lists created or replaced, scenarios replaced by name (keeping their ids), added, or removed when the
 * configuration no longer has them, filters likewise when it carries them. Answers the warnings: what was left out,
 * and what was removed.
 */
export async function importConfiguration(
  deps: ConfigImportDependencies,
  configuration: Configuration,
): Promise<string[]> {
  const warnings = await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    const lists = await loadWordLists(trx);
    const plan = planImport(configuration, {
      recordType: (name) => deps.recordTypes.byApiName(name),
      wordLists: new Map(lists.map((list) => [list.name, list.kind])),
      builtInWordLists: new Set(lists.filter((list) => list.builtIn).map((list) => list.name)),
    });
    const warnings = [...plan.warnings];
    for (const list of plan.wordLists) await saveWordList(trx, list, false);
    for (const object of plan.objects) {
      const stored = await listScenarios(trx, object.type.name);
      for (const scenario of object.scenarios) {
        const current = stored.find((one) => sameName(one.name, scenario.name));
        if (current) await replaceScenario(trx, current, scenario);
        else await createScenarios(trx, [scenario]);
      }
      const kept = [...object.scenarios.map((one) => one.name), ...object.skippedScenarios];
      for (const current of stored.filter((one) => !kept.some((name) => sameName(name, one.name)))) {
        await deleteScenario(trx, current.id);
        warnings.push(
          `${object.type.name} scenario '${current.name}' removed: the configuration does not have it`,
        );
      }
      if (object.crossObjects) await replaceCrossObjects(trx, object.type.name, object.crossObjects);
      if (!object.filters) continue;
      for (const filter of object.filters) await saveFilter(trx, filter);
      for (const current of await listFilters(trx, object.type.name)) {
        if (object.filters.some((filter) => filter.developerName === current.developerName)) continue;
        await deleteFilter(trx, object.type.name, current.developerName);
        warnings.push(
          `${object.type.name} filter '${current.developerName}' removed: the configuration does not have it`,
        );
      }
    }
    return { result: warnings, affectedTypes: plan.objects.map((object) => object.type.name) };
  });
  // Cross-object mappings are part of the record types, which this process keeps: read them again now.
  await deps.recordTypes.load();
  return warnings;
}
