import { useCallback } from 'react';
import { useAuth } from '../auth/auth-context';
import { useConsoleConfig } from '../config/console-config-context';
import { buildUrl, type ApiRequest } from './api-fetch';
import { ApiError, toApiError } from './api-error';

const UNREACHABLE = 'The Steward service could not be reached. Check your connection and try again.';

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }
  return toApiError(response.status, response.statusText, body);
}

/**
 * A request whose body is not JSON, which the console's API client (JSON both ways) does not make: a file's bytes
 * sent, a CSV read. It sends the same token to the same origin and reports a failure as the same ApiError; the
 * response is the caller's to read.
 */
export function useRawRequest() {
  const { user } = useAuth();
  const { apiBaseUrl } = useConsoleConfig();
  const token = user && !user.expired ? user.access_token : null;
  return useCallback(
    async (path: string, init: RequestInit, query?: ApiRequest['query']): Promise<Response> => {
      const headers = new Headers(init.headers);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      let response: Response;
      try {
        response = await fetch(buildUrl(apiBaseUrl, path, query), { ...init, headers });
      } catch {
        throw new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: UNREACHABLE });
      }
      if (!response.ok) throw await errorOf(response);
      return response;
    },
    [apiBaseUrl, token],
  );
}
