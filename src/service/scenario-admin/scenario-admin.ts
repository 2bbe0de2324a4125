import type { Kysely } from 'kysely';
import { parseRecordId } from '../../contract/record-id';
import type { AdminScenario, AdminScenarioList, ScenarioInput } from '../../contract/scenario-admin';
import { ApiError } from '../http/api-error';
import { recordTypeNamed } from '../records/records-of-type';
import { invalidInput } from '../http/validation-message';
import { changeMatchingConfiguration, type ReindexSettings } from '../index-builds/configuration-change';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';
import { loadWordLists } from '../word-lists/word-list-store';
import type { ScenarioDefinition } from '../scenarios/scenario';
import {
  createScenarios,
  deleteScenario,
  findScenario,
  listScenarios,
  replaceScenario,
} from '../scenarios/scenario-store';
import { toWireScenario } from '../scenarios/scenario-wire';
import { checkScenarioInput } from './scenario-input-check';

export interface ScenarioAdminDependencies extends ReindexSettings {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
}

export const scenarioNotFound = (id: string) =>
  new ApiError(404, 'NOT_FOUND', `There is no scenario with the id ${id}`);

const toAdminScenario = (scenario: ScenarioDefinition): AdminScenario => ({
  ...toWireScenario(scenario),
  objectName: scenario.recordType,
});

async function storedScenario(db: Kysely<Database>, id: string): Promise<ScenarioDefinition> {
  const id15 = parseRecordId(id);
  const scenario = id15 ? await findScenario(db, id15) : undefined;
  if (!scenario) throw scenarioNotFound(id);
  return scenario;
}

/**
 * The scenario checked against the store as `db` sees it (the word lists there are, the type's other scenarios'
 * names), or a 400 naming each problem by its path, under `at` when the scenario is part of a larger body.
 */
export async function checkedScenario(
  db: Kysely<Database>,
  type: RecordTypeDefinition,
  input: ScenarioInput,
  { replacing, at = '' }: { replacing?: ScenarioDefinition; at?: string } = {},
) {
  const others = (await listScenarios(db, type.name)).filter((scenario) => scenario.id !== replacing?.id);
  const result = checkScenarioInput(input, {
    type,
    wordLists: new Map((await loadWordLists(db)).map((list) => [list.name, list.kind])),
    otherNames: others.map((scenario) => scenario.name),
  });
  if ('problems' in result)
    throw invalidInput(result.problems.map((problem) => ({ ...problem, field: at + problem.field })));
  return result.scenario;
}

/** Every scenario, hidden ones included, of one record type or of all, in configured order. */
export async function listAdminScenarios(
  deps: ScenarioAdminDependencies,
  objectName: string | undefined,
): Promise<AdminScenarioList> {
  const types =
    objectName === undefined
      ? deps.recordTypes.all()
      : [recordTypeNamed(deps.recordTypes, objectName, 'objectName')];
  const scenarios: AdminScenario[] = [];
  for (const type of types) scenarios.push(...(await listScenarios(deps.db, type.name)).map(toAdminScenario));
  return { scenarios };
}

export async function readAdminScenario(deps: ScenarioAdminDependencies, id: string): Promise<AdminScenario> {
  return toAdminScenario(await storedScenario(deps.db, id));
}

/**
 * Adds a scenario after its type's others, and indexes the type's records for it, in one transaction: searches
 * use it from their next request on, on every process.
 */
export async function createAdminScenario(
  deps: ScenarioAdminDependencies,
  input: ScenarioInput,
): Promise<AdminScenario> {
  const type = recordTypeNamed(deps.recordTypes, input.objectName, 'objectName');
  const id = await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    const [created] = await createScenarios(trx, [await checkedScenario(trx, type, input)]);
    return { result: created!, affectedTypes: [type.name] };
  });
  return readAdminScenario(deps, id);
}

/** Replaces a scenario's settings and fields, and indexes its type's records again, in one transaction. */
export async function updateAdminScenario(
  deps: ScenarioAdminDependencies,
  id: string,
  input: ScenarioInput,
): Promise<AdminScenario> {
  const type = recordTypeNamed(deps.recordTypes, input.objectName, 'objectName');
  const id15 = await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    const current = await storedScenario(trx, id);
    if (current.recordType !== type.name)
      throw invalidInput([
        {
          field: 'objectName',
          problem: `the scenario belongs to ${current.recordType}; create a ${type.name} scenario instead`,
        },
      ]);
    await replaceScenario(trx, current, await checkedScenario(trx, type, input, { replacing: current }));
    return { result: current.id, affectedTypes: [type.name] };
  });
  return readAdminScenario(deps, id15);
}

/**
 * Deletes a scenario and the index entries only it needed. A duplicate job that uses it stops with that reason;
 * pairs already found and decisions already made stay.
 */
export async function deleteAdminScenario(deps: ScenarioAdminDependencies, id: string): Promise<void> {
  await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    const current = await storedScenario(trx, id);
    await deleteScenario(trx, current.id);
    return { result: undefined, affectedTypes: [current.recordType] };
  });
}
