import type { AuditAction } from '../../contract/audit';

/** What each audited action is called on screen, in the trail and in a record's history. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  CREATE: 'Created',
  UPDATE: 'Updated',
  MERGE: 'Merged',
  UNDO_MERGE: 'Merge undone',
  NOT_DUPLICATE: 'Decided not a duplicate',
  DECISION_RESTORED: 'Decision withdrawn',
  JOB_STARTED: 'Duplicate job started',
  JOB_CANCELLED: 'Duplicate job cancelled',
  JOB_DELETED: 'Duplicate job deleted',
  SIGN_IN_LOCKED: 'Locked out of signing in',
  SIGN_IN_LOCK_LIFTED: 'Sign-in lock lifted',
  IMPORT_APPLIED: 'File imported',
  IMPORT_UNDONE: 'Import undone',
  SCENARIO_TRAINED: 'Scenario trained',
  SCHEDULE_CREATED: 'Schedule created',
  SCHEDULE_CHANGED: 'Schedule changed',
  SCHEDULE_DELETED: 'Schedule deleted',
  AUTO_MERGE_CONFIRMED: 'Auto-merge confirmed below the minimum',
  ALERT_RAISED: 'Alert raised',
  ALERT_DISMISSED: 'Alert dismissed',
};
