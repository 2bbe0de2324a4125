import type { GridColumnVisibilityModel, GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import { isApiError } from '../../api/api-error';
import type { RecordList } from '../../../contract/record-list';
import { filterText, type RecordListState } from './record-list-state';

/** The column of record creation, which the service sorts by unless asked for a field. */
export const CREATED_COLUMN = 'created';

// Prefixed: a field called Name or Details must not take the place of the columns of those names.
const FIELD_PREFIX = 'field-';

/** The grid's column of a record field. */
export const columnOf = (field: string) => `${FIELD_PREFIX}${field}`;

/** The record field a column shows; none for the name, details and time columns. */
const fieldOf = (column: string) =>
  column.startsWith(FIELD_PREFIX) ? column.slice(FIELD_PREFIX.length) : undefined;

/**
 * Which columns show: the field filtered or sorted by always, as the list cannot be read without it; any other as
 * the steward chose in the columns menu, else if it is listed.
 */
export function columnVisibilityOf(
  fields: readonly string[],
  shown: ReadonlySet<string>,
  chosen: GridColumnVisibilityModel,
  state: Pick<RecordListState, 'field' | 'sort'>,
): GridColumnVisibilityModel {
  const visibility = { ...chosen };
  for (const field of fields) {
    const column = columnOf(field);
    visibility[column] =
      field === state.field || field === state.sort || (chosen[column] ?? shown.has(field));
  }
  return visibility;
}

/** The one filter item the grid holds; a steady id keeps the filter panel's text box while it is typed in. */
const FILTER_ITEM_ID = 1;

/** The grid's sort of the list: by its field's column, or by creation. */
export const sortModelOf = ({ sort, order }: Pick<RecordListState, 'sort' | 'order'>): GridSortModel => [
  { field: sort ? columnOf(sort) : CREATED_COLUMN, sort: order },
];

/** The sort a header click asks for; none for a column the service does not sort by. */
export function sortOfModel(model: GridSortModel): Pick<RecordListState, 'sort' | 'order'> | undefined {
  const [first] = model;
  if (!first?.sort) return undefined;
  if (first.field === CREATED_COLUMN) return { sort: '', order: first.sort };
  const field = fieldOf(first.field);
  return field === undefined ? undefined : { sort: field, order: first.sort };
}

/** The grid's filter of the list: its field's column holding the text, or none. */
export const filterModelOf = ({
  field,
  contains,
}: Pick<RecordListState, 'field' | 'contains'>): GridFilterModel => ({
  items: field
    ? [{ id: FILTER_ITEM_ID, field: columnOf(field), operator: 'contains', value: contains || undefined }]
    : [],
});

/** The filter the grid's model asks for: its one item's field and text. */
export function filterOfModel(model: GridFilterModel): Pick<RecordListState, 'field' | 'contains'> {
  const [item] = model.items;
  const field = item && fieldOf(item.field);
  if (!item || field === undefined) return { field: '', contains: '' };
  return { field, contains: typeof item.value === 'string' ? item.value : '' };
}

/** Whether two filters list the same records, so the grid's own model may stand for the address's. */
export const sameFilter = (
  a: Pick<RecordListState, 'field' | 'contains'>,
  b: Pick<RecordListState, 'field' | 'contains'>,
) => a.field === b.field && a.contains === b.contains;

/** Most records the service sorts by a field: no field but the id is indexed. */
export const SORT_LIMIT = 10_000;

/** Whether a list may be sorted by a field: the service sorts at most SORT_LIMIT records so. */
export const sortsByField = ({ total, totalIsLowerBound }: Omit<RecordList, 'records'>) =>
  total <= SORT_LIMIT && !totalIsLowerBound;

/** Whether the service refused the list for its sort: too many records to sort, or no such field. */
export const isSortRefusal = (error: unknown) =>
  isApiError(error) && error.status === 400 && error.fields.includes('sort');

/** What lets the steward sort by a field the service would not sort so many records by. */
export const sortLimitText = (label: string) =>
  `Search or filter to ${SORT_LIMIT.toLocaleString('en-GB')} records or fewer to sort by ${label}.`;

/** What the grid says when no record is left: "No Leads hold 'acme' with 'smi' in Last Name". */
export function noRecordsText(
  labelPlural: string,
  state: Pick<RecordListState, 'q' | 'field' | 'contains'>,
  fieldLabel: string,
): string {
  const q = state.q.trim();
  const contains = filterText(state);
  const held = [
    ...(q ? [`hold '${q}'`] : []),
    ...(contains ? [`${q ? 'with' : 'have'} '${contains}' in ${fieldLabel}`] : []),
  ];
  return held.length === 0 ? `No ${labelPlural} yet` : `No ${labelPlural} ${held.join(' ')}`;
}
