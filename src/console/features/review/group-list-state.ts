import type { GroupQuery } from '../../../contract/jobs';
import type { ReviewStatus } from '../../../contract/review-queue';

/** What the group list shows, as its address holds it, so Back and a shared link show the same page. */
export interface GroupListState {
  sort: 'score' | 'size';
  order: 'asc' | 'desc';
  /** 'ALL' lists reviewed groups too. */
  status: ReviewStatus | 'ALL';
  minRecords: number;
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [25, 50, 100] as const;

const DEFAULTS: GroupListState = {
  sort: 'size',
  order: 'desc',
  status: 'OPEN',
  minRecords: 2,
  page: 0,
  pageSize: 25,
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const whole = (value: string | null, fallback: number, min: number) => {
  const number = value === null ? NaN : Number(value);
  return Number.isInteger(number) && number >= min ? number : fallback;
};

function pageSizeOf(value: string | null): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.pageSize;
}

/** The state in an address's query; anything missing or malformed is the default. */
export function readGroupListState(params: URLSearchParams): GroupListState {
  return {
    sort: oneOf(params.get('sort'), ['score', 'size'], DEFAULTS.sort),
    order: oneOf(params.get('order'), ['asc', 'desc'], DEFAULTS.order),
    status: oneOf(params.get('status'), ['OPEN', 'MERGED', 'NOT_DUPLICATE', 'ALL'], DEFAULTS.status),
    minRecords: whole(params.get('minRecords'), DEFAULTS.minRecords, 2),
    page: whole(params.get('page'), DEFAULTS.page, 0),
    pageSize: pageSizeOf(params.get('pageSize')),
  };
}

/** The address query of a state: only what differs from the defaults, so a plain list has a plain address. */
export function groupListSearch(state: GroupListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULTS) as (keyof GroupListState)[]) {
    if (state[key] !== DEFAULTS[key]) params.set(key, String(state[key]));
  }
  return params;
}

/** The API's query for the state's page. */
export const groupQueryOf = (state: GroupListState): GroupQuery => ({
  sort: state.sort,
  order: state.order,
  ...(state.status === 'ALL' ? {} : { status: state.status }),
  minRecords: String(state.minRecords),
  limit: String(state.pageSize),
  offset: String(state.page * state.pageSize),
});
