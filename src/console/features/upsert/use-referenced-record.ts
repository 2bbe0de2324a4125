import { useQuery } from '@tanstack/react-query';
import { checkFieldValue } from '../../../contract/field-values';
import { isApiError } from '../../api/api-error';
import { recordQueryOptions } from '../../api/record-queries';
import { recordName } from '../../ui/record-text';
import type { EditableField } from './editable-fields';
import type { FieldEntry } from './upsert-form-values';

export type ReferencedRecord =
  { state: 'none' } | { state: 'loading' } | { state: 'found'; name: string } | { state: 'missing' };

/**
 * The record a lookup entry points to, looked up once the entry is a well-formed id of the right type: a name to
 * confirm the choice, or the news that no such record exists before the service says so.
 */
export function useReferencedRecord(field: EditableField, entry: FieldEntry | undefined): ReferencedRecord {
  const target = field.rule.referenceTarget?.name;
  const checked = field.type === 'reference' && entry ? checkFieldValue(field.rule, entry) : undefined;
  const id = checked?.ok && typeof checked.value === 'string' ? checked.value : '';
  const record = useQuery({
    ...recordQueryOptions(target ?? '', id),
    enabled: Boolean(target && id),
    retry: false,
  });
  if (!target || !id) return { state: 'none' };
  if (record.isPending) return { state: 'loading' };
  if (record.isError) {
    return isApiError(record.error) && record.error.status === 404 ? { state: 'missing' } : { state: 'none' };
  }
  return { state: 'found', name: recordName(record.data) };
}
