import type { Kysely } from 'kysely';
import { ApiError } from '../http/api-error';
import { validationMessage } from '../http/validation-message';
import type { RecordTypeDefinition } from '../records/record-type';
import type { Database } from '../storage/schema';
import { compileFilter, type RecordPredicate } from './filter-evaluator';
import { checkConditions } from './filter-validation';
import { findFilter } from './filter-store';

const invalid = (message: string) =>
  new ApiError(400, 'INVALID_INPUT', `filterDeveloperName: ${message}`, ['filterDeveloperName']);

/**
 * The predicate of the filter a search names by its developer name (exact, among the filters of the searched
 * type). The filter is read at every search, so an admin's change applies to the next search on every instance.
 */
export async function searchFilter(
  db: Kysely<Database>,
  type: RecordTypeDefinition,
  developerName: string,
): Promise<RecordPredicate> {
  const filter = await findFilter(db, type.name, developerName);
  if (!filter) throw invalid(`${type.name} has no filter '${developerName}'`);
  // Conditions were checked when saved; checking again catches a record type whose fields changed since.
  const checked = checkConditions(type, filter.conditions);
  if ('problems' in checked) {
    throw invalid(
      `filter '${developerName}' no longer fits ${type.name} and needs an admin's repair: ${validationMessage(checked.problems)}`,
    );
  }
  return compileFilter(type, checked.conditions);
}
