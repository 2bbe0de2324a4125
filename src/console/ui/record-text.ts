import type { SObjectRecord } from '../../contract/records';

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A record's display name: Name, else FirstName LastName, else its Id. */
export function recordName(record: SObjectRecord): string {
  const name = text(record.Name);
  if (name) return name;
  const person = [text(record.FirstName), text(record.LastName)].filter(Boolean).join(' ');
  return person || record.Id || record.attributes.type;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field value as text: lookups by their Name, booleans as Yes/No, nothing as an empty string. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (isRecord(value)) {
    const name = text(value.Name);
    const id = text(value.Id);
    return name && id ? `${name} (${id})` : name || id;
  }
  return String(value);
}
