import type { RecordListQuery } from '../../../contract/record-list';

/** Rows a page of the grid may hold; the API takes at most 200. */
export const PAGE_SIZES = [25, 50, 100] as const;

/** What the record list shows, as its address holds it, so Back and a shared link show the same page. */
export interface RecordListState {
  /** The search text as typed; blank lists every record. */
  q: string;
  /** Newest first (desc) or oldest first (asc). */
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const DEFAULTS: RecordListState = { q: '', order: 'desc', page: 0, pageSize: 25 };

function wholeNumber(value: string | null, fallback: number): number {
  // Number('') is 0: an empty parameter is no number.
  const number = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
}

/** The state in an address's query; anything missing or malformed is the default. */
export function readRecordListState(params: URLSearchParams): RecordListState {
  const order = params.get('order');
  const pageSize = Number(params.get('pageSize'));
  return {
    q: params.get('q') ?? DEFAULTS.q,
    order: order === 'asc' || order === 'desc' ? order : DEFAULTS.order,
    page: wholeNumber(params.get('page'), DEFAULTS.page),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULTS.pageSize,
  };
}

/** The address query of a state: only what differs from the defaults, so a plain list has a plain address. */
export function recordListSearch(state: RecordListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULTS) as (keyof RecordListState)[]) {
    if (state[key] !== DEFAULTS[key]) params.set(key, String(state[key]));
  }
  return params;
}

/** The API's query for the state's page; the search text trimmed, and left out when nothing remains of it. */
export function recordListQueryOf(objectType: string, state: RecordListState): RecordListQuery {
  const q = state.q.trim();
  return {
    objectType,
    ...(q ? { q } : {}),
    order: state.order,
    limit: String(state.pageSize),
    offset: String(state.page * state.pageSize),
  };
}
