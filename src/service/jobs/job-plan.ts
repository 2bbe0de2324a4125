import type { Kysely } from 'kysely';
import type { JobInput } from '../../contract/jobs';
import { searchFilter } from '../filters/search-filter';
import { InputProblem } from '../input/input-problem';
import type { LiveIndex } from '../match-index/live-index';
import { selectScenarios } from '../matching-config/scenario-selection';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import { recordTypeNamed } from '../records/records-of-type';
import { mappingOnto } from '../search/cross-object-inputs';
import type { Database } from '../storage/schema';
import type { NewJob } from './job-store';

export interface JobPlanDependencies {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
  index: LiveIndex;
}

/** The type a cross-object job compares with: one the job's type maps its fields onto. */
function crossObjectTarget(
  recordTypes: RecordTypeStore,
  type: RecordTypeDefinition,
  name: string,
): RecordTypeDefinition {
  const target = recordTypes.byApiName(name);
  if (!target || !mappingOnto(type, target.name)) {
    const mapped = (type.crossObjects ?? []).map((mapping) => mapping.objectTo);
    throw new InputProblem(
      'crossObjectType',
      `${type.name} has no cross-object mapping to '${name}'` +
        (mapped.length > 0 ? `; it maps onto ${mapped.join(', ')}` : ''),
    );
  }
  return target;
}

/**
 * What a job asked for runs, resolved against the configuration as it is now: its type, the scenarios (the type's
 * batch scenarios unless named), the filter and the auto-merge, each checked. A problem names its field
 * (InputProblem), for a request and for a schedule's run alike.
 */
export async function planJob(
  deps: JobPlanDependencies,
  input: JobInput,
): Promise<Omit<NewJob, 'principal' | 'endpoint'>> {
  const { objectType, scenarioIds, filterDeveloperName, crossObjectType, autoMerge } = input;
  if (autoMerge !== undefined && crossObjectType !== undefined)
    throw new InputProblem('autoMerge', 'is for a job within one type: a cross-object group holds two types');
  const type = recordTypeNamed(deps.recordTypes, objectType);
  const where = autoMerge?.masterWhere;
  if (where && !type.fields.some((field) => field.name === where.field))
    throw new InputProblem('autoMerge.masterWhere.field', `${type.name} has no field ${where.field}`);
  const compared =
    crossObjectType === undefined ? type : crossObjectTarget(deps.recordTypes, type, crossObjectType);
  const live = await deps.index.current();
  const scenarios = selectScenarios(live.matching, compared, 'onBatch', scenarioIds);
  if (scenarios.length === 0) {
    throw new InputProblem(
      'scenarioIds',
      `${compared.name} has no scenario that runs in batch (onBatch): name the scenarios to run`,
    );
  }
  if (filterDeveloperName !== undefined) await searchFilter(deps.db, type, filterDeveloperName);
  return {
    recordType: type.name,
    scenarioIds15: scenarios.map(({ definition }) => definition.id),
    filterName: filterDeveloperName ?? null,
    crossObjectType: crossObjectType === undefined ? null : compared.name,
    autoMerge: autoMerge ?? null,
  };
}
