import { createApiFetch, type ApiFetch, type ApiFetchDeps } from './api-fetch';

let configured: ApiFetch | undefined;

/** Wires the shared client to the runtime config and the auth layer's token provider; called once at start. */
export function configureApiClient(deps: ApiFetchDeps): void {
  configured = createApiFetch(deps);
}

/** The console's API client. Query-option factories call this, so features never see tokens or base URLs. */
export const apiFetch: ApiFetch = (path, request) => {
  if (!configured) throw new Error('configureApiClient() must run before the first API call.');
  return configured(path, request);
};
