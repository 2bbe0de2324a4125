import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../contract/alerts';
import { alertLink } from './alert-paths';

const alert = (more: Partial<Alert>): Alert => ({
  id: 'a',
  kind: 'DUPLICATE_SHARE',
  objectType: 'Lead',
  summary: '',
  detail: {},
  raisedAt: '2026-12-07T10:00:00Z',
  active: true,
  clearedAt: null,
  dismissedBy: null,
  dismissedAt: null,
  ...more,
});

describe('where an alert leads', () => {
  it('opens the review queue a source filled, the oldest item first for a waiting queue, or the schedule', () => {
    const imports = alert({ detail: { source: { kind: 'IMPORT', field: '', value: '' } } });
    expect(alertLink(imports).to).toBe('/review?type=Lead&status=OPEN&source=IMPORT');
    const client = alert({ detail: { source: { kind: 'CLIENT', field: '', value: 'crm' } } });
    expect(alertLink(client).to).toBe('/review?type=Lead&status=OPEN&source=UPSERT');
    expect(alertLink(alert({ kind: 'REVIEW_QUEUE_AGE' })).to).toBe(
      '/review?type=Lead&status=OPEN&sort=detected&order=asc',
    );
    const run = alert({ kind: 'SCHEDULED_RUN_FAILED', detail: { schedule: { id: 's 1', name: 'Nightly' } } });
    expect(alertLink(run)).toEqual({ to: '/schedules/s%201', text: 'Open Nightly', needsSeat: true });
  });
});
