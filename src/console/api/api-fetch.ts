import { ApiError, isFailedOkBody, toApiError } from './api-error';

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** Supplies the current access token; null when nobody is signed in. */
export type AccessTokenProvider = () => Promise<string | null> | string | null;

export interface ApiFetchDeps {
  /** Origin of the API; empty for the console's own origin. */
  baseUrl: string;
  getAccessToken: AccessTokenProvider;
  fetch: FetchFn;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export type ApiFetch = <T>(path: string, request?: ApiRequest) => Promise<T>;

export function buildUrl(baseUrl: string, path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Builds the single fetch client of the console. Dependencies are injected so the module never touches `window`
 * and unit tests can pass a fake fetch.
 */
export function createApiFetch(deps: ApiFetchDeps): ApiFetch {
  return async <T>(path: string, request: ApiRequest = {}): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = await deps.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(deps.baseUrl, path, request.query), {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error;
      const message = 'The Steward service could not be reached. Check your connection and try again.';
      throw new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message });
    }

    const body = await readJson(response);
    if (!response.ok) throw toApiError(response.status, response.statusText, body);
    // The dupcheck endpoints may report a failure inside a 2xx body; treat it like any other failure.
    if (isFailedOkBody(body)) throw toApiError(response.status, response.statusText, body);
    if (body === undefined && response.status !== 204) {
      const message = 'The server answered with a body that is not JSON.';
      throw new ApiError({ status: response.status, errorCode: 'INVALID_RESPONSE', message });
    }
    return body as T;
  };
}
