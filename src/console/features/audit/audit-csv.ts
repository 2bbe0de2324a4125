import type { AuditEvent } from '../../../contract/audit';
import { csvLines } from '../../../contract/csv-cells';
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

const changesText = (event: AuditEvent) =>
  event.changes
    .map((change) => `${change.field}: ${formatValue(change.before)} → ${formatValue(change.after)}`)
    .join('; ');

/** The events as CSV, one row each with a header row, lines ended CRLF as RFC 4180 has them. */
export function auditCsv(events: readonly AuditEvent[]): string {
  const rows = events.map((event) => [
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
  ]);
  return csvLines([COLUMNS, ...rows]);
}
