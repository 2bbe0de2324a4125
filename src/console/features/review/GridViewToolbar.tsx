import { useId, useState } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import DensityLargeIcon from '@mui/icons-material/DensityLarge';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  gridDensitySelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid';

const DENSITIES: { value: GridDensity; label: string; Icon: typeof DensityMediumIcon }[] = [
  { value: 'compact', label: 'Compact', Icon: DensitySmallIcon },
  { value: 'standard', label: 'Standard', Icon: DensityMediumIcon },
  { value: 'comfortable', label: 'Comfortable', Icon: DensityLargeIcon },
];

/**
 * A server-paged grid's toolbar: which columns show, and how densely rows are set. No quick filter or export: the
 * grid holds one page, and either would act on that page only.
 */
export function GridViewToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const current = DENSITIES.find((option) => option.value === density) ?? DENSITIES[1]!;
  return (
    <Toolbar>
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
    </Toolbar>
  );
}
