import type { Alert, AlertKind } from '../../../contract/alerts';
import { pagePaths } from '../../ui/page-paths';
import { openItemsPath } from './dashboard-paths';

/** What an alert is called on Home, by its kind. */
export const ALERT_TITLES: Record<AlertKind, string> = {
  DUPLICATE_SHARE: 'A source is sending duplicates',
  REVIEW_QUEUE_AGE: 'The review queue is waiting',
  SCHEDULED_RUN_FAILED: 'A scheduled run failed',
  SCHEDULED_RUN_MERGED_MORE: 'A scheduled run merged more than usual',
};

/** Where a steward acts on an alert: the review queue it is about, or the schedule. */
export function alertLink(alert: Alert): { to: string; text: string; needsSeat: boolean } {
  const schedule = alert.detail.schedule;
  if (schedule)
    return { to: pagePaths.schedule(schedule.id), text: `Open ${schedule.name}`, needsSeat: true };
  if (alert.kind === 'REVIEW_QUEUE_AGE') {
    return { to: openItemsPath(alert.objectType, undefined, true), text: 'Oldest first', needsSeat: true };
  }
  // Pairs a file import logged are the queue's imports; any other write's are its upserts.
  const source = alert.detail.source?.kind === 'IMPORT' ? 'IMPORT' : 'UPSERT';
  return { to: openItemsPath(alert.objectType, source), text: 'Open the pairs it logged', needsSeat: true };
}
