import { useId, useState } from 'react';
import { Box, Button, Chip, Divider, Popover, Stack, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAuth } from '../auth/auth-context';

/** Who is signed in and with which roles, plus the way out. */
export function UserMenu() {
  const { displayName, email, roles, signOut } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <Box
          component="span"
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            maxWidth: { xs: 140, md: 'none' },
          }}
        >
          {displayName}
        </Box>
      </Button>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ p: 2, minWidth: 240 }}>
          <Typography id={titleId} variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {displayName}
          </Typography>
          {email && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {email}
            </Typography>
          )}
          <Typography variant="body2" component="p" sx={{ mt: 1.5, mb: 0.5 }}>
            Roles
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            component="ul"
            aria-label="Roles"
            sx={{ p: 0, m: 0, listStyle: 'none' }}
          >
            {roles.length === 0 ? (
              <li>None</li>
            ) : (
              roles.map((role) => (
                <Chip key={role} component="li" label={role} size="small" variant="outlined" />
              ))
            )}
          </Stack>
        </Box>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button fullWidth startIcon={<LogoutIcon />} onClick={() => void signOut()}>
            Sign out
          </Button>
        </Box>
      </Popover>
    </>
  );
}
