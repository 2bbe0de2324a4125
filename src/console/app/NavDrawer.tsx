import { Fragment, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Drawer, IconButton, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { isNavGroup, isWithin, type NavItem } from './nav-entries';
import { useCurrentNavPath } from './use-current-nav-path';
import { useNavEntries } from './use-nav-entries';

/**
 * The main navigation on a narrow screen: a menu button opening the same entries in a drawer, grouped as the
 * header groups them, so the header stays one row.
 */
export function NavDrawer() {
  const entries = useNavEntries();
  const pathname = useCurrentNavPath();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const link = (item: NavItem, nested: boolean) => (
    <ListItemButton
      key={item.to}
      component={RouterLink}
      to={item.to}
      selected={isWithin(pathname, item.to)}
      aria-current={isWithin(pathname, item.to) ? 'page' : undefined}
      onClick={() => setOpen(false)}
      sx={nested ? { pl: 4 } : undefined}
    >
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label="Open the navigation"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer id={drawerId} open={open} onClose={() => setOpen(false)}>
        <List component="nav" aria-label="Main" sx={{ width: 260 }}>
          {entries.map((entry) =>
            isNavGroup(entry) ? (
              <Fragment key={entry.label}>
                <ListSubheader component="div">{entry.label}</ListSubheader>
                {entry.items.map((item) => link(item, true))}
              </Fragment>
            ) : (
              link(entry, false)
            ),
          )}
        </List>
      </Drawer>
    </>
  );
}
