import { useState } from 'react';
import { NO_SELECTION, type BulkSelection } from './bulk-selection';

/**
 * The bulk selection of a list, kept while the steward pages and sorts, and dropped when `scope` (the list's
 * filters) changes: rows checked under other filters may no longer be among those shown, and every match of
 * the old filters is no match of the new ones.
 */
export function useBulkSelection(scope: string) {
  const [held, setHeld] = useState({ scope, selection: NO_SELECTION });
  const selection = held.scope === scope ? held.selection : NO_SELECTION;
  const setSelection = (next: BulkSelection) => setHeld({ scope, selection: next });
  return [selection, setSelection] as const;
}
