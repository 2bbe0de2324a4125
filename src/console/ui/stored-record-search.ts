import type { SObjectRecord } from '../../contract/records';
import type { SearchInput } from '../../contract/search';
import type { SObjectDescribeOutput } from '../../contract/sobjects';

type SearchOptions = Pick<SearchInput, 'scenarioIds' | 'includeDecided'>;

/**
 * The search for a stored record's duplicates: its own values as the search values, and its id, so the service
 * leaves the record itself out (and, unless `includeDecided`, the records decided not to be its duplicates). Only
 * fields a steward edits are sent: system fields such as Id or CreatedDate are no search values.
 */
export function storedRecordSearch(
  record: SObjectRecord,
  describe: Pick<SObjectDescribeOutput, 'keyPrefix' | 'fields'>,
  options: SearchOptions = {},
): SearchInput {
  const objectData: Record<string, string> = {};
  for (const field of describe.fields) {
    if (!field.updateable) continue;
    const value = record[field.name];
    if (typeof value === 'string' && value.trim() !== '') objectData[field.name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') objectData[field.name] = String(value);
  }
  return { objectPrefix: describe.keyPrefix, objectData, recordId: record.Id!, ...options };
}
