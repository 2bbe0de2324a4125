import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { UserManager } from 'oidc-client-ts';
import type { ConsoleConfig } from '../../contract/console-config';
import { AuthProvider } from '../auth/AuthProvider';
import { ConsoleConfigContext } from '../config/console-config-context';
import { routes } from './routes';
import { theme } from './theme';

interface AppProps {
  config: ConsoleConfig;
  userManager: UserManager;
  queryClient: QueryClient;
}

export function App({ config, userManager, queryClient }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ConsoleConfigContext value={config}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <AuthProvider userManager={userManager} rolesClaim={config.rolesClaim}>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ConsoleConfigContext>
  );
}
