import type { ConsoleConfig } from '../../contract/console-config';

/** Thrown when /config.json is missing or malformed; the bootstrap shows it on a full-page error screen. */
export class ConfigLoadError extends Error {
  override readonly name = 'ConfigLoadError';
}

type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Fetches the runtime configuration. It is loaded at start, not baked into the bundle, so one build can point at
 * any deployment's identity provider and API.
 */
export async function loadConsoleConfig(fetchFn: FetchFn, url = '/config.json'): Promise<ConsoleConfig> {
  let response: Response;
  try {
    response = await fetchFn(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch (error) {
    throw new ConfigLoadError(
      `Could not reach ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) throw new ConfigLoadError(`${url} answered HTTP ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigLoadError(`${url} is not valid JSON.`);
  }
  return parseConsoleConfig(body, url);
}

/**
 * Checked by hand instead of with the contract's TypeBox schema because TypeBox's validator would add about half a
 * megabyte to the console's first download. The object literal below is typed as ConsoleConfig, so the compiler
 * flags any setting the contract adds and this parser misses.
 */
export function parseConsoleConfig(body: unknown, source = '/config.json'): ConsoleConfig {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ConfigLoadError(`${source} must be a JSON object.`);
  }
  const record = body as Record<string, unknown>;
  const missing: string[] = [];
  const text = (key: keyof ConsoleConfig, required: boolean) => {
    const value = record[key];
    if (typeof value !== 'string' || (required && !value)) missing.push(key);
    return typeof value === 'string' ? value : '';
  };
  const config: ConsoleConfig = {
    oidcAuthority: text('oidcAuthority', true),
    oidcClientId: text('oidcClientId', true),
    oidcScope: text('oidcScope', true),
    rolesClaim: text('rolesClaim', true),
    // Empty means "same origin as the console".
    apiBaseUrl: text('apiBaseUrl', false),
    // Empty means "the region of the browser's language".
    defaultCountry: text('defaultCountry', false),
  };
  if (missing.length > 0) {
    throw new ConfigLoadError(`${source} lacks a value for: ${missing.join(', ')}.`);
  }
  return config;
}
