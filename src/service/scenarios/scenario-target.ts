import type { ScenariosQuery } from '../../contract/scenarios';
import type { RecordTypeDefinition } from '../records/record-type';

/** API names compare ignoring case; key prefixes are case-sensitive like ids. */
export interface RecordTypeLookup {
  byApiName(name: string): RecordTypeDefinition | undefined;
  byKeyPrefix(prefix: string): RecordTypeDefinition | undefined;
  all(): RecordTypeDefinition[];
}

export type ScenarioTarget = { type: RecordTypeDefinition } | { error: string };

/**
 * The record type a scenarios request names through `prefix` or `objectName` (or both, when they agree), or
 * what is wrong with the request.
 */
export function resolveScenarioTarget(query: ScenariosQuery, recordTypes: RecordTypeLookup): ScenarioTarget {
  const { prefix, objectName } = query;
  if (prefix === undefined && objectName === undefined) {
    return {
      error:
        "Missing parameter: give the record type as 'prefix' (e.g. 00Q) or 'objectName' (e.g. Lead); parameter names are case-sensitive",
    };
  }
  if (prefix !== undefined && prefix.trim() === '') return { error: "Parameter 'prefix' is empty" };
  if (objectName !== undefined && objectName.trim() === '')
    return { error: "Parameter 'objectName' is empty" };

  const fromPrefix = prefix === undefined ? undefined : recordTypes.byKeyPrefix(prefix.trim());
  if (prefix !== undefined && !fromPrefix)
    return { error: `Unknown prefix '${prefix}': no record type has this key prefix` };
  const fromName = objectName === undefined ? undefined : recordTypes.byApiName(objectName.trim());
  if (objectName !== undefined && !fromName)
    return { error: `Unknown objectName '${objectName}': no record type has this name` };

  if (fromPrefix && fromName && fromPrefix !== fromName) {
    return {
      error: `prefix '${prefix}' (${fromPrefix.name}) and objectName '${objectName}' name different record types`,
    };
  }
  return { type: (fromPrefix ?? fromName)! };
}
