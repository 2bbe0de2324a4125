import type { RouteObject } from 'react-router';
import { CallbackPage } from '../auth/CallbackPage';
import { RequireAuth } from '../auth/RequireAuth';
import { RequireLicenceSeat } from '../auth/RequireLicenceSeat';
import { RequireRole } from '../auth/RequireRole';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { PAGE_ROUTES } from './page-routes';

export const routes: RouteObject[] = [
  { path: '/callback', element: <CallbackPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          ...PAGE_ROUTES.map(({ path, element, role, needsSeat }) => ({
            path,
            element: (
              <RequireRole role={role}>
                {needsSeat ? <RequireLicenceSeat>{element}</RequireLicenceSeat> : element}
              </RequireRole>
            ),
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
