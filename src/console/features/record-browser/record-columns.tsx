import { getGridStringOperators, type GridColDef } from '@mui/x-data-grid';
import type { RecordRef } from '../../../contract/record-ref';
import type { SObjectRecord } from '../../../contract/records';
import type { SObjectField } from '../../../contract/sobjects';
import { DateTimeText } from '../../ui/DateTimeText';
import { RecordName } from '../../ui/RecordName';
import { detailsText } from '../../ui/record-ref-text';
import { columnOf, CREATED_COLUMN, sortLimitText } from './record-grid';

/** A row of the record list; its record read as Salesforce JSON, any field by name. */
export interface RecordListRow {
  ref: RecordRef;
  record: SObjectRecord;
}

/** The service filters a field by the text it holds, case ignored, and by nothing else. */
const CONTAINS = getGridStringOperators().filter((operator) => operator.value === 'contains');

const fieldText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

function fieldColumn(field: SObjectField, sortable: boolean): GridColDef<RecordListRow> {
  // The id orders as creation does, which Created sorts by.
  const sorts = field.type !== 'id';
  return {
    field: columnOf(field.name),
    headerName: field.label,
    width: 170,
    sortable: sorts && sortable,
    sortingOrder: ['asc', 'desc'],
    // The header's tooltip tells why it does not sort.
    description: sorts && !sortable ? sortLimitText(field.label) : undefined,
    filterOperators: CONTAINS,
    valueGetter: (_value, row) => fieldText(row.record[field.name]),
  };
}

const timeColumn = (
  field: string,
  headerName: string,
  recordField: 'CreatedDate' | 'LastModifiedDate',
): GridColDef<RecordListRow> => ({
  field,
  headerName,
  width: 180,
  valueGetter: (_value, row) => fieldText(row.record[recordField]),
  filterable: false,
  renderCell: ({ value }) => (typeof value === 'string' && value ? <DateTimeText iso={value} /> : null),
});

/**
 * A record's name, which links to its page (its id only in the tooltip), its details, a column per field the list
 * may show, each filtered by the text it holds and, unless the list is too long for the service to sort, sorted,
 * and when the record was created, which sorts too, and last changed.
 */
export const recordColumnsOf = (
  fields: readonly SObjectField[],
  sortable: boolean,
): GridColDef<RecordListRow>[] => [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 180,
    sortable: false,
    filterable: false,
    hideable: false,
    valueGetter: (_value, row) => row.ref.displayName,
    // The details have a column of their own: beside the name they would say it twice.
    renderCell: ({ row }) => <RecordName record={{ ...row.ref, details: [] }} layout="inline" />,
  },
  {
    field: 'details',
    headerName: 'Details',
    flex: 1,
    minWidth: 220,
    sortable: false,
    filterable: false,
    valueGetter: (_value, row) => detailsText(row.ref),
  },
  ...fields.map((field) => fieldColumn(field, sortable)),
  { ...timeColumn(CREATED_COLUMN, 'Created', 'CreatedDate'), sortingOrder: ['desc', 'asc'] },
  { ...timeColumn('modified', 'Last modified', 'LastModifiedDate'), sortable: false },
];
