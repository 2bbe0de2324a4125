import { Box, Button } from '@mui/material';
import { NavLink } from 'react-router';
import { hasRole } from '../../contract/roles';
import { useAuth } from '../auth/auth-context';
import { NAV_ITEMS } from './nav-items';

/** Page links; the current page is marked by aria-current and an underline, not by colour alone. */
export function MainNav() {
  const { roles } = useAuth();
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {NAV_ITEMS.filter((item) => hasRole(roles, item.role)).map((item) => (
        <Button
          key={item.to}
          component={NavLink}
          to={item.to}
          color="inherit"
          sx={{
            borderRadius: 0,
            borderBottom: '3px solid transparent',
            '&.active': { borderBottomColor: 'currentColor', fontWeight: 700 },
          }}
        >
          {item.label}
        </Button>
      ))}
    </Box>
  );
}
