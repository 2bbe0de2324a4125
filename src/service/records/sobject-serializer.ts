import { apiPaths } from '../../contract/api-paths';
import { toId18 } from '../../contract/record-id';
import type { SObjectRecord } from '../../contract/records';
import type { StoredRecord, RecordValues } from './record-store';
import type { RecordTypeDefinition } from './record-type';

/** A record's display name: its name field, or for people the first and last name (Salesforce's compound Name). */
export function recordName(type: RecordTypeDefinition, values: RecordValues): string | null {
  const stored = type.nameField ? values[type.nameField] : undefined;
  if (typeof stored === 'string' && stored !== '') return stored;
  const parts = [values['FirstName'], values['LastName']].filter(
    (part) => typeof part === 'string' && part !== '',
  );
  return parts.length > 0 ? parts.join(' ') : null;
}

const attributes = (type: RecordTypeDefinition, id15: string) => ({
  type: type.name,
  url: apiPaths.record(type.name, toId18(id15)),
});

export interface RelatedRecord {
  type: RecordTypeDefinition;
  record: StoredRecord;
}

/**
 * A record in Salesforce's JSON shape: `attributes`, `Id` (18 characters), every field of its type (null when
 * empty), lookups as 18-character ids plus the related record as `{attributes, Id, Name}` under the relationship's
 * name, and the audit dates.
 */
export function toSObject(
  type: RecordTypeDefinition,
  record: StoredRecord,
  related: (id15: string) => RelatedRecord | undefined,
): SObjectRecord {
  const result: SObjectRecord = { attributes: attributes(type, record.id), Id: toId18(record.id) };
  for (const field of type.fields) {
    const value = record.values[field.name] ?? null;
    if (field.type !== 'reference' || typeof value !== 'string') {
      result[field.name] = value;
      continue;
    }
    result[field.name] = toId18(value);
    const target = related(value);
    if (target && field.relationshipName) {
      result[field.relationshipName] = {
        attributes: attributes(target.type, target.record.id),
        Id: toId18(target.record.id),
        Name: recordName(target.type, target.record.values),
      };
    }
  }
  result['CreatedDate'] = record.createdAt;
  result['LastModifiedDate'] = record.updatedAt;
  return result;
}
