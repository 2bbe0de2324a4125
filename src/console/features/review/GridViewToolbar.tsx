import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  CircularProgress,
  InputAdornment,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
  Tooltip,
} from '@mui/material';
import DensityLargeIcon from '@mui/icons-material/DensityLarge';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  ExportCsv,
  gridDensitySelector,
  gridFilteredSortedRowIdsSelector,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** The list's own filters, which the service applies, first in the toolbar. */
    filters?: ReactNode;
    /** The name of the CSV file the page exports to, without `.csv`. */
    fileName?: string;
    /** Exports every row the list's filters let through, on every page, as the service writes them. */
    exportAll?: ExportAll;
  }
}

/** An export of the whole list, which the service writes: how many rows it holds, and the download. */
export interface ExportAll {
  count: number;
  pending: boolean;
  start: () => void;
}

/** The label and placeholder of the quick filter, which says it reaches no further than the page. */
const QUICK_FILTER_LABEL = 'Filter this page by name';

const DENSITIES: { value: GridDensity; label: string; Icon: typeof DensityMediumIcon }[] = [
  { value: 'compact', label: 'Compact', Icon: DensitySmallIcon },
  { value: 'standard', label: 'Standard', Icon: DensityMediumIcon },
  { value: 'comfortable', label: 'Comfortable', Icon: DensityLargeIcon },
];

/**
 * A server-paged grid's toolbar: the list's filters, then a quick filter and a CSV export of the rows shown,
 * which say they act on this page only (the grid holds no other), then which columns show and how densely rows
 * are set, and, where the service writes one, an export of every row the filters let through. It wraps on a
 * narrow screen.
 */
export function GridViewToolbar({
  filters,
  fileName,
  exportAll,
}: {
  filters?: ReactNode;
  fileName?: string;
  exportAll?: ExportAll;
}) {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const exportAllLabel = exportAll && `Export all ${exportAll.count.toLocaleString('en')} matching as CSV`;
  const current = DENSITIES.find((option) => option.value === density) ?? DENSITIES[1]!;
  return (
    // The grid gives its toolbar one line's height: wrapped, it takes what its lines need.
    <Toolbar style={{ flex: '0 0 auto', flexWrap: 'wrap', justifyContent: 'flex-start', rowGap: 8 }}>
      {filters}
      <Box sx={{ flexGrow: 1 }} />
      <QuickFilter expanded style={{ display: 'flex', flex: '1 1 200px', maxWidth: 280 }}>
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth
              placeholder={QUICK_FILTER_LABEL}
              slotProps={{
                htmlInput: { 'aria-label': QUICK_FILTER_LABEL },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </QuickFilter>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Density">
        <ToolbarButton
          id={buttonId}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <current.Icon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {DENSITIES.map(({ value, label, Icon }) => (
          <MenuItem
            key={value}
            selected={value === density}
            onClick={() => {
              apiRef.current.setDensity(value);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <Tooltip title="Export this page as CSV">
        <ExportCsv
          render={<ToolbarButton />}
          // The rows shown, though some are checked: the default would export only those.
          options={{
            fileName,
            getRowsToExport: ({ apiRef: grid }) => gridFilteredSortedRowIdsSelector(grid),
          }}
        >
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      {exportAll && (
        <Tooltip title={exportAllLabel}>
          {/* A disabled button takes no pointer: its wrapper holds the tooltip, the button keeps its name. */}
          <span>
            <ToolbarButton
              aria-label={exportAllLabel}
              disabled={exportAll.pending || exportAll.count === 0}
              onClick={exportAll.start}
            >
              {exportAll.pending ? <CircularProgress size={16} /> : <CloudDownloadIcon fontSize="small" />}
            </ToolbarButton>
          </span>
        </Tooltip>
      )}
    </Toolbar>
  );
}
