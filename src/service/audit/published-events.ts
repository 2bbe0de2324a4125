import { toId18 } from '../../contract/record-id';
import type { NewChangeEvent } from '../events/event-store';
import type { NewAuditEvent } from './audit-store';

const ids18 = (ids15: readonly string[]) => ids15.map(toId18);

/**
 * The events a change publishes, read off its audit event (written in the same transaction, so the trail and the
 * feed hold the same changes). A decision writes an event per record it keeps apart, and publishes once; changes
 * of the configuration and sign-in locks publish nothing.
 */
export function publishedEvent(event: NewAuditEvent): NewChangeEvent | undefined {
  if (event.counted === false) return undefined;
  const base = { time: event.at, recordType: event.objectType };
  const record = event.recordId15;
  const detail = event.detail;
  const by = { principal: event.principal, endpoint: event.endpoint };
  switch (event.action) {
    case 'CREATE':
    case 'UPDATE':
      if (!record) return undefined;
      return {
        ...base,
        type: event.action === 'CREATE' ? 'record.created' : 'record.updated',
        subject: record,
        data: {
          recordId: toId18(record),
          changes: event.changes,
          ...(event.match ? { match: event.match } : {}),
          ...(detail?.importId ? { importId: detail.importId } : {}),
          ...by,
        },
      };
    case 'MERGE':
      if (!record || !detail) return undefined;
      return {
        ...base,
        type: 'record.merged',
        subject: record,
        data: {
          survivorId: toId18(record),
          mergedAwayIds: ids18(detail.otherRecordIds15),
          mergeId: detail.mergeId,
          changes: event.changes,
          ...(detail.kept ? { kept: detail.kept } : {}),
          ...by,
        },
      };
    case 'UNDO_MERGE':
      if (!record || !detail) return undefined;
      return {
        ...base,
        type: 'merge.undone',
        subject: record,
        data: {
          survivorId: toId18(record),
          restoredIds: ids18(detail.otherRecordIds15),
          mergeId: detail.mergeId,
          changes: event.changes,
          ...by,
        },
      };
    case 'NOT_DUPLICATE':
    case 'DECISION_RESTORED':
      if (!record || !detail) return undefined;
      return {
        ...base,
        type: event.action === 'NOT_DUPLICATE' ? 'decision.not_duplicate' : 'decision.withdrawn',
        subject: record,
        data: { recordIds: ids18([record, ...detail.otherRecordIds15]), ...by },
      };
    case 'IMPORT_UNDONE': {
      // The undo as a whole carries no record: its records' events say what it did.
      if (!record) return undefined;
      const deleted = event.changes.every((change) => change.after === null);
      return {
        ...base,
        type: deleted ? 'record.deleted' : 'record.updated',
        subject: record,
        data: { recordId: toId18(record), changes: event.changes, importId: detail?.importId, ...by },
      };
    }
    case 'IMPORT_APPLIED':
      if (!detail?.importId) return undefined;
      return {
        ...base,
        type: 'import.finished',
        subject: detail.importId,
        data: { importId: detail.importId, ...by },
      };
    case 'JOB_CANCELLED':
      if (!detail?.jobId) return undefined;
      return {
        ...base,
        type: 'job.finished',
        subject: detail.jobId,
        data: { jobId: detail.jobId, status: 'CANCELLED', ...by },
      };
    case 'ALERT_RAISED':
      if (!detail?.alert) return undefined;
      return { ...base, type: 'alert.raised', subject: detail.alert.id, data: { alert: detail.alert } };
    default:
      return undefined;
  }
}
