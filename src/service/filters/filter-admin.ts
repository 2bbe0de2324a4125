import type { Kysely } from 'kysely';
import type { Filter, FilterCount, FilterCountInput, FilterInput } from '../../contract/filters';
import { ApiError } from '../http/api-error';
import { invalidInput, type ValidationProblem } from '../http/validation-message';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';
import { compileFilter } from './filter-evaluator';
import { checkConditions } from './filter-validation';
import { recordsInChunks } from '../records/record-store';
import { recordTypeInPath, recordTypeNamed } from '../records/records-of-type';
import { deleteFilter, findFilter, listFilters, saveFilter } from './filter-store';

const noFilter = (type: RecordTypeDefinition, developerName: string) =>
  new ApiError(404, 'NOT_FOUND', `${type.name} has no filter '${developerName}'`);

/** The filters of every record type, or of the one `objectName` names (any case). */
export async function listFiltersOf(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  objectName: string | undefined,
): Promise<Filter[]> {
  if (objectName === undefined) return listFilters(db);
  const type = recordTypeNamed(recordTypes, objectName, 'objectName');
  return listFilters(db, type.name);
}

export async function getFilter(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  recordType: string,
  developerName: string,
): Promise<Filter> {
  const type = recordTypeInPath(recordTypes, recordType);
  const filter = await findFilter(db, type.name, developerName);
  if (!filter) throw noFilter(type, developerName);
  return filter;
}

/**
 * Checks a filter against its record type and stores it, creating or replacing the one with its name. A body
 * that repeats the path's record type or developer name must agree with it, so a filter read, edited and sent
 * back works, but a copy sent to the wrong path is refused rather than silently renamed.
 */
export async function putFilter(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  path: { recordType: string; developerName: string },
  input: FilterInput,
): Promise<{ filter: Filter; created: boolean }> {
  const type = recordTypeInPath(recordTypes, path.recordType);
  const problems: ValidationProblem[] = [];
  if (input.label.trim() === '') problems.push({ field: 'label', problem: 'must not be blank' });
  if (input.recordType !== undefined && recordTypes.byApiName(input.recordType) !== type) {
    problems.push({
      field: 'recordType',
      problem: `'${input.recordType}' differs from the path's ${type.name}`,
    });
  }
  if (input.developerName !== undefined && input.developerName !== path.developerName) {
    problems.push({
      field: 'developerName',
      problem: `'${input.developerName}' differs from the path's '${path.developerName}'`,
    });
  }
  const checked = checkConditions(type, input.conditions);
  if ('problems' in checked) problems.push(...checked.problems);
  if (problems.length > 0 || 'problems' in checked) throw invalidInput(problems);

  const filter: Filter = {
    developerName: path.developerName,
    label: input.label.trim(),
    recordType: type.name,
    conditions: checked.conditions,
  };
  const { created } = await db.transaction().execute((trx) => saveFilter(trx, filter));
  return { filter, created };
}

export async function removeFilter(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  recordType: string,
  developerName: string,
): Promise<void> {
  const type = recordTypeInPath(recordTypes, recordType);
  if (!(await deleteFilter(db, type.name, developerName))) throw noFilter(type, developerName);
}

/** Records read per query while counting: a scan of a million records keeps the event loop turning between reads. */
const COUNT_CHUNK = 5000;

/**
 * How many records of the type the conditions let through, checked as a save checks them. Reads every record of the
 * type: seconds for a million, which an admin editing a filter can wait for, and nothing a search pays.
 */
export async function countFilterMatches(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  input: FilterCountInput,
): Promise<FilterCount> {
  const type = recordTypeNamed(recordTypes, input.objectName, 'objectName');
  const checked = checkConditions(type, input.conditions);
  if ('problems' in checked) throw invalidInput(checked.problems);
  const accepts = compileFilter(type, checked.conditions);
  let matching = 0;
  let total = 0;
  for await (const records of recordsInChunks(db, type.name, COUNT_CHUNK)) {
    total += records.length;
    for (const record of records) if (accepts(record.values)) matching++;
  }
  return { matching, total };
}
