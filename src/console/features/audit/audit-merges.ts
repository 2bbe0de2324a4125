import type { AuditEvent } from '../../../contract/audit';

/**
 * The merges of a trail that may still be undone: those with no undo among the events read. The trail is newest
 * first, so a merge's undo, always later, is read before the merge itself.
 */
export function undoableMergeIds(events: readonly Pick<AuditEvent, 'action' | 'mergeId'>[]): Set<string> {
  const undone = new Set(
    events.filter((event) => event.action === 'UNDO_MERGE').map((event) => event.mergeId),
  );
  return new Set(
    events.flatMap((event) =>
      event.action === 'MERGE' && event.mergeId && !undone.has(event.mergeId) ? [event.mergeId] : [],
    ),
  );
}
