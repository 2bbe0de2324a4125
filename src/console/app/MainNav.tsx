import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { isNavGroup, isWithin, type NavGroup } from './nav-entries';
import { useCurrentNavPath } from './use-current-nav-path';
import { useNavEntries } from './use-nav-entries';

// The frame's pop-ups load when first opened: a first visit shows the page without the code of menus not yet used.
const NavGroupMenu = lazy(() => import('./NavGroupMenu'));

/** The current page is marked by an underline and bold type, beside aria-current, not by colour alone. */
const navButtonSx = {
  borderRadius: 0,
  borderBottom: '3px solid transparent',
  '&.active': { borderBottomColor: 'currentColor', fontWeight: 700 },
} as const;

/** A group's pages behind one button; the button is marked while one of them, or a page below it, is shown. */
function NavMenu({ group }: { group: NavGroup }) {
  const pathname = useCurrentNavPath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from its first opening on, so that it closes with its transition.
  const [lastAnchor, setLastAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const current = group.items.some((item) => isWithin(pathname, item.to));
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        className={current ? 'active' : undefined}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setLastAnchor(event.currentTarget);
        }}
        sx={navButtonSx}
      >
        {group.label}
      </Button>
      {lastAnchor !== null && (
        <Suspense fallback={null}>
          <NavGroupMenu
            id={menuId}
            labelledBy={buttonId}
            anchor={lastAnchor}
            open={anchor !== null}
            items={group.items}
            pathname={pathname}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** Page links, and menus of grouped pages, as far as the user's roles and licence seat allow them. */
export function MainNav() {
  const entries = useNavEntries();
  const pathname = useCurrentNavPath();
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {entries.map((entry) =>
        isNavGroup(entry) ? (
          <NavMenu key={entry.label} group={entry} />
        ) : (
          <Button
            key={entry.to}
            component={RouterLink}
            to={entry.to}
            color="inherit"
            className={isWithin(pathname, entry.to) ? 'active' : undefined}
            aria-current={isWithin(pathname, entry.to) ? 'page' : undefined}
            sx={navButtonSx}
          >
            {entry.label}
          </Button>
        ),
      )}
    </Box>
  );
}
