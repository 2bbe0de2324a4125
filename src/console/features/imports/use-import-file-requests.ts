import { useCallback } from 'react';
import { apiPaths } from '../../../contract/api-paths';
import type { Import } from '../../../contract/imports';
import { buildUrl } from '../../api/api-fetch';
import { ApiError, toApiError } from '../../api/api-error';
import { useAuth } from '../../auth/auth-context';
import { useConsoleConfig } from '../../config/console-config-context';

/** The content type the service reads a file of this name as; undefined for a kind it does not take. */
export function fileContentType(fileName: string): string | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'text/csv';
  if (lower.endsWith('.xlsx')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return undefined;
}

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
 * The two import requests whose bodies are not JSON, which the console's API client (JSON both ways) does not
 * make: the upload of the file's bytes, and the report's CSV. They send the same token to the same origin, and
 * report a failure as the same ApiError.
 */
export function useImportFileRequests() {
  const { user } = useAuth();
  const { apiBaseUrl } = useConsoleConfig();
  const token = user && !user.expired ? user.access_token : null;

  const send = useCallback(
    async (path: string, init: RequestInit, query?: Record<string, string>) => {
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

  /** Sends the file as it is, for rows of `objectType`; answers the import the service made of it. */
  const upload = useCallback(
    async ({ file, objectType }: { file: File; objectType: string }): Promise<Import> => {
      const response = await send(
        apiPaths.imports,
        {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': fileContentType(file.name) ?? file.type },
          body: file,
        },
        { objectType, fileName: file.name },
      );
      return (await response.json()) as Import;
    },
    [send],
  );

  /** The import's report: every row with what became of it, as CSV text. */
  const report = useCallback(
    async (importId: string): Promise<string> => {
      const response = await send(apiPaths.importReport(importId), {
        method: 'GET',
        headers: { Accept: 'text/csv' },
      });
      return response.text();
    },
    [send],
  );

  return { upload, report };
}
