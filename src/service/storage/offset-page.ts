import { sql, type QueryExecutorProvider, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '../../contract/paging';

/**
 * Lists a steward sorts by score, size or a field are paged by position (`limit` and `offset` as the query gave
 * them), with the count of every row the filter lets through so that the console can show how many pages there are.
 * Lists read newest first page by a cursor instead (page-cursor.ts).
 */
export interface OffsetPageRequest {
  limit?: string;
  offset?: string;
}

/** The rows of one page of `ordered`. */
export function pageRows<DB, TB extends keyof DB, Row>(
  ordered: SelectQueryBuilder<DB, TB, Row>,
  request: OffsetPageRequest,
): Promise<Row[]> {
  return ordered
    .limit(request.limit === undefined ? DEFAULT_PAGE_SIZE : Number(request.limit))
    .offset(request.offset === undefined ? 0 : Number(request.offset))
    .execute();
}

/**
 * How many rows `filtered` lets through, counting no further than `upTo` when given (one more than `upTo` means
 * more): counting every match of a common word among a million rows costs more than the page it heads.
 */
export async function countRows<DB, TB extends keyof DB, Row>(
  db: QueryExecutorProvider,
  filtered: SelectQueryBuilder<DB, TB, Row>,
  upTo?: number,
): Promise<number> {
  const rows = filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .$if(upTo !== undefined, (q) => q.limit(upTo! + 1));
  const { rows: counted } = await sql<{
    total: number | string;
  }>`select count(*) as total from (${rows}) as counted`.execute(db);
  return Number(counted[0]!.total);
}
