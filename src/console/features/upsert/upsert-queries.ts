import { mutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { UpsertDataOutput, UpsertQuery, UpsertRequest } from '../../../contract/upsert';
import { apiFetch } from '../../api/api-client';

export const upsertKeys = { all: ['upsert'] as const, preview: ['upsert', 'preview'] as const };

const postUpsert = (query: UpsertQuery) => (request: UpsertRequest) =>
  apiFetch<UpsertDataOutput>(apiPaths.upsert, { method: 'POST', query, body: request });

/** Creates or updates a record (and its related list); `detail` adds the match, the changes and the review pairs. */
export const upsertMutationOptions = () =>
  mutationOptions({ mutationKey: upsertKeys.all, mutationFn: postUpsert({ detail: 'true' }) });

/** What an upsert would do now, with the same detail, saving nothing. */
export const upsertPreviewMutationOptions = () =>
  mutationOptions({ mutationKey: upsertKeys.preview, mutationFn: postUpsert({ preview: 'true' }) });
