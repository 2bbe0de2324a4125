import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import type { ReviewBatchFilter, ReviewBatchInput } from '../../../contract/review-batches';

/**
 * The rows a steward picked for a bulk review: those checked, on any page, or every open item that matches the
 * list's filters, the pages not loaded included.
 */
export interface BulkSelection {
  ids: ReadonlySet<GridRowId>;
  allMatching: boolean;
}

export const NO_SELECTION: BulkSelection = { ids: new Set(), allMatching: false };

/** How many items the action would take: those checked, or every one that matches. */
export const selectedCount = (selection: BulkSelection, matching: number) =>
  selection.allMatching ? matching : selection.ids.size;

/**
 * Whether to offer "Select all N that match": every row of the page that may be selected is, and more match than
 * are checked. Only a list of open items may: its total counts what a filter would act on.
 */
export function offersAllMatching(
  selection: BulkSelection,
  selectableOnPage: readonly GridRowId[],
  matching: number,
  openOnly: boolean,
): boolean {
  if (!openOnly || selection.allMatching || selectableOnPage.length === 0) return false;
  return selectableOnPage.every((id) => selection.ids.has(id)) && matching > selection.ids.size;
}

/** The grid's model of a selection: with every match chosen, the page's open rows show checked. */
export const gridModelOf = (
  selection: BulkSelection,
  selectableOnPage: readonly GridRowId[],
): GridRowSelectionModel => ({
  type: 'include',
  ids: selection.allMatching ? new Set([...selection.ids, ...selectableOnPage]) : new Set(selection.ids),
});

/**
 * A selection after the steward checked or cleared rows in the grid: the rows checked from then on, whether every
 * match was chosen or not.
 */
export const selectionOfGridModel = (model: GridRowSelectionModel): BulkSelection => ({
  ids: new Set(model.ids),
  allMatching: false,
});

/** What a batch acts on: the items checked, each by its review item id, or the filter that every match passes. */
export const batchTargetOf = (
  selection: BulkSelection,
  itemIdOf: (rowId: GridRowId) => string,
  filter: ReviewBatchFilter,
): Pick<ReviewBatchInput, 'itemIds' | 'filter'> =>
  selection.allMatching ? { filter } : { itemIds: [...selection.ids].map(itemIdOf) };
