import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Box } from '@mui/material';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { GridViewToolbar, type ExportAll } from './GridViewToolbar';
import { PAGE_SIZES } from '../../ui/use-url-state';

type ViewProps = 'density' | 'onDensityChange' | 'columnVisibilityModel' | 'onColumnVisibilityModelChange';

/** Padding of cells in rows that grow with what they hold, by the density the toolbar sets. */
const GROWING_CELL_PADDING = {
  '&.MuiDataGrid-root--densityCompact .MuiDataGrid-cell': { py: 0.5 },
  '&.MuiDataGrid-root--densityStandard .MuiDataGrid-cell': { py: 1 },
  '&.MuiDataGrid-root--densityComfortable .MuiDataGrid-cell': { py: 2 },
};

interface ServerPagedGridProps<Row extends GridValidRowModel> extends Pick<DataGridProps<Row>, ViewProps> {
  label: string;
  rows: readonly Row[];
  columns: readonly GridColDef<Row>[];
  /** Rows on every page, as the service counts them. */
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  /** The column the service sorts by, and in which direction. */
  sort: { field: string; order: 'asc' | 'desc' };
  /** A header clicked: the column and direction to ask the service for. */
  onSort: (field: string, order: 'asc' | 'desc') => void;
  /** Where a row leads, with the state to navigate with: a click anywhere on the row goes there. */
  rowLink: (row: Row) => { to: string; state?: unknown };
  /** What to do when nothing shows, in words. */
  noRowsLabel: string;
  /** Rows as tall as their cells' lines, rather than one line each. */
  growingRows?: boolean;
  /** The column the toolbar's quick filter searches, on the page shown; the others it leaves alone. */
  quickFilterField: string;
  /** The list's own filters, shown first in the toolbar. */
  filters?: ReactNode;
  /** The name of the file the toolbar exports the page to, without `.csv`. */
  exportFileName: string;
  /** An export of every row on every page, where the service writes one. */
  exportAll?: ExportAll;
  /** Rows checked for a bulk action, on any page, and which rows may be. */
  selection?: {
    model: GridRowSelectionModel;
    onChange: (model: GridRowSelectionModel) => void;
    isSelectable: (row: Row) => boolean;
  };
}

/** Whether a click landed on a row's checkbox, which selects the row rather than opening it. */
const onCheckbox = (target: EventTarget) =>
  target instanceof Element &&
  target.closest(`[data-field="${GRID_CHECKBOX_SELECTION_COL_DEF.field}"]`) !== null;

/**
 * A data grid over one page of rows the service pages and sorts: its page, size and sort are the caller's (kept in
 * the address), a click on a row opens it, rows may be checked for a bulk action, and the toolbar holds the list's
 * filters, filters and exports the page, and sets the columns and the density.
 */
export function ServerPagedGrid<Row extends GridValidRowModel>({
  label,
  onSort,
  rowLink,
  noRowsLabel,
  growingRows = false,
  sort: { field, order },
  columns,
  quickFilterField,
  filters,
  exportFileName,
  exportAll,
  selection,
  ...props
}: ServerPagedGridProps<Row>) {
  const navigate = useNavigate();
  // The grid takes every new model for a new sort and goes back to its first page, losing the page of a shared
  // link or of Back: so one model while the sort stays.
  const sortModel = useMemo<GridSortModel>(() => [{ field, sort: order }], [field, order]);
  const quickFiltered = useMemo(
    () =>
      columns.map((column) =>
        column.field === quickFilterField ? column : { ...column, getApplyQuickFilterFn: undefined },
      ),
    [columns, quickFilterField],
  );
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid<Row>
        {...props}
        columns={quickFiltered}
        aria-label={label}
        sortModel={sortModel}
        paginationMode="server"
        sortingMode="server"
        disableColumnFilter
        showToolbar
        slots={{ toolbar: GridViewToolbar }}
        slotProps={{ toolbar: { filters, fileName: exportFileName, exportAll } }}
        {...(selection && {
          checkboxSelection: true,
          rowSelectionModel: selection.model,
          onRowSelectionModelChange: selection.onChange,
          isRowSelectable: ({ row }) => selection.isSelectable(row),
          // The service pages: a row checked on another page stays checked while this one shows.
          keepNonExistentRowsSelected: true,
          disableRowSelectionOnClick: true,
          disableRowSelectionExcludeModel: true,
        })}
        sortingOrder={['desc', 'asc']}
        pageSizeOptions={[...PAGE_SIZES]}
        onSortModelChange={(model) => {
          const [first] = model;
          if (first?.sort) onSort(first.field, first.sort);
        }}
        onRowClick={(params, event) => {
          // A link in a cell navigates on its own: opening the row too would push a second entry, and Back would
          // seem to do nothing.
          if (event.target instanceof Element && event.target.closest('a')) return;
          if (onCheckbox(event.target)) return;
          const { to, state } = rowLink(params.row);
          void navigate(to, { state });
        }}
        localeText={{ noRowsLabel }}
        getRowHeight={growingRows ? () => 'auto' : undefined}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, ...(growingRows ? GROWING_CELL_PADDING : {}) }}
        autoHeight
      />
    </Box>
  );
}
