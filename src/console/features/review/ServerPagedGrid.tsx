import { Box } from '@mui/material';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { GridViewToolbar } from './GridViewToolbar';
import { PAGE_SIZES } from './list-state-params';

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
  sortModel: GridSortModel;
  /** A header clicked: the column and direction to ask the service for. */
  onSort: (field: string, order: 'asc' | 'desc') => void;
  onRowClick: (row: Row) => void;
  /** What to do when nothing shows, in words. */
  noRowsLabel: string;
  /** Rows as tall as their cells' lines, rather than one line each. */
  growingRows?: boolean;
}

/**
 * A data grid over one page of rows the service pages and sorts: its page, size and sort are the caller's (kept in
 * the address), rows open on click, and the toolbar sets the columns and the density.
 */
export function ServerPagedGrid<Row extends GridValidRowModel>({
  label,
  onSort,
  onRowClick,
  noRowsLabel,
  growingRows = false,
  ...props
}: ServerPagedGridProps<Row>) {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid<Row>
        {...props}
        aria-label={label}
        paginationMode="server"
        sortingMode="server"
        disableColumnFilter
        showToolbar
        slots={{ toolbar: GridViewToolbar }}
        sortingOrder={['desc', 'asc']}
        pageSizeOptions={[...PAGE_SIZES]}
        onSortModelChange={(model) => {
          const [first] = model;
          if (first?.sort) onSort(first.field, first.sort);
        }}
        onRowClick={(params) => onRowClick(params.row)}
        localeText={{ noRowsLabel }}
        getRowHeight={growingRows ? () => 'auto' : undefined}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, ...(growingRows ? GROWING_CELL_PADDING : {}) }}
        autoHeight
      />
    </Box>
  );
}
