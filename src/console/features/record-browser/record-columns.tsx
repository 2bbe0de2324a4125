import type { GridColDef } from '@mui/x-data-grid';
import type { RecordRef } from '../../../contract/record-ref';
import type { SObjectRecord } from '../../../contract/records';
import type { SObjectField } from '../../../contract/sobjects';
import { DateTimeText } from '../../ui/DateTimeText';
import { RecordName } from '../../ui/RecordName';
import { detailsText } from '../../ui/record-ref-text';

/** A row of the record list; its record read as Salesforce JSON, any field by name. */
export interface RecordListRow {
  ref: RecordRef;
  record: SObjectRecord;
}

/** The column the service sorts by; the others keep the order of the page. */
export const CREATED_FIELD = 'created';

const fieldText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

const fieldColumn = (field: SObjectField): GridColDef<RecordListRow> => ({
  // Prefixed: a field called Name or Details must not take the place of the columns of those names.
  field: `field-${field.name}`,
  headerName: field.label,
  width: 170,
  sortable: false,
  valueGetter: (_value, row) => fieldText(row.record[field.name]),
});

const timeColumn = (
  field: string,
  headerName: string,
  recordField: 'CreatedDate' | 'LastModifiedDate',
): GridColDef<RecordListRow> => ({
  field,
  headerName,
  width: 180,
  valueGetter: (_value, row) => fieldText(row.record[recordField]),
  renderCell: ({ value }) => (typeof value === 'string' && value ? <DateTimeText iso={value} /> : null),
});

/**
 * A record's name, which links to its page (its id only in the tooltip), its details, the type's listed fields,
 * and when it was created and last changed; only Created sorts, as the service orders by creation alone.
 */
export const recordColumnsOf = (fields: readonly SObjectField[]): GridColDef<RecordListRow>[] => [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 180,
    sortable: false,
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
    valueGetter: (_value, row) => detailsText(row.ref),
  },
  ...fields.map(fieldColumn),
  { ...timeColumn(CREATED_FIELD, 'Created', 'CreatedDate'), sortingOrder: ['desc', 'asc'] },
  { ...timeColumn('modified', 'Last modified', 'LastModifiedDate'), sortable: false },
];
