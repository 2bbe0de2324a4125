import type { GridDensity } from '@mui/x-data-grid';
import type { ReviewQueueExportQuery, ReviewQueueQuery, ReviewSource } from '../../../contract/review-queue';
import { changedParams, oneOf, pageSizeOf, wholeNumber, type UrlStateCodec } from '../../ui/use-url-state';
import {
  filterQueryOf,
  readReviewListFilters,
  REVIEW_FILTER_DEFAULTS,
  type ReviewListFilters,
} from './review-list-filters';
import { STATUS_FILTERS, type StatusFilter } from './review-status';

export type QueueSort = NonNullable<ReviewQueueQuery['sort']>;
/** A source, or 'ALL' for job groups and the pairs upserts and imports logged together. */
export type SourceFilter = ReviewSource | 'ALL';

/** The queue grid's columns a steward may hide; the records, whose names open the item, always show. */
export const HIDEABLE_COLUMNS = [
  'source',
  'recordCount',
  'differingFields',
  'averageScore',
  'detectedAt',
  'status',
  'reviewedAt',
] as const;
export type HideableColumn = (typeof HIDEABLE_COLUMNS)[number];

/** The column each sort orders by, so the grid marks the right header. */
export const SORT_COLUMNS = {
  score: 'averageScore',
  size: 'recordCount',
  detected: 'detectedAt',
  reviewed: 'reviewedAt',
} as const satisfies Record<QueueSort, HideableColumn>;

/** What the review queue shows, as its address holds it, so Back and a shared link show the same page. */
export interface QueueListState extends ReviewListFilters {
  /** API name of the record type whose queue this is. */
  type: string;
  status: StatusFilter;
  source: SourceFilter;
  sort: QueueSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  density: GridDensity;
  /** Columns hidden from the toolbar, in the grid's order. */
  hidden: HideableColumn[];
}

type ScalarState = Omit<QueueListState, 'hidden'>;

const DEFAULTS: ScalarState = {
  type: 'Lead',
  status: 'OPEN',
  source: 'ALL',
  sort: 'score',
  order: 'desc',
  page: 0,
  pageSize: 25,
  density: 'standard',
  ...REVIEW_FILTER_DEFAULTS,
};

const SORTS = Object.keys(SORT_COLUMNS) as QueueSort[];

function hiddenColumns(value: string | null): HideableColumn[] {
  const named = new Set(value?.split(','));
  return HIDEABLE_COLUMNS.filter((column) => named.has(column));
}

// The hidden columns are one list, not a field each: named together under `hide`.
export const queueListState: UrlStateCodec<QueueListState> = {
  parse: (params) => ({
    type: params.get('type')?.trim() || DEFAULTS.type,
    status: oneOf(params.get('status'), STATUS_FILTERS, DEFAULTS.status),
    source: oneOf(params.get('source'), ['ALL', 'JOB', 'UPSERT', 'IMPORT'], DEFAULTS.source),
    sort: oneOf(params.get('sort'), SORTS, DEFAULTS.sort),
    order: oneOf(params.get('order'), ['asc', 'desc'], DEFAULTS.order),
    page: wholeNumber(params.get('page'), DEFAULTS.page, 0),
    pageSize: pageSizeOf(params.get('pageSize'), DEFAULTS.pageSize),
    density: oneOf(params.get('density'), ['compact', 'standard', 'comfortable'], DEFAULTS.density),
    hidden: hiddenColumns(params.get('hide')),
    ...readReviewListFilters(params),
  }),
  format: ({ hidden, ...scalars }) => {
    const params = changedParams(scalars, DEFAULTS);
    if (hidden.length > 0) params.set('hide', hiddenColumns(hidden.join(',')).join(','));
    return params;
  },
};

/** The sort a click on a column header asks for; undefined for a column the service cannot sort by. */
export const sortOfColumn = (column: string): QueueSort | undefined =>
  SORTS.find((sort) => SORT_COLUMNS[sort] === column);

/** The API's query for every item the state's filters let through, in its order, as an export reads them. */
export const queueExportQueryOf = (state: QueueListState): ReviewQueueExportQuery => ({
  objectType: state.type,
  ...(state.status === 'ALL' ? {} : { status: state.status }),
  ...(state.source === 'ALL' ? {} : { source: state.source }),
  ...filterQueryOf(state),
  sort: state.sort,
  order: state.order,
});

/** The API's query for the state's page. */
export const queueQueryOf = (state: QueueListState): ReviewQueueQuery => ({
  ...queueExportQueryOf(state),
  limit: String(state.pageSize),
  offset: String(state.page * state.pageSize),
});
