import { mutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { NotDuplicateCreated } from '../../contract/decisions';
import { apiFetch } from './api-client';

/** A steward's decision that records are not duplicates of each other: every pair among them. */
export const notDuplicateMutationOptions = () =>
  mutationOptions({
    mutationFn: (input: { objectType: string; recordIds: string[] }) =>
      apiFetch<NotDuplicateCreated>(apiPaths.notDuplicates, { method: 'POST', body: input }),
  });
