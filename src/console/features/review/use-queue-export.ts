import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { ReviewQueueExportQuery } from '../../../contract/review-queue';
import { useRawRequest } from '../../api/use-raw-request';
import { downloadFile } from '../../ui/download-file';

/**
 * The review queue's export: every item the filters let through, on every page, as the service writes it (records
 * by name and id, in the steward's words), saved under `fileName`.
 */
export function useQueueExport(query: ReviewQueueExportQuery, fileName: string) {
  const send = useRawRequest();
  return useMutation({
    mutationFn: async () => {
      const response = await send(
        apiPaths.reviewQueueCsv,
        { method: 'GET', headers: { Accept: 'text/csv' } },
        {
          ...query,
        },
      );
      return response.text();
    },
    onSuccess: (csv) => downloadFile(`${fileName}.csv`, csv, 'text/csv'),
  });
}
