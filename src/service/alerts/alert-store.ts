import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Alert, AlertDetail, AlertKind } from '../../contract/alerts';
import { recordAuditEvent } from '../audit/audit-store';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { isUniqueViolation } from '../storage/unique-violation';

/** Something that holds now and deserves an alert while it does. */
export interface AlertCondition {
  kind: AlertKind;
  recordType: string;
  /** What it is about within its kind and type (a source, a schedule), '' for the type as a whole. */
  subject: string;
  summary: string;
  detail: AlertDetail;
}

type AlertRow = Database['alerts'];

const alertOf = (row: AlertRow): Alert => ({
  id: row.id,
  kind: row.kind as AlertKind,
  objectType: row.record_type,
  summary: row.summary,
  detail: fromJson<AlertDetail>(row.detail, 'alerts.detail'),
  raisedAt: row.raised_at,
  active: row.active === 1,
  clearedAt: row.cleared_at,
  dismissedBy: row.dismissed_by,
  dismissedAt: row.dismissed_at,
});

const key = (kind: string, recordType: string, subject: string) => [kind, recordType, subject].join('\u0000');
const conditionKey = (condition: AlertCondition) =>
  key(condition.kind, condition.recordType, condition.subject);
const rowKey = (row: AlertRow) => key(row.kind, row.record_type, row.subject);

const SERVICE = { principal: 'service', endpoint: 'alerts' };

/**
 * Brings the alerts in line with what holds at `now`: a condition with no active alert raises one (audited as
 * ALERT_RAISED), an active alert keeps its condition's latest figures, and one whose condition no longer holds is
 * cleared. Every process does this; the one active alert per kind, type and subject that the store allows makes
 * one raise out of two at once. Answers the alerts raised.
 */
export async function reconcileAlerts(
  db: Kysely<Database>,
  conditions: readonly AlertCondition[],
  now: Date,
): Promise<Alert[]> {
  const at = now.toISOString();
  const active = await db.selectFrom('alerts').selectAll().where('active', '=', 1).execute();
  const activeByKey = new Map(active.map((row) => [rowKey(row), row]));
  const holding = new Set(conditions.map(conditionKey));
  const raised: Alert[] = [];
  for (const condition of conditions) {
    const summary = condition.summary;
    const detail = toJson(condition.detail);
    const current = activeByKey.get(conditionKey(condition));
    if (current) {
      if (current.summary !== summary || current.detail !== detail) {
        await db.updateTable('alerts').set({ summary, detail }).where('id', '=', current.id).execute();
      }
      continue;
    }
    const row: AlertRow = {
      id: randomUUID(),
      kind: condition.kind,
      record_type: condition.recordType,
      subject: condition.subject,
      summary,
      detail,
      raised_at: at,
      active: 1,
      cleared_at: null,
      dismissed_by: null,
      dismissed_at: null,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('alerts').values(row).execute();
        await recordAuditEvent(trx, {
          at,
          ...SERVICE,
          action: 'ALERT_RAISED',
          objectType: condition.recordType,
          recordId15: null,
          changes: [],
          match: null,
          detail: { otherRecordIds15: [], alert: { id: row.id, kind: condition.kind, summary } },
        });
      });
      raised.push(alertOf(row));
    } catch (error) {
      // Another process raised it first: its alert is the one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const cleared = active.filter((row) => !holding.has(rowKey(row))).map((row) => row.id);
  if (cleared.length > 0) {
    await db
      .updateTable('alerts')
      .set({ active: 0, cleared_at: at })
      .where('id', 'in', cleared)
      .where('active', '=', 1)
      .execute();
  }
  return raised;
}

/** OPEN: the alerts that hold and nobody dismissed, newest first; ALL: the latest 100 of any state. */
export async function listAlerts(db: Kysely<Database>, state: 'OPEN' | 'ALL'): Promise<Alert[]> {
  const rows = await db
    .selectFrom('alerts')
    .selectAll()
    .$if(state === 'OPEN', (query) => query.where('active', '=', 1).where('dismissed_at', 'is', null))
    .orderBy('raised_at', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map(alertOf);
}

/**
 * Dismisses an alert for everyone, audited: it leaves the open alerts though what raised it may hold; the same
 * alert is not raised again until that stops holding. Answers the alert, or undefined when there is none.
 */
export async function dismissAlert(
  db: Kysely<Database>,
  alertId: string,
  actor: { principal: string; endpoint: string },
  now: Date,
): Promise<Alert | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('alerts').selectAll().where('id', '=', alertId).executeTakeFirst();
    if (!row || row.dismissed_at !== null) return row && alertOf(row);
    const at = now.toISOString();
    const dismissed = { ...row, dismissed_by: actor.principal, dismissed_at: at };
    await trx
      .updateTable('alerts')
      .set({ dismissed_by: actor.principal, dismissed_at: at })
      .where('id', '=', alertId)
      .execute();
    await recordAuditEvent(trx, {
      at,
      ...actor,
      action: 'ALERT_DISMISSED',
      objectType: row.record_type,
      recordId15: null,
      changes: [],
      match: null,
      detail: {
        otherRecordIds15: [],
        alert: { id: row.id, kind: row.kind as AlertKind, summary: row.summary },
      },
    });
    return alertOf(dismissed);
  });
}
