import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppBar, Box, CircularProgress, Container, Link, Toolbar, Typography } from '@mui/material';
import { MainNav } from './MainNav';
import { NavDrawer } from './NavDrawer';
import { UserMenu } from './UserMenu';

const pageFallback = (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress aria-label="Loading page" />
  </Box>
);

/** The signed-in frame: header with product name, navigation and user menu around the current page. */
export function AppLayout() {
  return (
    <>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      <AppBar position="static">
        {/* Below md the navigation folds into a menu button, so that the header keeps to one row. */}
        <Toolbar sx={{ gap: { xs: 1, md: 2 } }}>
          <Box sx={{ display: { md: 'none' } }}>
            <NavDrawer />
          </Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            Steward
          </Typography>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <MainNav />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ py: 4, outline: 'none' }}>
        <Suspense fallback={pageFallback}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
