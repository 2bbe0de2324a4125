import { sql, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '../../contract/paging';
import { InputProblem } from '../input/input-problem';

/**
 * Lists read newest first are paged by the time and id of the last row shown, sent back as an opaque text: a page
 * never repeats or skips a row that was written while someone was paging.
 */
interface PagePosition {
  at: string;
  id: string;
}

const encodeCursor = ({ at, id }: PagePosition): string =>
  Buffer.from(`${at}\n${id}`, 'utf8').toString('base64url');

function decodeCursor(text: string): PagePosition {
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('\n');
  if (!at || !id || rest.length > 0 || Number.isNaN(Date.parse(at))) {
    throw new InputProblem('before', `'${text}' is not a value a previous page answered`);
  }
  return { at, id };
}

export interface PageRequest {
  /** `nextBefore` of the previous page. */
  before?: string;
  /** Page size as the query gave it. */
  limit?: string;
}

/**
 * One page of rows, newest first by `timeColumn` then id, and the cursor of the next older page (null on the
 * last). A `before` no page answered is an input error.
 */
export async function newestFirstPage<DB, TB extends keyof DB, Row extends { id: string }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  timeColumn: string,
  timeOf: (row: Row) => string,
  request: PageRequest,
): Promise<{ rows: Row[]; nextBefore: string | null }> {
  const size = request.limit === undefined ? DEFAULT_PAGE_SIZE : Number(request.limit);
  let paged = query;
  if (request.before !== undefined) {
    const { at, id } = decodeCursor(request.before);
    paged = paged.where(sql<boolean>`(${sql.ref(timeColumn)}, id) < (${at}, ${id})`);
  }
  const rows = await paged
    .orderBy(sql.ref(timeColumn), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(size + 1)
    .execute();
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    rows: page,
    nextBefore: rows.length > size && last ? encodeCursor({ at: timeOf(last), id: last.id }) : null,
  };
}
