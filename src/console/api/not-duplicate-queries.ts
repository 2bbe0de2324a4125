import { mutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { NotDuplicateCreated } from '../../contract/decisions';
import { apiFetch } from './api-client';

/** The decisions as the console reads them: withdrawing one anywhere (its list, a review's Undo) reads them again. */
export const notDuplicateKeys = {
  all: ['not-duplicates'] as const,
  list: (objectType: string) => [...notDuplicateKeys.all, 'list', objectType] as const,
};

/** A steward's decision that records are not duplicates of each other: every pair among them. */
export const notDuplicateMutationOptions = () =>
  mutationOptions({
    mutationFn: (input: { objectType: string; recordIds: string[] }) =>
      apiFetch<NotDuplicateCreated>(apiPaths.notDuplicates, { method: 'POST', body: input }),
  });

/** Withdraws a decision: its pair may be found again by the next search, upsert or job, and is in review again. */
export const withdrawNotDuplicate = (decisionId: string) =>
  apiFetch<void>(apiPaths.notDuplicate(decisionId), { method: 'DELETE' });

export const withdrawNotDuplicateMutationOptions = () =>
  mutationOptions({ mutationFn: withdrawNotDuplicate });
