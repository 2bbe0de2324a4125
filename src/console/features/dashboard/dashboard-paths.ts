import type { AuditAction } from '../../../contract/audit';
import type { ReviewSource } from '../../../contract/review-queue';
import { weekDays } from './dashboard-figures';
import { pagePaths } from '../../ui/page-paths';

/**
 * The open items of a record type in the review queue, of one source or all; `oldestFirst` puts the item waiting
 * longest at the top. The queue reads these parameters from its address.
 */
export function openItemsPath(objectType: string, source?: ReviewSource, oldestFirst = false): string {
  const params = new URLSearchParams({ type: objectType, status: 'OPEN' });
  if (source) params.set('source', source);
  if (oldestFirst) {
    params.set('sort', 'detected');
    params.set('order', 'asc');
  }
  return pagePaths.review(params);
}

/** The audit trail's events of one action in the week starting on `monday`. */
export function auditWeekPath(action: AuditAction, monday: string): string {
  const { from, to } = weekDays(monday);
  return pagePaths.audit({ action, from, to });
}
