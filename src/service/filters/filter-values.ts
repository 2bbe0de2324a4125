import { isCalendarDate } from '../../contract/field-values';
import { parseRecordId } from '../../contract/record-id';
import { FILTER_KIND_OF_TYPE, type FilterKind } from '../../contract/filters';
import { salesforceTypeOf } from '../records/field-rules';
import type { FieldDefinition } from '../records/record-type';

/**
 * How a filter compares a field's values: by its type as describe reports it, as the console's filter form reads
 * it. A record type's own fields never have the system fields' types, which alone have no kind.
 */
export const filterKindOf = (field: FieldDefinition): FilterKind =>
  FILTER_KIND_OF_TYPE[salesforceTypeOf(field)]!;

/** A value in the form a kind compares: folded text, a 15-character id, a number, yyyy-mm-dd, or a boolean. */
export type Comparable = string | number | boolean;

const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}/;

/** The calendar date an ISO text starts with (a stored date-time counts by its date), or undefined. */
export function readIsoDate(text: string): string | undefined {
  const date = ISO_DATE_START.exec(text.trim())?.[0];
  return date !== undefined && isCalendarDate(date) ? date : undefined;
}

/** Text compares ignoring case and surrounding spaces: "web " and "Web" are the same lead source. */
export const foldText = (text: string) => text.normalize('NFC').trim().toLowerCase();

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The comparable form of a stored value or a condition's operand, or undefined when it cannot be read as the kind
 * (a number field holding "n/a"). Blank values never reach this; checkboxes read anything but true as false.
 */
export function toComparable(kind: FilterKind, value: unknown): Comparable | undefined {
  switch (kind) {
    case 'text':
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? foldText(String(value))
        : undefined;
    case 'reference':
      return typeof value === 'string' ? (parseRecordId(value.trim()) ?? undefined) : undefined;
    case 'number': {
      if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
      if (typeof value !== 'string') return undefined;
      const number = Number(value.trim());
      return value.trim() !== '' && Number.isFinite(number) ? number : undefined;
    }
    case 'date':
      return typeof value === 'string' ? readIsoDate(value) : undefined;
    case 'boolean':
      return value === true || value === 'true';
  }
}
