import { isApiError } from './api-error';

export interface ErrorDescription {
  title: string;
  message: string;
  /** The failure is about the session, so signing in again is the way out. */
  needsSignIn: boolean;
  /** Trying again may help (network trouble, server failure); a refusal will not change on retry. */
  retryable: boolean;
}

/** Words a steward can act on for the failures the API reports; anything unknown keeps the server's message. */
export function describeApiError(error: unknown): ErrorDescription {
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : 'Something went wrong.';
    return { title: 'Something went wrong', message, needsSignIn: false, retryable: true };
  }
  const retryable = error.status === 0 || error.status >= 500;
  switch (error.errorCode) {
    case 'NO_API_LICENSE':
      return {
        title: 'No API licence',
        message: 'Your account has no API licence. Ask an administrator to assign you a licence seat.',
        needsSignIn: false,
        retryable,
      };
    case 'INSUFFICIENT_ACCESS':
      return {
        title: 'Not permitted',
        message: `Your role does not allow this. Ask an administrator for access. (${error.message})`,
        needsSignIn: false,
        retryable,
      };
    case 'INVALID_SESSION_ID':
      return {
        title: 'Session expired',
        message: 'Your session has expired. Sign in again.',
        needsSignIn: true,
        retryable,
      };
    case 'NETWORK_ERROR':
      return { title: 'Service unreachable', message: error.message, needsSignIn: false, retryable };
    default:
      return { title: 'The request failed', message: error.message, needsSignIn: false, retryable };
  }
}
