import { Box } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { RecordRef } from '../../../contract/record-ref';
import { fieldLabelsText, recordNamesText } from '../../ui/record-ref-text';
import { RecordNameList } from '../../ui/RecordNameList';

/** A row naming records, a job's group or a queue item. */
interface NamedRecordsRow extends GridValidRowModel {
  records: RecordRef[];
  differingFields: string[];
}

/** The records of a row by name, each with its details, for a steward to see whom a row is about. */
export const recordsColumn = <Row extends NamedRecordsRow>(): GridColDef<Row> & { field: 'records' } => ({
  field: 'records',
  headerName: 'Records',
  flex: 1,
  minWidth: 240,
  sortable: false,
  valueGetter: (_value, row) => recordNamesText(row.records, row.records.length),
  renderCell: ({ row }) => <RecordNameList records={row.records} />,
});

/** The fields on which a row's records disagree, by their labels: what a steward compares first. */
export const differingFieldsColumn = <Row extends NamedRecordsRow>(
  labels: ReadonlyMap<string, string>,
): GridColDef<Row> & { field: 'differingFields' } => ({
  field: 'differingFields',
  headerName: 'Differs in',
  flex: 1,
  minWidth: 160,
  sortable: false,
  valueGetter: (_value, row) => fieldLabelsText(row.differingFields, labels),
  renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal' }}>{(value as string) || '—'}</Box>,
});
