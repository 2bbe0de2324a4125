import type { AuditEvent } from '../../../contract/audit';
import { formatValue } from '../../ui/record-text';

const COLUMNS = [
  'at',
  'principal',
  'action',
  'objectType',
  'recordId',
  'recordName',
  'endpoint',
  'otherRecordIds',
  'otherRecordNames',
  'mergeId',
  'jobId',
  'changes',
];

/** A CSV field: quoted when it holds a comma, quote or line break, inner quotes doubled (RFC 4180). */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * Defuses text a spreadsheet would run as a formula ("=cmd|…"): a leading =, +, - or @ gets an apostrophe, also
 * behind tabs, spaces or line breaks, which spreadsheets skip before reading a formula.
 */
const inert = (value: string) => (/^\s*[=+\-@]/.test(value) ? `'${value}` : value);

const changesText = (event: AuditEvent) =>
  event.changes
    .map((change) => `${change.field}: ${formatValue(change.before)} → ${formatValue(change.after)}`)
    .join('; ');

/** The events as CSV, one row each with a header row, lines ended CRLF as RFC 4180 has them. */
export function auditCsv(events: readonly AuditEvent[]): string {
  const rows = events.map((event) =>
    [
      event.at,
      event.principal,
      event.action,
      event.objectType,
      event.recordId ?? '',
      event.record?.displayName ?? '',
      event.endpoint,
      (event.otherRecordIds ?? []).join(' '),
      // Names hold spaces, so they are kept apart as the trail's changes are.
      (event.otherRecords ?? []).map((record) => record.displayName).join('; '),
      event.mergeId ?? '',
      event.jobId ?? '',
      changesText(event),
    ].map((value) => field(inert(value))),
  );
  return [COLUMNS, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
