import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AlertKind } from '../../contract/alerts';
import type { AuditAction, AuditEventList, FieldChange, UpsertMatch } from '../../contract/audit';
import { toId18 } from '../../contract/record-id';
import type { SignInLockKey } from '../../contract/sign-in-locks';
import type { KeptField } from '../../contract/update-rules';
import { RecordRefs } from '../records/record-refs';
import type { RecordTypeStore } from '../records/record-type-store';
import { fromJson, toJson } from '../storage/json-column';
import { newestFirstPage, type PageRequest } from '../storage/page-cursor';
import type { Database } from '../storage/schema';
import { appendEvents } from '../events/event-store';
import { publishedEvent } from './published-events';

export interface NewAuditEvent {
  at: string;
  principal: string;
  endpoint: string;
  action: AuditAction;
  objectType: string;
  /** null for an event of a duplicate job, which concerns a record type, not a record. */
  recordId15: string | null;
  changes: FieldChange[];
  match: UpsertMatch | null;
  /** The other records a merge, its undo or a decision concerns (15 characters), and the merge. */
  detail?: AuditDetail;
  /**
   * false for the events of a decision's other records: one decision writes an event per record, and the
   * dashboard counts it once.
   */
  counted?: false;
}

export interface AuditDetail {
  otherRecordIds15: string[];
  mergeId?: string;
  jobId?: string;
  importId?: string;
  /** 15 characters. */
  scenarioId?: string;
  signInLock?: SignInLockKey;
  schedule?: { id: string; name: string };
  alert?: { id: string; kind: AlertKind; summary: string };
  /** The given values an update rule kept out of the record, and why (docs/survivorship.md). */
  kept?: KeptField[];
}

/** What the store holds for an event without a record: the column is the key of every record's history. */
const NO_RECORD = '';

/**
 * Steward actions the dashboard counts per day as they happen. Writes by integrations (CREATE, UPDATE) are not
 * counted: a row every concurrent upsert updated would make them wait on one another.
 */
const COUNTED_ACTIONS: ReadonlySet<AuditAction> = new Set<AuditAction>([
  'MERGE',
  'UNDO_MERGE',
  'NOT_DUPLICATE',
  'DECISION_RESTORED',
]);

const auditRow = (event: NewAuditEvent) => ({
  id: randomUUID(),
  at: event.at,
  principal: event.principal,
  endpoint: event.endpoint,
  action: event.action,
  record_type: event.objectType,
  record_id: event.recordId15 ?? NO_RECORD,
  changes: toJson(event.changes),
  match: event.match ? toJson(event.match) : null,
  detail: event.detail ? toJson(event.detail) : null,
});

/** Records a change inside the transaction that makes it, so the trail holds exactly what was committed. */
export async function recordAuditEvent(db: Kysely<Database>, event: NewAuditEvent): Promise<void> {
  await recordAuditEvents(db, [event]);
}

/** Events per INSERT statement: ten values each, well under SQLite's bound-variable limit. */
const EVENTS_PER_INSERT = 500;

/**
 * Records the changes of one transaction, in order, with as few statements as they fit in: a batch upsert's
 * hundreds of events cost a few inserts, not one each. The changes the event feed publishes are written to it here,
 * in the same transaction (published-events.ts).
 */
export async function recordAuditEvents(
  db: Kysely<Database>,
  events: readonly NewAuditEvent[],
): Promise<void> {
  for (const event of events) {
    if (COUNTED_ACTIONS.has(event.action) && event.counted !== false) await countActivity(db, event);
  }
  for (let start = 0; start < events.length; start += EVENTS_PER_INSERT) {
    await db
      .insertInto('audit_events')
      .values(events.slice(start, start + EVENTS_PER_INSERT).map(auditRow))
      .execute();
  }
  // Last: the feed's counter row is locked from here to the commit.
  await appendEvents(
    db,
    events.map(publishedEvent).filter((event) => event !== undefined),
  );
}

export interface AuditSelection extends PageRequest {
  recordId15?: string;
  objectType?: string;
  principal?: string;
  action?: AuditAction;
  /** Days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One page of the trail, newest first, its records named. */
export async function listAuditEvents(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  selection: AuditSelection,
): Promise<AuditEventList> {
  let query = db.selectFrom('audit_events').selectAll();
  if (selection.recordId15 !== undefined) query = query.where('record_id', '=', selection.recordId15);
  if (selection.objectType !== undefined) query = query.where('record_type', '=', selection.objectType);
  if (selection.principal !== undefined) query = query.where('principal', '=', selection.principal);
  if (selection.action !== undefined) query = query.where('action', '=', selection.action);
  // Times are ISO-8601 text: a day's events sort between the day and the next day's first instant.
  if (selection.from !== undefined) query = query.where('at', '>=', selection.from);
  if (selection.to !== undefined) query = query.where('at', '<', nextDay(selection.to));
  const { rows, nextBefore } = await newestFirstPage(query, 'at', (row) => row.at, selection);
  const details = rows.map((row) =>
    row.detail === null ? undefined : fromJson<AuditDetail>(row.detail, 'audit_events.detail'),
  );
  const refs = await RecordRefs.load(db, recordTypes, [
    ...rows.flatMap((row) => (row.record_id === NO_RECORD ? [] : [row.record_id])),
    ...details.flatMap((detail) => detail?.otherRecordIds15 ?? []),
  ]);
  return {
    events: rows.map((row, index) => ({
      ...detailOf(details[index], refs),
      id: row.id,
      at: row.at,
      principal: row.principal,
      endpoint: row.endpoint,
      action: row.action as AuditAction,
      objectType: row.record_type,
      recordId: row.record_id === NO_RECORD ? null : toId18(row.record_id),
      record: row.record_id === NO_RECORD ? null : refs.ref(row.record_id),
      changes: fromJson<FieldChange[]>(row.changes, 'audit_events.changes'),
      match: row.match === null ? null : fromJson<UpsertMatch>(row.match, 'audit_events.match'),
    })),
    nextBefore,
  };
}

function detailOf(detail: AuditDetail | undefined, refs: RecordRefs) {
  if (detail === undefined) return {};
  return {
    otherRecordIds: detail.otherRecordIds15.map(toId18),
    otherRecords: refs.refs(detail.otherRecordIds15),
    ...(detail.mergeId === undefined ? {} : { mergeId: detail.mergeId }),
    ...(detail.jobId === undefined ? {} : { jobId: detail.jobId }),
    ...(detail.importId === undefined ? {} : { importId: detail.importId }),
    ...(detail.scenarioId === undefined ? {} : { scenarioId: toId18(detail.scenarioId) }),
    ...(detail.signInLock === undefined ? {} : { signInLock: detail.signInLock }),
    ...(detail.schedule === undefined ? {} : { schedule: detail.schedule }),
    ...(detail.alert === undefined ? {} : { alert: detail.alert }),
    ...(detail.kept === undefined ? {} : { kept: detail.kept }),
  };
}

async function countActivity(db: Kysely<Database>, event: NewAuditEvent): Promise<void> {
  await db
    .insertInto('activity_counts')
    .values({ day: event.at.slice(0, 10), record_type: event.objectType, action: event.action, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'record_type', 'action'])
        .doUpdateSet({ count: sql`activity_counts.count + 1` }),
    )
    .execute();
}
