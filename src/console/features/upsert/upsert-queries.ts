import { mutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { UpsertDataOutput, UpsertRequest } from '../../../contract/upsert';
import { apiFetch } from '../../api/api-client';

export const upsertKeys = { all: ['upsert'] as const };

/** Creates or updates a record (and its related list); `detail` adds the match, the changes and the review pairs. */
export const upsertMutationOptions = () =>
  mutationOptions({
    mutationKey: upsertKeys.all,
    mutationFn: (request: UpsertRequest) =>
      apiFetch<UpsertDataOutput>(apiPaths.upsert, {
        method: 'POST',
        query: { detail: 'true' },
        body: request,
      }),
  });
