import type { Filter } from '../../../contract/filters';

/** The filters page of a record type. */
export const filtersPath = (recordType: string) => `/admin/filters?type=${encodeURIComponent(recordType)}`;

/** The page that creates a filter of a record type. */
export const newFilterPath = (recordType: string) =>
  `/admin/filters/new?type=${encodeURIComponent(recordType)}`;

/** The page that edits a filter. */
export const filterEditPath = (filter: Pick<Filter, 'recordType' | 'developerName'>) =>
  `/admin/filters/${encodeURIComponent(filter.recordType)}/${encodeURIComponent(filter.developerName)}`;

/** What the form that saved a filter tells the list it returns to. */
export interface SavedFilterState {
  savedLabel: string;
}
