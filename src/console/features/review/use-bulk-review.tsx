import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import type {
  ReviewBatch,
  ReviewBatchAction,
  ReviewBatchFilter,
  ReviewBatchInput,
} from '../../../contract/review-batches';
import type { ReviewStatus } from '../../../contract/review-queue';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { countOf } from './batch-text';
import {
  batchTargetOf,
  gridModelOf,
  NO_SELECTION,
  offersAllMatching,
  selectedCount,
  selectionOfGridModel,
} from './bulk-selection';
import { MergeBatchDialog } from './MergeBatchDialog';
import { startBatchMutationOptions } from './review-batch-queries';
import { SelectionBar } from './SelectionBar';
import { useBulkSelection } from './use-bulk-selection';

interface BulkReviewOptions<Row extends { id: string; status: ReviewStatus }> {
  objectType: string;
  /** What an item of the list is called: "group", "item". */
  noun: string;
  /** The page shown. */
  rows: readonly Row[];
  /** Items of the list on every page, as the service counts them. */
  total: number;
  /** Whether the list shows open items only, so that its total is what a filter would act on. */
  openOnly: boolean;
  /** The list's filters as a batch takes them; a change of them clears the selection. */
  filter: ReviewBatchFilter;
  /** A row's review item id, as a batch names items. */
  itemIdOf: (rowId: GridRowId) => string;
  /** The type's field labels by API name, for the merge dialog. */
  labels: ReadonlyMap<string, string>;
  /** A batch started: the page shows its progress. */
  onStarted: (batch: ReviewBatch) => void;
}

/**
 * Bulk review of a server-paged list: the rows checked on any page (or every open item that matches), the bar
 * that tells how many and offers Merge…, Not a duplicate… and Clear, and the dialogs that ask before a batch
 * starts. Answers the grid's selection and what to show above the grid.
 */
export function useBulkReview<Row extends { id: string; status: ReviewStatus }>(
  options: BulkReviewOptions<Row>,
) {
  const { rows, total, noun, filter } = options;
  const [selection, setSelection] = useBulkSelection(
    JSON.stringify([options.objectType, filter, options.openOnly]),
  );
  const [asking, setAsking] = useState<ReviewBatchAction>();
  const start = useMutation(startBatchMutationOptions());
  const selectable = rows.filter((row) => row.status === 'OPEN').map((row) => row.id);
  const count = selectedCount(selection, total);

  const startBatch = async (input: Omit<ReviewBatchInput, 'objectType' | 'itemIds' | 'filter'>) => {
    const batch = await start.mutateAsync({
      objectType: options.objectType,
      ...batchTargetOf(selection, options.itemIdOf, filter),
      ...input,
    });
    setAsking(undefined);
    setSelection(NO_SELECTION);
    options.onStarted(batch);
  };

  const bar =
    count === 0 ? null : (
      <>
        <SelectionBar
          count={count}
          noun={noun}
          allMatching={selection.allMatching}
          offerMatching={
            offersAllMatching(selection, selectable, total, options.openOnly) ? total : undefined
          }
          onSelectAllMatching={() => setSelection({ ...selection, allMatching: true })}
          onMerge={() => setAsking('MERGE')}
          onNotDuplicate={() => setAsking('NOT_DUPLICATE')}
          onClear={() => setSelection(NO_SELECTION)}
          busy={start.isPending}
        />
        {start.isError && asking !== 'MERGE' && <ApiErrorAlert error={start.error} />}
        {asking === 'MERGE' && (
          <MergeBatchDialog
            count={count}
            noun={noun}
            labels={options.labels}
            onCancel={() => setAsking(undefined)}
            onConfirm={(rules) => startBatch({ action: 'MERGE', ...rules })}
          />
        )}
        <ConfirmDialog
          open={asking === 'NOT_DUPLICATE'}
          title={`Decide ${countOf(count, noun)} are not duplicates?`}
          confirmLabel={`Not duplicates: ${countOf(count, noun)}`}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            void startBatch({ action: 'NOT_DUPLICATE' }).catch(() => undefined);
          }}
        >
          Each one&apos;s records are marked as no duplicates of each other. The decisions can be undone, each
          on its own and the whole batch too.
        </ConfirmDialog>
      </>
    );

  return {
    bar,
    selection: {
      model: gridModelOf(selection, selectable),
      onChange: (model: GridRowSelectionModel) => setSelection(selectionOfGridModel(model)),
      isSelectable: (row: Row) => row.status === 'OPEN',
    },
  };
}
