import { describe, expect, it } from 'vitest';
import type { Alert, AlertList, AlertSettings } from '../../contract/alerts';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import { addIntake } from '../intake/intake-store';
import { RecordTypeStore } from '../records/record-type-store';
import { ok, useTestApi } from '../testing/api-kit';
import { evaluateAlerts } from './alert-watcher';

const api = useTestApi({ as: 'steward' });
const { call } = api;

/** Raises an alert as the service's watcher would: a source none of whose records today were new. */
async function raiseOne(): Promise<void> {
  const db = api.service.store.db;
  const recordTypes = new RecordTypeStore(db);
  await recordTypes.load();
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  await addIntake(db, [
    {
      recordType: 'Lead',
      source: { kind: 'IMPORT', field: '', value: '' },
      day,
      records: 40,
      duplicates: 40,
    },
  ]);
  await evaluateAlerts({ db, recordTypes }, now);
}

describe('the alerts API', () => {
  it('lists the open alerts to any role, and a steward dismisses one for everyone, audited', async () => {
    expect(await ok<AlertList>(call('GET', apiPaths.alerts, undefined, 'viewer'))).toEqual({ alerts: [] });
    await raiseOne();
    const { alerts } = await ok<AlertList>(call('GET', apiPaths.alerts, undefined, 'viewer'));
    expect(alerts.map((alert) => [alert.kind, alert.objectType, alert.summary])).toEqual([
      [
        'DUPLICATE_SHARE',
        'Lead',
        expect.stringMatching(
          /^100 % of the 40 Leads from file imports on .* \(too few days before to know its usual share\)\.$/,
        ),
      ],
    ]);
    const id = alerts[0]!.id;
    expect((await call('POST', apiPaths.alertDismissal(id), undefined, 'viewer')).status).toBe(403);
    const dismissed = await ok<Alert>(call('POST', apiPaths.alertDismissal(id)));
    expect(dismissed).toMatchObject({ id, active: true, dismissedBy: 'steward' });
    expect(await ok<AlertList>(call('GET', apiPaths.alerts))).toEqual({ alerts: [] });
    const all = await ok<AlertList>(call('GET', `${apiPaths.alerts}?state=ALL`));
    expect(all.alerts.map((alert) => alert.id)).toEqual([id]);
    expect((await call('POST', apiPaths.alertDismissal('nope'))).status).toBe(404);
    const wrong = await call('GET', `${apiPaths.alerts}?state=SOME`);
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toMatch(/state/);

    const trail = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?objectType=Lead&limit=5`, undefined, 'admin'),
    );
    expect(trail.events.slice(0, 2).map((event) => [event.action, event.principal, event.alert?.id])).toEqual(
      [
        ['ALERT_DISMISSED', 'steward', id],
        ['ALERT_RAISED', 'service', id],
      ],
    );
  });

  it('lets an admin set when alerts are raised, and names the setting out of range', async () => {
    expect(await ok<AlertSettings>(call('GET', apiPaths.alertSettings))).toEqual({
      shareMultiple: 3,
      minimumRecords: 20,
      queueDays: 14,
    });
    const settings = { shareMultiple: 4, minimumRecords: 50, queueDays: 7 };
    expect((await call('PUT', apiPaths.alertSettings, settings)).status).toBe(403);
    expect(await ok<AlertSettings>(call('PUT', apiPaths.alertSettings, settings, 'admin'))).toEqual(settings);
    expect(await ok<AlertSettings>(call('GET', apiPaths.alertSettings))).toEqual(settings);
    const wrong = await call('PUT', apiPaths.alertSettings, { ...settings, shareMultiple: 1 }, 'admin');
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toMatch(/shareMultiple/);
  });
});
