import { pagePaths } from './page-paths';

/** Most records one merge takes, as the service allows. */
export const MOST_MERGED = 10;

/** The page that merges stored records of one type: "/merge?type=Lead&ids=00Q…,00Q…". */
export const mergePath = (objectType: string, recordIds: readonly string[]) =>
  pagePaths.merge({ type: objectType, ids: recordIds.join(',') });

/** The records a merge page's address names, each once, in their order. */
export function mergeRecordsOf(params: URLSearchParams): { objectType: string; recordIds: string[] } {
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return { objectType: params.get('type') ?? '', recordIds: [...new Set(ids)] };
}
