import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/api-client';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { createUserManager } from './auth/user-manager';
import { ConfigErrorScreen } from './config/ConfigErrorScreen';
import { loadConsoleConfig } from './config/load-console-config';

async function bootstrap(root: ReturnType<typeof createRoot>) {
  try {
    // The config decides which identity provider to use, so it must be known before the UserManager exists.
    const config = await loadConsoleConfig((input, init) => fetch(input, init));
    const userManager = createUserManager(config, window.location.origin);
    configureApiClient({
      baseUrl: config.apiBaseUrl,
      fetch: (input, init) => fetch(input, init),
      getAccessToken: async () => {
        const user = await userManager.getUser();
        return user && !user.expired ? user.access_token : null;
      },
    });
    root.render(
      <StrictMode>
        <App config={config} userManager={userManager} queryClient={createQueryClient()} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} />);
  }
}

void bootstrap(createRoot(document.getElementById('root')!));
