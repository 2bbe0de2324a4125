import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type {
  Import,
  ImportList,
  ImportOutcome,
  ImportRowList,
  ImportSettings,
  ImportStatus,
} from '../../../contract/imports';
import { apiFetch } from '../../api/api-client';

export const importKeys = {
  all: ['imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  detail: (importId: string) => [...importKeys.all, 'detail', importId] as const,
  rows: (importId: string) => [...importKeys.all, 'rows', importId] as const,
};

/** How often a running dry run's or import's progress is read again: often enough for the bar to move smoothly. */
const PROGRESS_MS = 700;

/** Whether the import is working on its own and its progress should be read again. */
export const isBusy = (status: ImportStatus | undefined) => status === 'CHECKING' || status === 'RUNNING';

/** The 50 most recent imports, newest first; read again while one of them is busy. */
export const importsQueryOptions = () =>
  queryOptions({
    queryKey: importKeys.list(),
    queryFn: ({ signal }) => apiFetch<ImportList>(apiPaths.imports, { signal }),
    select: (list) => list.imports,
    refetchInterval: (query) =>
      query.state.data?.imports.some((one) => isBusy(one.status)) ? PROGRESS_MS * 3 : false,
  });

/** One import, read again while its dry run or its writing runs. */
export const importQueryOptions = (importId: string) =>
  queryOptions({
    queryKey: importKeys.detail(importId),
    queryFn: ({ signal }) => apiFetch<Import>(apiPaths.import(importId), { signal }),
    refetchInterval: (query) => (isBusy(query.state.data?.status) ? PROGRESS_MS : false),
  });

/** Which rows of an import to list: a phase's rows of one outcome, or the rows the undo left. */
export type RowsSelection =
  | { phase: 'check' | 'apply'; outcome: ImportOutcome; notUndone?: never }
  | { notUndone: true; phase?: never; outcome?: never };

/** The rows a page of the example rows shows. */
export const ROWS_PAGE_SIZE = 10;

/**
 * A page of an import's rows, those after row `after` (0: from the first); `status` keys it too, so rows read before
 * a change of status are not kept.
 */
export const importRowsQueryOptions = (
  importId: string,
  status: ImportStatus,
  selection: RowsSelection,
  after: number,
) =>
  queryOptions({
    queryKey: [...importKeys.rows(importId), status, selection, after] as const,
    queryFn: ({ signal }) =>
      apiFetch<ImportRowList>(apiPaths.importRows(importId), {
        signal,
        query: {
          phase: selection.phase,
          outcome: selection.outcome,
          notUndone: selection.notUndone ? 'true' : undefined,
          limit: String(ROWS_PAGE_SIZE),
          after: String(after),
        },
      }),
  });

export const checkImportMutationOptions = (importId: string) =>
  mutationOptions({
    mutationFn: (settings: ImportSettings) =>
      apiFetch<Import>(apiPaths.importCheck(importId), { method: 'POST', body: settings }),
  });

export const applyImportMutationOptions = (importId: string) =>
  mutationOptions({
    mutationFn: () => apiFetch<Import>(apiPaths.importApply(importId), { method: 'POST', body: {} }),
  });

export const cancelImportMutationOptions = (importId: string) =>
  mutationOptions({
    mutationFn: () => apiFetch<Import>(apiPaths.importCancel(importId), { method: 'POST' }),
  });

export const undoImportMutationOptions = (importId: string) =>
  mutationOptions({
    mutationFn: () => apiFetch<Import>(apiPaths.importUndo(importId), { method: 'POST' }),
  });
