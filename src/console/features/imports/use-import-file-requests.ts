import { useCallback } from 'react';
import { apiPaths } from '../../../contract/api-paths';
import type { Import } from '../../../contract/imports';
import { useRawRequest } from '../../api/use-raw-request';

/** The content type the service reads a file of this name as; undefined for a kind it does not take. */
export function fileContentType(fileName: string): string | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'text/csv';
  if (lower.endsWith('.xlsx')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return undefined;
}

/**
 * The two import requests whose bodies are not JSON: the upload of the file's bytes, and the report's CSV.
 */
export function useImportFileRequests() {
  const send = useRawRequest();

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
