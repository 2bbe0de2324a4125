import { Link as RouterLink } from 'react-router';
import { Menu, MenuItem } from '@mui/material';
import { isWithin, type NavItem } from './nav-entries';

interface NavGroupMenuProps {
  id: string;
  /** The id of the button that opened it. */
  labelledBy: string;
  anchor: HTMLElement;
  open: boolean;
  items: readonly NavItem[];
  pathname: string;
  onClose: () => void;
}

/** The open menu of a group of pages in the main navigation, the current one marked. */
export default function NavGroupMenu({
  id,
  labelledBy,
  anchor,
  open,
  items,
  pathname,
  onClose,
}: NavGroupMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {items.map((item) => (
        <MenuItem
          key={item.to}
          component={RouterLink}
          to={item.to}
          selected={isWithin(pathname, item.to)}
          aria-current={isWithin(pathname, item.to) ? 'page' : undefined}
          onClick={onClose}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
