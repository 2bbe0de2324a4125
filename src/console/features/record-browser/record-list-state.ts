import type { RecordListQuery } from '../../../contract/record-list';
import { keyedState, oneOf, pageSizeOf, wholeNumber } from '../../ui/use-url-state';

/** What the record list shows, as its address holds it, so Back and a shared link show the same page. */
export interface RecordListState {
  /** The search text as typed; blank lists every record. */
  q: string;
  /** The field the column filter is on (its API name, or Id), kept while its text is still to be typed. */
  field: string;
  /** The text the filtered field holds, as typed; blank filters nothing. */
  contains: string;
  /** The field sorted by, case ignored; blank sorts by creation. */
  sort: string;
  /** Newest or Z first (desc), or oldest or A first (asc). */
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const DEFAULTS: RecordListState = {
  q: '',
  field: '',
  contains: '',
  sort: '',
  order: 'desc',
  page: 0,
  pageSize: 25,
};

export const recordListState = keyedState<RecordListState>(DEFAULTS, (params) => ({
  q: params.get('q') ?? DEFAULTS.q,
  field: params.get('field')?.trim() ?? DEFAULTS.field,
  contains: params.get('contains') ?? DEFAULTS.contains,
  sort: params.get('sort')?.trim() ?? DEFAULTS.sort,
  order: oneOf(params.get('order'), ['asc', 'desc'], DEFAULTS.order),
  page: wholeNumber(params.get('page'), DEFAULTS.page, 0),
  pageSize: pageSizeOf(params.get('pageSize'), DEFAULTS.pageSize),
}));

/** The filter's text as the service takes it: trimmed, and none when nothing remains or no field is chosen. */
export const filterText = ({ field, contains }: Pick<RecordListState, 'field' | 'contains'>) =>
  field ? contains.trim() : '';

/** Whether the list shows only some records: a search, or a filter with its text. */
export const narrowed = (state: RecordListState) => state.q.trim() !== '' || filterText(state) !== '';

/**
 * Whether a change of the filter replaces the address's entry rather than adding one: picking a field changes no
 * list, and refining its text should not make Back step through the letters.
 */
export function refinesFilter(
  from: Pick<RecordListState, 'field' | 'contains'>,
  to: Pick<RecordListState, 'field' | 'contains'>,
): boolean {
  const before = filterText(from);
  const after = filterText(to);
  return after === '' ? before === '' : before !== '' && from.field === to.field;
}

/** The state as listed when the service refuses its sort: newest first, all else kept. */
export const unsorted = (state: RecordListState): RecordListState => ({
  ...state,
  sort: DEFAULTS.sort,
  order: DEFAULTS.order,
});

/** The API's query for the state's page; the texts trimmed, and left out when nothing remains of them. */
export function recordListQueryOf(objectType: string, state: RecordListState): RecordListQuery {
  const q = state.q.trim();
  const contains = filterText(state);
  return {
    objectType,
    ...(q ? { q } : {}),
    ...(contains ? { field: state.field, contains } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    order: state.order,
    limit: String(state.pageSize),
    offset: String(state.page * state.pageSize),
  };
}
