import type { RecordRef } from '../../contract/record-ref';

/** A record's secondary fields as one line: "Acme · jane@acme.com · Leeds". */
export const detailsText = (record: Pick<RecordRef, 'details'>) =>
  record.details.map((detail) => detail.value).join(' · ');

/**
 * Records named in a sentence or a heading, the first `shown` of them and how many more: "Jane Doe, Jane Do and
 * 2 more". Two or three names read as a list: "Jane Doe and Jane Do".
 */
export function recordNamesText(records: readonly Pick<RecordRef, 'displayName'>[], shown = 3): string {
  const names = records.map((record) => record.displayName);
  if (names.length <= shown) {
    return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** Fields by their labels where the type's describe gives one, else by their API names: "First Name, Email". */
export const fieldLabelsText = (fields: readonly string[], labels: ReadonlyMap<string, string>) =>
  fields.map((field) => labels.get(field) ?? field).join(', ');
