import { useLocation } from 'react-router';
import { pagePaths } from '../ui/page-paths';

/**
 * The address the navigation marks as current: the page's own, except for an item of the review queue, which is
 * shown at its job's or pair's address but was reached from the queue (the queue's state rides along), so the
 * queue's entry stays marked rather than Duplicate jobs.
 */
export function useCurrentNavPath(): string {
  const { pathname, state } = useLocation();
  const fromQueue = typeof state === 'object' && state !== null && 'queue' in state;
  return fromQueue ? pagePaths.review() : pathname;
}
