import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { SignInLockKey, SignInLockList } from '../../../contract/sign-in-locks';
import { apiFetch } from '../../api/api-client';

export const signInLockKeys = {
  all: ['sign-in-locks'] as const,
};

/** The sign-in locks in force, the one ending last first. */
export const signInLocksQueryOptions = () =>
  queryOptions({
    queryKey: signInLockKeys.all,
    queryFn: ({ signal }) => apiFetch<SignInLockList>(apiPaths.signInLocks, { signal }),
    select: (output) => output.locks,
  });

export const liftLockMutationOptions = () =>
  mutationOptions({
    mutationFn: (lock: SignInLockKey) =>
      apiFetch<void>(apiPaths.signInLockLift, { method: 'POST', body: lock }),
  });
