import Type, { type Static } from 'typebox';
import { AlertKind } from './alerts';
import { RecordRef } from './record-ref';
import { Day } from './day';
import { PageSizeParameter } from './paging';
import { FieldValue } from './records';
import { ScenarioScore } from './search';
import { SignInLockKey } from './sign-in-locks';
import { KeptField } from './update-rules';
import { StringEnum } from './string-enum';

export const FieldChange = Type.Object(
  {
    field: Type.String({ description: 'Field API name' }),
    before: FieldValue,
    after: FieldValue,
  },
  { title: 'FieldChange' },
);
export type FieldChange = Static<typeof FieldChange>;

/** The existing record an upsert updated, and the score that made it the duplicate. */
export const UpsertMatch = Type.Object(
  {
    score: Type.Number({ description: 'Highest scenario score the record reached' }),
    scenarioScores: Type.Array(ScenarioScore),
  },
  { title: 'UpsertMatch' },
);
export type UpsertMatch = Static<typeof UpsertMatch>;

export const AuditAction = StringEnum(
  [
    'CREATE',
    'UPDATE',
    'MERGE',
    'UNDO_MERGE',
    'NOT_DUPLICATE',
    'DECISION_RESTORED',
    'JOB_STARTED',
    'JOB_CANCELLED',
    'JOB_DELETED',
    'SIGN_IN_LOCKED',
    'SIGN_IN_LOCK_LIFTED',
    'IMPORT_APPLIED',
    'IMPORT_UNDONE',
    'SCENARIO_TRAINED',
    'SCHEDULE_CREATED',
    'SCHEDULE_CHANGED',
    'SCHEDULE_DELETED',
    'AUTO_MERGE_CONFIRMED',
    'ALERT_RAISED',
    'ALERT_DISMISSED',
  ],
  {
    title: 'AuditAction',
    description:
      'MERGE: other records were merged into this one (`otherRecordIds`, `mergeId`); UNDO_MERGE: that merge was undone; ' +
      'NOT_DUPLICATE: a steward decided this record and `otherRecordIds` are not duplicates; DECISION_RESTORED: that ' +
      'decision was withdrawn; JOB_STARTED, JOB_CANCELLED, JOB_DELETED: a duplicate job of the record type (`jobId`, ' +
      'no `recordId`) was started, cancelled or deleted with everything it found; SIGN_IN_LOCKED: failed sign-ins ' +
      'or token requests locked an account out from one address (`signInLock`, the principal is the account); ' +
      'SIGN_IN_LOCK_LIFTED: an admin lifted that lock; IMPORT_APPLIED: a file import of the record type ended ' +
      '(`importId`, no `recordId`; its records were created and updated as CREATE and UPDATE events whose endpoint ' +
      'names the import); IMPORT_UNDONE: an import was undone (`importId`): without `recordId` the undo as a whole, ' +
      'with one a record it deleted (changes to null) or gave its previous values back; SCENARIO_TRAINED: a ' +
      'PROBABILISTIC scenario of the record type (`scenarioId`, no `recordId`) was trained, by an admin or by the ' +
      'service itself (principal `service`, endpoint `automatic training`); its change `records` says how many ' +
      'records the model before it was trained on (null for a first training) and how many this one was; ' +
      'SCHEDULE_CREATED, SCHEDULE_CHANGED, SCHEDULE_DELETED: a schedule of duplicate jobs of the record type ' +
      '(`schedule`, no `recordId`) was saved, changed (its changes name the settings: name, cron, timeZone, ' +
      'enabled, scope, job) or deleted; AUTO_MERGE_CONFIRMED: a steward confirmed an auto-merge whose rehearsal ' +
      'fell short (its changes: minScore, precision, minimumPrecision, decidedPairs), for a job (`jobId`) or a ' +
      'schedule (`schedule`); ALERT_RAISED: the service raised an alert on the record type (`alert`, principal ' +
      '`service`); ALERT_DISMISSED: a steward dismissed it',
  },
);
export type AuditAction = Static<typeof AuditAction>;

export const AuditEvent = Type.Object(
  {
    id: Type.String(),
    at: Type.String({ description: 'When the change was committed (ISO 8601, UTC)' }),
    principal: Type.String({ description: 'User name or client id that made the change' }),
    endpoint: Type.String({
      description: 'Method and path of the request, e.g. POST /services/apexrest/...',
    }),
    action: AuditAction,
    objectType: Type.String(),
    recordId: Type.Union([Type.String(), Type.Null()], {
      description: '18-character record id; null for an event of a duplicate job, an import or a schedule',
    }),
    record: Type.Union([RecordRef, Type.Null()], {
      description: 'The record named; null with no `recordId`',
    }),
    changes: Type.Array(FieldChange, {
      description: 'Every field whose value changed, with before and after',
    }),
    match: Type.Union([UpsertMatch, Type.Null()], {
      description: 'For an update by duplicate detection: the score that selected the record',
    }),
    otherRecordIds: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'For a merge and its undo, the records merged into this one; for a decision, the other record',
      }),
    ),
    otherRecords: Type.Optional(
      Type.Array(RecordRef, { description: 'The records of `otherRecordIds` named, in their order' }),
    ),
    mergeId: Type.Optional(Type.String({ description: 'For a merge and its undo: the merge' })),
    jobId: Type.Optional(Type.String({ description: 'For an event of a duplicate job: the job' })),
    importId: Type.Optional(Type.String({ description: 'For an event of a file import: the import' })),
    kept: Type.Optional(
      Type.Array(KeptField, {
        description:
          'For an UPDATE: the given values a field update rule kept out of the record, each with the rule and why; for a MERGE: the values of the records merged away the rules kept off the master',
      }),
    ),
    scenarioId: Type.Optional(
      Type.String({ description: 'For a training: the scenario trained (18 characters)' }),
    ),
    signInLock: Type.Optional(SignInLockKey),
    schedule: Type.Optional(
      Type.Object(
        { id: Type.String(), name: Type.String({ description: 'Its name when the event happened' }) },
        { description: 'For an event of a schedule: the schedule' },
      ),
    ),
    alert: Type.Optional(
      Type.Object(
        {
          id: Type.String(),
          kind: AlertKind,
          summary: Type.String({ description: 'What it said, in words' }),
        },
        { description: 'For an event of an alert: the alert' },
      ),
    ),
  },
  { title: 'AuditEvent' },
);
export type AuditEvent = Static<typeof AuditEvent>;

export const AuditQuery = Type.Object(
  {
    recordId: Type.Optional(
      Type.String({ description: 'Only the history of this record (15 or 18 characters)' }),
    ),
    objectType: Type.Optional(Type.String({ minLength: 1, description: 'Only records of this type' })),
    principal: Type.Optional(
      Type.String({ minLength: 1, description: 'Only changes made by this principal' }),
    ),
    action: Type.Optional(AuditAction),
    from: Type.Optional(Day('Only events on or after this day (UTC, YYYY-MM-DD)')),
    to: Type.Optional(Day('Only events on or before this day (UTC, YYYY-MM-DD)')),
    limit: PageSizeParameter,
    before: Type.Optional(Type.String({ minLength: 1, description: '`nextBefore` of the previous page' })),
  },
  { title: 'AuditQuery', additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEventList = Type.Object(
  {
    events: Type.Array(AuditEvent, { description: 'Newest first' }),
    nextBefore: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as `before` for the next, older page; null on the last page',
    }),
  },
  { title: 'AuditEventList' },
);
export type AuditEventList = Static<typeof AuditEventList>;
