import type { GroupQuery } from '../../../contract/jobs';
import { keyedState, oneOf, pageSizeOf, wholeNumber } from '../../ui/use-url-state';
import {
  filterQueryOf,
  readReviewListFilters,
  REVIEW_FILTER_DEFAULTS,
  type ReviewListFilters,
} from './review-list-filters';
import { STATUS_FILTERS, type StatusFilter } from './review-status';

/** What the group list shows, as its address holds it, so Back and a shared link show the same page. */
export interface GroupListState extends ReviewListFilters {
  sort: 'score' | 'size';
  order: 'asc' | 'desc';
  /** 'ALL' lists reviewed groups too. */
  status: StatusFilter;
  page: number;
  pageSize: number;
}

const DEFAULTS: GroupListState = {
  sort: 'size',
  order: 'desc',
  status: 'OPEN',
  ...REVIEW_FILTER_DEFAULTS,
  page: 0,
  pageSize: 25,
};

export const groupListState = keyedState<GroupListState>(DEFAULTS, (params) => ({
  sort: oneOf(params.get('sort'), ['score', 'size'], DEFAULTS.sort),
  order: oneOf(params.get('order'), ['asc', 'desc'], DEFAULTS.order),
  status: oneOf(params.get('status'), STATUS_FILTERS, DEFAULTS.status),
  ...readReviewListFilters(params),
  page: wholeNumber(params.get('page'), DEFAULTS.page, 0),
  pageSize: pageSizeOf(params.get('pageSize'), DEFAULTS.pageSize),
}));

/** The API's query for the state's page. */
export const groupQueryOf = (state: GroupListState): GroupQuery => ({
  sort: state.sort,
  order: state.order,
  ...(state.status === 'ALL' ? {} : { status: state.status }),
  ...filterQueryOf(state),
  limit: String(state.pageSize),
  offset: String(state.page * state.pageSize),
});
